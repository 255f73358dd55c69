/**
 * Round 8, issue 13 (round-5 grading, defect 3): kinds of work of the finishing trades that the trade's template
 * answered — a food platform's sanitary upgrade read as bathrooms (carreleur, 24-15152: « murs des douches
 * jusqu’à 2 m », « pieds nus »), a hard-floor lot called « carrelage et faïence » and a theatre not read as an
 * ERP, a « Cloison, faux plafond » descripteur without the ceilings' standard and method (plaquiste, 24-19730),
 * an art room on a 3rd floor answered with a generic paint method (peintre, 24-16024). Made-up objects both
 * ways first, then the real notices when `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import {
  contextFor,
  PROFILES,
  realContext,
  realNoticeContext,
  realNoticesWhere,
  realRecordsAvailable,
  writtenFor,
} from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';

type Company = typeof FULL_COMPANY;

function written(context: LocalContext, seams = true) {
  const r = writtenFor(context, { seams });
  return { text: r.text, letter: r.letter, method: r.section('methodologie'), kinds: r.kinds };
}

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  written(contextFor(trade, title, { descripteurs }));

/** The bathroom reading, out of place in a food-processing area. */
const BATHROOM = [/murs des douches/, /pieds nus/, /défaut d’étanchéité des douches/];

function expectFoodArea(text: string) {
  for (const wrong of BATHROOM) {
    expect(text).not.toMatch(wrong);
  }
  expect(text).toMatch(/carrelage de locaux alimentaires/);
  expect(text).toMatch(/plinthes à gorge/);
  expect(text).toMatch(/résine réactive \(époxy\)/);
  expect(text).toMatch(/pente continue vers les siphons et caniveaux/);
  expect(text).toMatch(/essai à l’eau/);
  expect(text).toContain('852/2004');
  expect(text).toContain('NF P 05-011');
  expect(text).toContain('R 462');
  // The sanitary approval is a condition to check, never asserted.
  expect(text).toMatch(/si l’activité relève de l’agrément sanitaire/);
  expect(text).not.toContain('XP P 05-011');
}

describe('carreleur — food-processing areas', () => {
  it('a central kitchen brought up to the hygiene rules is a food area, not a bathroom', () => {
    const r = write('carreleur', 'Mise aux normes sanitaires de la cuisine centrale du collège');
    expect(r.kinds).toEqual(['locaux_alimentaires']);
    expectFoodArea(r.text);
    expect(r.method).toMatch(/hors des périodes de production/);
    // « normes sanitaires » names no staff washrooms.
    expect(r.text).not.toMatch(/vestiaires, douches et sanitaires du personnel/);
    expect(r.method).not.toMatch(/L’opération couvre tous les corps d’état/);
  });

  it('a légumerie with staff changing rooms adds their showers, and a TCE descripteur its honest sentence', () => {
    const r = write(
      'carreleur',
      'Création d’une légumerie et d’un atelier de transformation avec vestiaires du personnel',
      ['Tous corps d’état'],
    );
    expect(r.kinds).toEqual(['locaux_alimentaires']);
    expectFoodArea(r.text);
    expect(r.text).toMatch(/vestiaires, douches et sanitaires du personnel/);
    expect(r.method).toMatch(/L’opération couvre tous les corps d’état : notre entreprise y exécute le carrelage/);
  });

  it('school washrooms, a gym’s showers and flats’ kitchens are not food areas; showers keep bare-feet classes', () => {
    const sanitaires = write('carreleur', 'Réfection des sanitaires de l’école élémentaire');
    expect(sanitaires.kinds).not.toContain('locaux_alimentaires');
    expect(sanitaires.text).not.toMatch(/plinthes à gorge|852\/2004/);
    // No shower named: no shower walls nor bare feet.
    expect(sanitaires.text).not.toMatch(/murs des douches|pieds nus/);
    expect(sanitaires.method).toMatch(/protection à l’eau sous carrelage/);
    const gymnase = write('carreleur', 'Réfection des douches du gymnase');
    expect(gymnase.kinds).toEqual(['equipements_sportifs']);
    expect(gymnase.text).toMatch(/pieds nus/);
    expect(gymnase.text).not.toMatch(/Dans les douches, la protection à l’eau remonte/);
    const logements = write('carreleur', 'Rénovation des cuisines et salles de bains de 24 logements');
    expect(logements.kinds).not.toContain('locaux_alimentaires');
  });
});

