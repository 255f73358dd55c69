/**
 * Round 8, issue 13 (round-6 grading, defects 6 and 7): a new school canteen tiled with a dépose phase and a
 * décennale on showers it has not (carreleur, 24-15800), an energy renovation answered with a partition method
 * (plaquiste, 24-15107: no insulated lining, no pare-vapeur, no arrêté du 3 mai 2007), a hospital unit painted
 * with a class-M sander and « eau savonneuse » upkeep (peintre, 24-19713). Made-up objects both ways first, then
 * the real notices when `../shared/data` is present.
 */
import type { CompanyProfile as Company } from '@batiao/shared/contracts/company';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';

function written(context: LocalContext, seams = true) {
  const r = writtenFor(context, { seams });
  return {
    text: r.text,
    method: r.section('methodologie'),
    planning: `${r.section('planning')}\n${r.rowsText('planning')}`,
    moyens: r.section('moyens_materiels'),
    garanties: r.section('garanties'),
    dechets: `${r.section('environnement')}\n${r.rowsText('environnement')}`,
    kinds: r.kinds,
  };
}

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  written(contextFor(trade, title, { descripteurs }));

/** What a new building's tiling must not say: a dépose phase, old tiles taken down, showers it has not. */
function expectNoDepose(r: ReturnType<typeof write>) {
  expect(r.planning).not.toMatch(/Dépose/);
  expect(r.method).not.toMatch(/dépose éventuelle de l’existant|Dépose et préparation/);
  expect(r.dechets).not.toMatch(/Carrelages déposés/);
  expect(r.garanties).not.toMatch(/douches/);
}

describe('carreleur — a new canteen or building has no dépose', () => {
  it('a new school canteen: food-area method without dépose, slip class, canteen paragraph, no showers', () => {
    const r = write('carreleur', 'Réalisation d’une cantine scolaire à destination de l’école primaire et maternelle');
    expect(r.kinds).toEqual(['locaux_alimentaires']);
    expectNoDepose(r);
    expect(r.planning).toMatch(/Réception des supports et formes de pente/);
    expect(r.method).toMatch(/- Réception des supports : dallages, chapes et cloisons livrés par les autres lots/);
    expect(r.method).toMatch(/la salle de restauration, lavée chaque jour et parcourue par les enfants/);
    // The kitchen gets the hygiene rules and a slip class under the standard in force.
    expect(r.method).toContain('852/2004');
    expect(r.method).toMatch(/- NF P 05-011 : /);
    expect(r.method).toMatch(/plinthes à gorge/);
    expect(r.text).not.toMatch(/XP P 05-011|pieds nus|hors des périodes de production|zones en activité/);
    expect(r.text).not.toMatch(/L’opération couvre tous les corps d’état/);
  });

  it('a canteen renovated or a kitchen tiles replaced keep their dépose', () => {
    const r = write('carreleur', 'Rénovation de la cantine scolaire : dépose et réfection des carrelages');
    expect(r.kinds).not.toContain('carrelage_neuf');
    expect(r.planning).toMatch(/Dépose/);
  });

  it('a new school building: supports received, no dépose phase, new-works waste; its upper floor is no existing floor', () => {
    const r = write('carreleur', 'Construction d’une école maternelle — lot carrelage faïence');
    expect(r.kinds).toEqual(['carrelage_neuf']);
    expectNoDepose(r);
    expect(r.method).toMatch(/- Réception des supports : /);
    expect(r.dechets).toMatch(/Chutes de carreaux/);
    const r2 = write('carreleur', 'Construction neuve d’un bâtiment R+2 : lot carrelage');
    expect(r2.kinds).toEqual(['carrelage_neuf']);
  });

  it('a room created on an upper floor of an existing building, a réfection and an accord-cadre are not new builds', () => {
    for (const title of [
      'Création d’une salle de classe au 3e étage du groupe scolaire',
      'Réfection des sols carrelés de la mairie',
      'Accord-cadre à bons de commande pour la réalisation de travaux de carrelage dans les bâtiments communaux',
    ]) {
      const r = write('carreleur', title);
      expect(r.kinds, title).not.toContain('carrelage_neuf');
      expect(r.kinds, title).not.toContain('carrelage_creation');
    }
  });

  it('a room created without dépose is not called a new building', () => {
    const r = write('carreleur', 'Création d’une plateforme de service public en mairie annexe');
    expect(r.kinds).toEqual(['carrelage_creation']);
    expect(r.text).not.toMatch(/construction neuve/);
    expect(r.planning).not.toMatch(/Dépose/);
  });

  it('the décennale names showers only through a kind that has them; sports halls cite NF P 05-011', () => {
    const hall = write('carreleur', 'Réfection du carrelage du hall de la mairie');
    expect(hall.garanties).toMatch(/Décennale/);
    expect(hall.garanties).not.toMatch(/douches/);
    const gym = write('carreleur', 'Réfection des douches du gymnase');
    expect(gym.method).toMatch(/- NF P 05-011 et NF EN 16165 : résistance à la glissance : classes pieds nus/);
    expect(gym.text).not.toContain('XP P 05-011');
    // A new gymnasium is not « en service ».
    const neuf = write('carreleur', 'Construction d’un gymnase — lot carrelage');
    expect(neuf.kinds).toEqual(['equipements_sportifs', 'carrelage_neuf']);
    expect(neuf.method).not.toMatch(/Les équipements restent en service/);
    expect(neuf.text).not.toMatch(/carreaux identiques à l’existant|créneaux d’occupation des salles/);
    expect(neuf.text).toMatch(/classes de glissance pieds nus et chaussés que le CCTP fixe/);
    expect(gym.method).toMatch(/Les équipements restent en service/);
  });
});

