/**
 * Round 18 (fluid trades, key nouns that fell back to a family default): an electrician's smoke-control job is
 * its DAS and commands (exutoires, DCM/DAC, CR1 lines, tests ouvrant par ouvrant), not a detection system with
 * luminaires; a heating engineer's thermal renovation brings ventilation, balancing at each terminal, the
 * asbestos survey and, in a hospital, the controlled-environment zones; a new care home's plumbing is made for
 * its residents (hot water limited at the taps, loop temperatures, legionella analysis before the opening),
 * not cut and reopened with the hygiene team of an establishment at work.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  PROFILES,
  realContext,
  realNoticesWhere,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';

const kinds = (trade: Parameters<typeof contextFor>[0], title: string, descripteurs: string[] = []): string[] =>
  analyse(contextFor(trade, title, { descripteurs })).sousTypes.map((k) => k.key);

/** What a smoke-control response says (both the made-up and the real gymnasium). */
function expectSmokeControl(text: string, memoire: string): void {
  expect(memoire).toMatch(/Nature des travaux, à la lecture de l’objet : désenfumage/);
  for (const ref of [
    /NF S 61-937/,
    /NF S 61-938/,
    /NF S 61-932/,
    /NF EN 12101-2/,
    /instruction technique n° 246/,
    /NF S 61-933/,
  ]) {
    expect(text).toMatch(ref);
  }
  expect(text).toMatch(/articles DF/);
  expect(text).toMatch(/exutoires? en toiture/);
  expect(text).toMatch(/DCM, DCMR ou DAC/);
  expect(text).toMatch(/CO2/);
  expect(text).toMatch(/24 ou 48 V/);
  expect(text).toMatch(/câbles résistants au feu \(CR1\)|catégorie CR1/);
  expect(text).toMatch(/Essais ouvrant par ouvrant/);
  expect(text).toMatch(/coordonnateur SSI/);
  expect(text).toMatch(/harnais/);
  expect(text).toMatch(/surveillance humaine permanente/);
  // No detection job, no power installation's residues.
  expect(text).not.toMatch(/luminaires? LED|tubes fluorescents|détecteurs, déclencheurs manuels et diffuseurs/i);
  expect(text).not.toMatch(/NF S 61-970|NF EN 12464-1/);
}

describe('électricien: a smoke-control job is its DAS and commands', () => {
  it('« Rénovation du système de désenfumage » is the désenfumage kind, not the fire-detection one', () => {
    expect(kinds('electricien', 'Rénovation du système de désenfumage du gymnase', ['Détection incendie'])).toEqual([
      'desenfumage',
    ]);
    const r = writtenForTitle('electricien', 'Rénovation du système de désenfumage du gymnase', ['Détection incendie']);
    expectSmokeControl(r.text, r.memoire);
    expect(r.rowsText(/Contrôles/)).toMatch(/Fonctionnement de chaque DAS/);
    expect(r.rowsText(/Gestion des déchets/)).toMatch(/Cartouches de CO2/);
  });

  it('a detection system or an electricity lot named beside it keeps the fire-safety kinds', () => {
    expect(kinds('electricien', 'Remplacement du SSI et du désenfumage de la médiathèque')).not.toContain(
      'desenfumage',
    );
    expect(kinds('electricien', 'Travaux d’électricité et de désenfumage du collège')).not.toContain('desenfumage');
    expect(kinds('electricien', 'Contrat de maintenance du désenfumage des écoles')).not.toContain('desenfumage');
  });

  it('a fire-detection job alone fits no luminaire and removes no fluorescent tube', () => {
    const r = writtenForTitle('electricien', 'Remplacement du système de détection incendie de la mairie');
    expect(r.text).toMatch(/NF S 61-970/);
    expect(r.text).not.toMatch(/luminaires? LED|tubes fluorescents/i);
  });

  it('a new building’s smoke control keeps nothing in service and removes nothing', () => {
    const r = writtenForTitle('electricien', 'Création du désenfumage du gymnase neuf');
    expect(r.kinds).toEqual(['desenfumage']);
    expect(r.text).not.toMatch(/Phasage en sécurité|zone privée de désenfumage|déposés/i);
  });

  itOnRealNotices()('24-15358: the gymnasium Caillaux’s smoke control', () => {
    eachProfile('electricien', '24-15358', /desenfumage/, (r) => {
      expect(r.kinds).toEqual(['desenfumage']);
      expectSmokeControl(r.text, r.memoire);
    });
  });
});