describe('carreleur — hard floors and theatres', () => {
  it('a « sols durs » lot of a theatre is a floor lot in an ERP, not « carrelage et faïence »', () => {
    const r = write('carreleur', 'Rénovation du théâtre municipal — lot 5 : revêtements de sols durs');
    expect(r.kinds).toEqual(['sols_durs']);
    expect(r.text).not.toMatch(/faïence/);
    expect(r.letter).toMatch(/travaux de revêtements de sols durs/);
    expect(r.method).toMatch(/établissement recevant du public/);
    expect(r.method).toMatch(/arrêté du 8 décembre 2014/);
    expect(r.method).toMatch(/hors des représentations et des répétitions/);
    expect(r.method).toMatch(/seuils/);
  });

  it('a hard-floor lot of a school has no theatre rule; wall tiling named keeps « carrelage et faïence »', () => {
    const college = write('carreleur', 'Restructuration du collège — lot 7 : revêtements de sols durs');
    expect(college.kinds).toEqual(['sols_durs']);
    expect(college.text).not.toMatch(/représentations|établissement recevant du public, avec ses halls/);
    const faience = write('carreleur', 'Carrelage et faïence des locaux de la mairie');
    expect(faience.kinds).not.toContain('sols_durs');
    expect(faience.letter).toMatch(/carrelage et de faïence/);
  });
});

describe('plaquiste — ceilings', () => {
  const CEILINGS = [/plénum/, /suspentes/, /trappes de visite/, /lots électricité et CVC/];

  it('« Cloison, faux plafond » brings NF DTU 58.1, the ceiling step and the plenum, never NF DTU 25.1', () => {
    const r = write('plaquiste', 'Travaux d’aménagement et de cloisonnement de l’hôtel de ville', [
      'Cloison, faux plafond',
      'Plâtrerie',
    ]);
    expect(r.kinds).toEqual(['cloisons_plafonds']);
    expect(r.method).toMatch(/- NF DTU 25\.41 : /);
    expect(r.method).toMatch(/- NF DTU 58\.1 : /);
    expect(r.text).not.toContain('NF DTU 25.1 ');
    expect(r.method).toMatch(/- Faux plafonds : suspentes/);
    expect(r.method).toMatch(/rails et montants/);
    for (const c of CEILINGS) {
      expect(r.method).toMatch(c);
    }
  });

  it('plasterboard ceilings alone: NF DTU 25.41 without 58.1 nor partition steps; tiles bring 58.1', () => {
    const plaques = write('plaquiste', 'Remplacement des faux plafonds en plaques de plâtre de la médiathèque');
    expect(plaques.kinds).toEqual(['faux_plafonds']);
    expect(plaques.method).toContain('NF DTU 25.41');
    expect(plaques.method).not.toMatch(/- NF DTU 58\.1 : /);
    expect(plaques.text).not.toMatch(/rails et montants|seconde face|Isolation et fermeture des cloisons/);
    expect(plaques.method).toMatch(/repérage amiante lu avant toute dépose/);
    const dalles = write('plaquiste', 'Remplacement des faux plafonds en dalles de l’école');
    expect(dalles.kinds).toEqual(['faux_plafonds']);
    expect(dalles.method).toMatch(/- NF DTU 58\.1 : /);
  });

  it('a fire-rated ceiling follows its test report; partitions alone get no ceiling method; church ceilings keep theirs', () => {
    const feu = write('plaquiste', 'Faux plafonds coupe-feu EI 60 du local technique de la mairie');
    expect(feu.method).toMatch(/procès-verbal de son système/);
    const cloisons = write('plaquiste', 'Cloisons et doublages des bureaux de la mairie');
    expect(cloisons.kinds).not.toContain('cloisons_plafonds');
    expect(cloisons.method).not.toMatch(/NF DTU 58\.1|plénum/);
    const eglise = write('plaquiste', 'Réhabilitation des plafonds de l’église Saint-Martin');
    expect(eglise.kinds).toEqual(['plafonds_patrimoine']);
    expect(eglise.method).not.toMatch(/plénum/);
  });

  it('a lot taken over after a liquidation keeps one name for its works, though a ceiling descripteur is there', () => {
    const r = write(
      'plaquiste',
      'Relance suite à liquidation judiciaire du lot 5 cloisonnements-doublages de la mairie',
      ['Cloison, faux plafond'],
    );
    expect(r.kinds).toEqual(['reprise_apres_defaillance']);
    expect(r.letter).not.toMatch(/doublages (ainsi que|et) cloisons et faux plafonds/);
  });
});

