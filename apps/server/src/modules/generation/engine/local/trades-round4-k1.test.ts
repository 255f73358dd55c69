/**
 * Round 4 (K1), issue 13: kinds of work that replace the trade's indoor method entirely — public
 * lighting (électricien), district-heating substation (chauffagiste), swimming pool (plombier) and
 * stained-glass restoration (vitrier). Realistic objects first; real notices of `../shared/data`
 * when present, skipped with a message otherwise.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  FULL_COMPANY,
  makeContext,
  realNoticesWhere,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
  TENDER_FIXTURES,
  type RealNotice,
} from '../../../../test/fixtures/generation.ts';
import { analyse } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

function contextOf(trade: TradeSlug, title: string, description = '') {
  const tender: TenderDetail = { ...TENDER_FIXTURES[trade], lots: [], criteria: [], title, description };
  return makeContext({ tender, noticeText: '', trade, company: FULL_COMPANY });
}

function outputOf(context: ReturnType<typeof contextOf>) {
  const { content } = generateLocally(context);
  const text = [
    content.lettre_candidature,
    ...content.memoire_sections.flatMap((s) => [
      s.body,
      ...(s.table ? [s.table.columns.join(' | '), ...s.table.rows.map((r) => r.join(' | '))] : []),
    ]),
  ].join('\n\n');
  expect(seamsIn(text)).toEqual([]);
  expect(retiredCitations(text)).toEqual([]);
  return { text, kinds: analyse(context).sousTypes.map((s) => s.key) };
}

const write = (trade: TradeSlug, title: string, description = '') => outputOf(contextOf(trade, title, description));

/** Indoor electrical text that has no place in a public-lighting response. */
const INDOOR_ELECTRICAL = [
  /locaux occupés/,
  /tableau général/,
  /chemins de câbles/,
  /périodicité réglementaire de l’établissement/,
  /installations encastrées/,
  /NF C 15-100/,
  /NF EN 12464/,
  /PIRL/,
  /plateforme individuelle roulante/,
];

describe('électricien: public lighting replaces the indoor method', () => {
  it('an accord-cadre renewing public-lighting luminaires: outdoor standards, order handling, no indoor text', () => {
    const r = write(
      'electricien',
      'Accord-cadre à bons de commande pour la rénovation des luminaires du parc d’éclairage public',
    );
    expect(r.kinds).toContain('eclairage_public');
    for (const indoor of INDOOR_ELECTRICAL) {
      expect(r.text).not.toMatch(indoor);
    }
    for (const ref of [/NF C 17-200/, /27 décembre 2018/, /NF EN 13201/, /DT-DICT/, /AIPR/, /NF C 18-510/]) {
      expect(r.text).toMatch(ref);
    }
    expect(r.text).toMatch(/points lumineux/);
    expect(r.text).toMatch(/délais d’intervention/);
    expect(r.text).toMatch(/nuit/);
    // No trench standard for a luminaire campaign without civil works.
    expect(r.text).not.toMatch(/NF P 98-331/);
  });

  it('burying networks with public lighting: NF C 11-201 and trench rules', () => {
    const r = write(
      'electricien',
      'Travaux d’effacement des réseaux basse tension et d’éclairage public, rue des Écoles',
      'Génie civil, tranchées et fourreaux, pose de candélabres.',
    );
    expect(r.kinds).toEqual(expect.arrayContaining(['eclairage_public', 'reseaux']));
    expect(r.text).toMatch(/NF C 11-201/);
    expect(r.text).toMatch(/NF P 98-331/);
    expect(r.text).not.toMatch(/locaux occupés|tableau général/);
  });

  it('indoor lighting of a school keeps the indoor method', () => {
    const r = write('electricien', 'Remplacement des luminaires par des LED dans les salles de classe de l’école');
    expect(r.kinds).not.toContain('eclairage_public');
    expect(r.text).toMatch(/NF C 15-100/);
    expect(r.text).not.toMatch(/NF C 17-200/);
  });
});

describe('chauffagiste: connection to a district-heating network', () => {
  it('a lycée connected to the district-heating network: substation, exchanger, metering, operator; no refrigerant, AHU, flue or gas', () => {
    const r = write('chauffagiste', 'Lycée Charles de Gaulle : raccordement au réseau de chaleur urbain');
    expect(r.kinds).toContain('reseau_chaleur');
    for (const word of [
      /sous-station/,
      /échangeur à plaques/,
      /compteur d’énergie/,
      /exploitant du réseau/,
      /équilibrage/,
    ]) {
      expect(r.text).toMatch(word);
    }
    for (const ref of [/NF EN 12828/, /NF EN 1434/, /NF DTU 65\.11/]) {
      expect(r.text).toMatch(ref);
    }
    for (const wrong of [
      /frigorig/,
      /centrales? de traitement d’air/,
      /fumisterie/,
      /qualification gaz/,
      /NF DTU 24\.1/,
      /2024\/573/,
    ]) {
      expect(r.text).not.toMatch(wrong);
    }
    expect(r.text).toMatch(/hors période de chauffe|congés scolaires/);
  });

  it('a boiler replacement stays a boiler-room job', () => {
    const r = write('chauffagiste', 'Remplacement de la chaudière gaz de la mairie');
    expect(r.kinds).not.toContain('reseau_chaleur');
    expect(r.text).not.toMatch(/sous-station/);
  });
});