describe('chauffagiste: a thermal renovation', () => {
  it('brings ventilation, balancing at each terminal, désembouage, regulation and the asbestos survey', () => {
    const r = writtenForTitle('chauffagiste', 'Travaux de rénovation énergétique de la mairie');
    expect(r.kinds).toEqual(['renovation_energetique']);
    expect(r.text).toMatch(/double flux à récupération de chaleur/);
    expect(r.text).toMatch(/débits d’air mesurés à chaque bouche/);
    expect(r.text).toMatch(/NF EN 12599/);
    expect(r.text).toMatch(/NF DTU 68\.3/);
    expect(r.text).toMatch(/désembou/);
    expect(r.text).toMatch(/Régulation :/);
    expect(r.text).toMatch(/repérage amiante avant travaux/);
    expect(r.text).toMatch(/arrêté du 3 mai 2007/);
    expect(r.rows(/Contrôles/).length).toBeGreaterThanOrEqual(5);
    expect(r.text).not.toMatch(/COFRAC|NF S 90-351/);
  });

  it('a boiler named keeps its own method; another trade’s lot of the renovation is not this kind', () => {
    const boiler = kinds('chauffagiste', 'Rénovation énergétique : remplacement de la chaudière de l’école');
    expect(boiler[0]).not.toBe('renovation_energetique');
    expect(kinds('chauffagiste', 'Travaux de rénovation énergétique lot « couverture - étanchéité »')).not.toContain(
      'renovation_energetique',
    );
  });

  itOnRealNotices()('24-14201: the hospital of Dunkerque, with its controlled-environment zones', () => {
    eachProfileAnyNature('24-14201', 'chauffagiste', (r) => {
      expect(r.kinds).toContain('renovation_energetique');
      expect(r.text).toMatch(/NF S 90-351/);
      expect(r.text).toMatch(/comptage particulaire/);
      expect(r.text).toMatch(/organisme indépendant/);
      expect(r.text).toMatch(/cascade de pressions/);
      expect(r.text).toMatch(/calorifuges, tresses et joints/);
      expect(r.text).toMatch(/double flux/);
      expect(r.text).not.toMatch(/COFRAC/);
      // More hold points than the family default's two controls.
      expect(r.rows(/Contrôles/).length).toBeGreaterThanOrEqual(6);
      expect(r.section(/Contrôles/)).toMatch(/dont [3-9]\spoints\sd’arrêt/);
    });
  });
});

describe('plombier: a new care home is plumbed for its residents', () => {
  it('hot water limited at the taps, loop temperatures, legionella analysis before the opening, carnet sanitaire', () => {
    const r = writtenForTitle('plombier', 'Réalisation de l’EHPAD de Mugron. Construction neuve sur terrain vierge');
    expect(r.text).toMatch(/50 °C aux points de puisage/);
    expect(r.text).toMatch(/55 °C au moins en sortie/);
    expect(r.text).toMatch(/30 novembre 2005/);
    expect(r.text).toMatch(/1er février 2010/);
    expect(r.text).toMatch(/mitigeurs thermostatiques/);
    expect(r.text).toMatch(/à l’italienne/);
    expect(r.text).toMatch(/siphon de sol/);
    expect(r.text).toMatch(/avant l’ouverture de l’établissement/i);
    expect(r.text).toMatch(/carnet sanitaire/);
    expect(r.text).not.toMatch(/réouverture|avec les services techniques et l’équipe d’hygiène/);
  });

  it('an establishment in service keeps its hygiene team and its reopened points of use', () => {
    const r = writtenForTitle('plombier', 'Remplacement des réseaux d’eau chaude de l’EHPAD');
    expect(r.text).toMatch(/équipe d’hygiène/);
    expect(r.text).toMatch(/réouverture des points d’usage/);
    expect(r.text).not.toMatch(/avant l’ouverture de l’établissement/i);
    const extension = writtenForTitle('plombier', 'Extension de l’EHPAD de Mugron');
    expect(extension.text).not.toMatch(/établissement neuf/);
  });

  itOnRealNotices()('24-14422: the new EHPAD of Solliès-Pont', () => {
    eachProfileAnyNature('24-14422', 'plombier', (r) => {
      expect(r.text).toMatch(/50 °C aux points de puisage/);
      expect(r.text).toMatch(/avant l’ouverture de l’établissement/i);
      expect(r.text).toMatch(/carnet sanitaire/);
      expect(r.text).not.toMatch(/réouverture|équipe d’hygiène|patients fragiles/);
    });
  });
});

describe('the real notices the new kinds read', () => {
  itOnRealNotices()('are written without a seam nor a retired standard, with the kind their object names', () => {
    const seen: string[] = [];
    for (const [trade, pattern, key] of [
      ['electricien', /desenfumage/, 'desenfumage'],
      ['chauffagiste', /renovation (thermique|energetique)/, 'renovation_energetique'],
    ] as const) {
      for (const notice of realNoticesWhere(trade, pattern, 20)) {
        for (const company of PROFILES) {
          const r = writtenFor(realContext(notice, company, trade));
          seen.push(`${notice.tender.source_id} ${r.kinds.join(',')}`);
          if (
            /lot\W+couverture|securite incendie|securisation incendie/i.test(
              notice.tender.title.normalize('NFD').replace(/\p{M}/gu, ''),
            )
          ) {
            expect(r.kinds).not.toContain(key);
          }
        }
      }
    }
    expect(seen.some((s) => /desenfumage/.test(s))).toBe(true);
    expect(seen.some((s) => /renovation_energetique/.test(s))).toBe(true);
  });
});