describe('peintre — the room’s use and its floor', () => {
  it('an art room on a 3rd floor: washable finishes (NF EN 13300 class 1 or 2) and materials up the lift or stairs', () => {
    const r = write('peintre', 'Création d’une salle d’arts plastiques au 3e étage du groupe scolaire');
    expect(r.method).toMatch(/lessivable, de classe 1 ou 2 de résistance à l’abrasion humide selon la NF EN 13300/);
    expect(r.method).toMatch(/- NF EN 13300 : /);
    expect(r.method).toMatch(/Les locaux sont en étage : les pots, les enduits et l’outillage montent par l’ascenseur/);
    expect(r.method).toMatch(/Rien n’est stocké dans les escaliers/);
  });

  it('classrooms on the ground floor get neither; a new R+2 building is no upper floor of an existing one', () => {
    const classes = write('peintre', 'Peinture de la salle de classe du rez-de-chaussée de l’école maternelle');
    expect(classes.text).not.toMatch(/NF EN 13300|Les locaux sont en étage/);
    const neuf = write('peintre', 'Construction neuve d’un bâtiment R+2 : lot peinture');
    expect(neuf.text).not.toMatch(/Les locaux sont en étage/);
  });

  it('tiles and boards carried to an upper floor are said too', () => {
    expect(write('carreleur', 'Réfection des sols carrelés du 2e étage de la mairie').method).toMatch(
      /Les locaux sont en étage : les carreaux, les sacs de colle et l’outillage/,
    );
    expect(write('plaquiste', 'Cloisonnement des bureaux du 4ème étage').method).toMatch(
      /Les locaux sont en étage : les plaques, les ossatures et l’outillage/,
    );
  });
});

describe.runIf(realRecordsAvailable())('round 8 — real notices', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    // Raw objects may carry their own seams (« -. »): the French layer is checked elsewhere.
    written(realNoticeContext(trade, pattern, company), false);

  it.each(PROFILES)('carreleur 24-15152 — the local-food platform (profile %#)', (company) => {
    const r = real('carreleur', /plateforme manger local/, company);
    expect(r.kinds).toEqual(['locaux_alimentaires']);
    expectFoodArea(r.text);
    expect(r.letter).toMatch(/travaux de carrelage de locaux alimentaires/);
    expect(r.method).toMatch(/L’opération couvre tous les corps d’état/);
  });

  it.each(PROFILES)('plaquiste 24-19730 — « Cloison, faux plafond » (profile %#)', (company) => {
    const r = real('plaquiste', /cloisonnement des batiments communaux/, company);
    expect(r.kinds).toContain('cloisons_plafonds');
    expect(r.method).toMatch(/- NF DTU 58\.1 : /);
    expect(r.method).toMatch(/- Faux plafonds : suspentes/);
    expect(r.method).toMatch(/plénum/);
    expect(r.text).not.toContain('NF DTU 25.1 ');
  });

  it.each(PROFILES)('peintre 24-16024 — art room on the 3rd floor (profile %#)', (company) => {
    const r = real('peintre', /salle d'arts plastiques au 3eme etage/, company);
    expect(r.method).toMatch(/classe 1 ou 2 de résistance à l’abrasion humide selon la NF EN 13300/);
    expect(r.method).toMatch(/Les locaux sont en étage/);
  });

  it('real « sols durs » lots without wall tiling are floor lots, never « carrelage et faïence »', () => {
    const notices = realNoticesWhere('carreleur', /revetements? de sols durs/, 3);
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      const r = written(realContext(n, FULL_COMPANY, 'carreleur'), false);
      expect(r.kinds, n.tender.title).toContain('sols_durs');
      expect(r.letter, n.tender.title).not.toMatch(/carrelage et de faïence/);
    }
  });
});