describe('plaquiste — insulated linings of an energy renovation', () => {
  const LINING = [
    /la résistance thermique fixée par le CCTP, au moins celle qu’exige l’arrêté du 3 mai 2007/,
    /pare-vapeur/,
    /traversée/,
    /tableaux/,
    /rive des planchers/,
    /Si le bâtiment reste occupé/,
  ];

  it('« isolation thermique par l’intérieur »: lining method, standards and insulation waste, no template fire line', () => {
    const r = write('plaquiste', 'Isolation thermique par l’intérieur et doublages isolants des classes de l’école');
    expect(r.kinds).toEqual(['doublages_isolants']);
    for (const l of LINING) {
      expect(r.method).toMatch(l);
    }
    expect(r.method).toMatch(/- NF DTU 25\.41 : /);
    expect(r.method).toMatch(/- NF DTU 25\.42 : /);
    expect(r.method).toMatch(/- Arrêté du 3 mai 2007 modifié/);
    expect(r.method).not.toMatch(/NF DTU 45\.10/);
    expect(r.planning).toMatch(/Pare-vapeur, étanchéité à l’air et traversées/);
    expect(r.dechets).toMatch(/Chutes de laines minérales/);
    expect(r.text).not.toMatch(/exigences au feu et acoustiques de chaque paroi/);
    // The works named: no hypothesis sentence.
    expect(r.method).not.toMatch(/sans détailler les ouvrages de notre lot/);
    // No R value is invented.
    expect(r.text).not.toMatch(/R ?[=≥] ?\d|m²\.K\/W/);
  });

  it('« rénovation énergétique » alone: the lot’s share is a hypothesis, nothing taken down is asserted', () => {
    const r = write('plaquiste', 'Travaux de rénovation énergétique du groupe scolaire', ['Isolation']);
    expect(r.kinds).toEqual(['doublages_isolants']);
    expect(r.method).toMatch(
      /L’objet annonce une rénovation énergétique sans détailler les ouvrages de notre lot : si le CCTP prévoit/,
    );
    expect(r.dechets).not.toMatch(/Doublages et isolants déposés/);
    expect(r.planning).not.toMatch(/Dépose/);
    expect(r.method).toMatch(/dépose des doublages, habillages et isolants existants lorsque le CCTP la prévoit/);
  });

  it('linings named with ceilings keep the ceilings’ step and standard; linings alone have none', () => {
    const r = write('plaquiste', 'Doublages isolants et faux plafonds des salles de classe');
    expect(r.kinds).toEqual(['doublages_isolants', 'cloisons_plafonds']);
    expect(r.method).toMatch(/- Faux plafonds : suspentes/);
    expect(r.method).toMatch(/pare-vapeur/);
    const seuls = write('plaquiste', 'Doublages isolants des murs des salles de classe');
    expect(seuls.method).not.toMatch(/- Faux plafonds : /);
  });

  it('partitions, lofts blown and outer insulation are not insulated linings; NF DTU 45.10 only for blown lofts', () => {
    expect(write('plaquiste', 'Cloisons et faux plafonds des bureaux de la mairie').kinds).not.toContain(
      'doublages_isolants',
    );
    expect(write('plaquiste', 'Isolation thermique des combles perdus par soufflage').kinds).not.toContain(
      'doublages_isolants',
    );
    expect(write('plaquiste', 'Isolation thermique par l’extérieur de la salle des fêtes').kinds).not.toContain(
      'doublages_isolants',
    );
    const both = write(
      'plaquiste',
      'Rénovation énergétique : doublages isolants et isolation des combles par soufflage',
    );
    expect(both.kinds).toContain('doublages_isolants');
    expect(both.method).toMatch(/- NF DTU 45\.10 : isolation des combles par soufflage/);
  });
});