describe('plombier: swimming pool', () => {
  it('a pool renovation: legionella, showers, chlorinated atmosphere, public-health code; no hospital rule', () => {
    const r = write('plombier', 'Piscine de Vaise - Rénovation énergétique et réaménagement intérieur');
    expect(r.kinds[0]).toBe('piscine');
    for (const ref of [/Arrêté du 1er février 2010/, /30 novembre 2005/, /Code de la santé publique/, /NF EN 1717/]) {
      expect(r.text).toMatch(ref);
    }
    for (const word of [/légionelles/, /douches/, /chlor/, /carnet sanitaire/, /réouverture au public/]) {
      expect(r.text).toMatch(word);
    }
    expect(r.text).not.toMatch(/établissements de santé et médico-sociaux/);
  });

  it('pulling down an old pool, or works around one, is not pool plumbing', () => {
    expect(write('plombier', 'Démolition de l’ancienne piscine municipale').kinds).not.toContain('piscine');
    expect(write('plombier', 'Réaménagement des abords de la piscine du camping').kinds).not.toContain('piscine');
  });
});

describe('vitrier: stained-glass restoration', () => {
  it('restoring the stained glass of a church: workshop, lead, temporary closures; no NF DTU 39 nor safety glass', () => {
    const r = write('vitrier', 'Restauration de l’église Saint-Pierre : lot 3 vitraux');
    expect(r.kinds).toContain('vitraux');
    for (const wrong of [
      /NF DTU 39/,
      /vitrages? de sécurité/,
      /NF EN 12600/,
      /racks à vitrages/,
      /fabrication des vitrages/,
    ]) {
      expect(r.text).not.toMatch(wrong);
    }
    for (const word of [/atelier/, /plomb/, /fermeture provisoire/, /dossier documentaire/, /R4412-149/]) {
      expect(r.text).toMatch(word);
    }
    // Heritage only when the notice says so.
    expect(r.text).not.toMatch(/monuments historiques|DRAC/);
  });

  it('heritage rules appear when the notice names a classified monument', () => {
    const r = write('vitrier', 'Restauration des vitraux de la chapelle, classée monument historique');
    expect(r.text).toMatch(/DRAC/);
  });

  it('ordinary glazing keeps NF DTU 39', () => {
    const r = write('vitrier', 'Remplacement des vitrages de l’école maternelle');
    expect(r.kinds).not.toContain('vitraux');
    expect(r.text).toMatch(/NF DTU 39/);
  });
});

describe('real notices of these kinds (../shared/data)', () => {
  const cases: [TradeSlug, RegExp, string, RegExp[], RegExp[]][] = [
    ['electricien', /eclairage public/, 'eclairage_public', [/NF C 17-200/], INDOOR_ELECTRICAL],
    ['chauffagiste', /reseau de chaleur/, 'reseau_chaleur', [/sous-station/], [/frigorig/, /fumisterie/]],
    ['plombier', /piscine/, 'piscine', [/légionelles/], [/établissements de santé et médico-sociaux/]],
    [
      'vitrier',
      /vitraux|vitrail|restauration de l'eglise/,
      'vitraux',
      [/plomb/],
      [/NF DTU 39/, /vitrages? de sécurité/],
    ],
  ];
  it.each(cases)('%s on real notices matching %s', (trade, pattern, kind, present, absent) => {
    if (!realRecordsAvailable()) {
      console.warn(`Real notices skipped: ${REAL_RECORDS_FILE} is missing.`);
      return;
    }
    const notices: RealNotice[] = realNoticesWhere(trade, pattern, 3);
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      const context = makeContext({ tender: n.tender, noticeText: n.noticeText, trade, company: FULL_COMPANY });
      const r = outputOf(context);
      if (!r.kinds.includes(kind)) {
        // A notice that merely mentions the word (a pool's surroundings, a demolition) keeps the trade's method.
        continue;
      }
      for (const p of present) {
        expect(r.text, n.tender.source_id).toMatch(p);
      }
      for (const a of absent) {
        expect(r.text, n.tender.source_id).not.toMatch(a);
      }
    }
  });
});

describe('the nuisance measures fit the work', () => {
  it('promises wet cutting only where the work cuts', () => {
    for (const [trade, title] of [
      ['electricien', 'Accord-cadre de maintenance et de rénovation de l’éclairage public de la commune'],
      ['vitrier', 'Restauration des vitraux de l’église Saint-Pierre'],
    ] as const) {
      expect(write(trade, title).text, title).not.toContain('découpes à l’eau');
    }
    expect(write('carreleur', 'Réfection des sols carrelés des vestiaires du stade').text).toContain(
      'découpes à l’eau',
    );
  });
});