describe('peintre — a care unit and upkeep', () => {
  it('a hospital unit: HEPA sander, upkeep with products the finish bears; a school keeps the class-M sander', () => {
    const r = write('peintre', 'Travaux de peinture du service de soins de suite de l’hôpital');
    expect(r.moyens).toMatch(/filtre absolu HEPA/);
    expect(r.moyens).not.toMatch(/classe M/);
    expect(r.text).not.toMatch(/eau savonneuse/);
    expect(r.garanties).toMatch(/produits compatibles avec la finition posée/);
    const ecole = write('peintre', 'Peinture des classes de l’école élémentaire');
    expect(ecole.moyens).toMatch(/classe M/);
    expect(ecole.moyens).not.toMatch(/HEPA/);
  });
});

describe.runIf(realRecordsAvailable())('round 8 (b) — real notices', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    // Raw objects may carry their own seams: the French layer is checked elsewhere.
    written(realNoticeContext(trade, pattern, company), false);

  it.each(PROFILES)('carreleur 24-15800 — the new canteen (profile %#)', (company) => {
    const r = real('carreleur', /realisation d'une cantine scolaire a destination/, company);
    expect(r.kinds).toEqual(['locaux_alimentaires']);
    expectNoDepose(r);
    expect(r.method).toMatch(/la salle de restauration/);
    expect(r.method).toMatch(/- NF P 05-011 : /);
    expect(r.text).not.toMatch(/défaut d’étanchéité des douches|pieds nus/);
  });

  it.each(PROFILES)('plaquiste 24-15107 — rénovation énergétique (profile %#)', (company) => {
    const r = real('plaquiste', /renovation energetique et travaux connexes du batiment paul bert/, company);
    expect(r.kinds).toEqual(['doublages_isolants']);
    expect(r.method).toMatch(/sans détailler les ouvrages de notre lot : si le CCTP prévoit/);
    expect(r.method).toMatch(/au moins celle qu’exige l’arrêté du 3 mai 2007/);
    expect(r.method).toMatch(/pare-vapeur/);
    expect(r.text).not.toMatch(/exigences au feu et acoustiques de chaque paroi/);
  });

  it.each(PROFILES)('peintre 24-19713 — ophthalmology unit of a hospital (profile %#)', (company) => {
    const r = real('peintre', /implantation du service d'ophtalmologie/, company);
    expect(r.method).toMatch(/En établissement de santé, les finitions sont lessivables/);
    expect(r.moyens).toMatch(/filtre absolu HEPA/);
    expect(r.text).not.toMatch(/classe M|eau savonneuse/);
    // Decorative paint: no décennale nor biennale promised.
    expect(r.garanties).toMatch(/Pas de garantie biennale ni décennale/);
  });
});
