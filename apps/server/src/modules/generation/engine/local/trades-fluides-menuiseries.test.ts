/**
 * Plombier, menuisier and serrurier (issue 13, round 3): the kind of work chosen for real-world
 * objects, the standards cited (none retired, none of another kind of work) and the contract kind
 * (a one-off job, new or on existing works, vs an accord-cadre à bons de commande) shaping the
 * method. Real notices of `../shared/data` are used when present, skipped with a message otherwise.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import {
  expectNoWrongReference,
  expectPhasesSumToOne,
  gradingNotice,
  realRecordsOrWarn,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

const TRADES: TradeSlug[] = ['plombier', 'menuisier', 'serrurier'];

/** Standards retired or wrongly named that these trades once cited. */
const WRONG_REFERENCES = [
  /NF DTU 37\.1/, // menuiseries métalliques: replaced by NF DTU 36.5 (2010)
  /NF DTU 60\.31/, // PVC under pressure (cold water), not the evacuations (NF DTU 60.33)
  /Acotherm/,
  /circulaire légionelles/,
];

function contextFor(trade: TradeSlug, title: string, description = '', company = FULL_COMPANY) {
  const tender: TenderDetail = { ...TENDER_FIXTURES[trade], lots: [], criteria: [], title, description };
  return makeContext({ tender, noticeText: '', trade, company });
}

function write(trade: TradeSlug, title: string, description = '') {
  const context = contextFor(trade, title, description);
  const { content } = generateLocally(context);
  const text = [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n\n');
  const method = content.memoire_sections.find((s) => s.key === 'methodologie')?.body ?? '';
  const planning = content.memoire_sections.find((s) => s.key === 'planning');
  expect(seamsIn(text), title).toEqual([]);
  for (const wrong of WRONG_REFERENCES) {
    expect(text, title).not.toMatch(wrong);
  }
  expect(retiredCitations(text), title).toEqual([]);
  return { text, method, planning, kinds: analyse(context).sousTypes.map((s) => s.key) };
}

describe('plombier: kinds of work and contract kind', () => {
  it('new sanitary rooms: no dépose, EU/EV in NF DTU 60.33, hot water and legionella rules for showers', () => {
    const r = write(
      'plombier',
      'Création des vestiaires et des sanitaires pour les agents du lycée professionnel',
      'Vestiaires avec douches, WC et lavabos.',
    );
    expect(r.kinds).toEqual(['sanitaire']);
    expect(r.method).toContain('NF DTU 60.33');
    expect(r.method).toContain('Arrêté du 30 novembre 2005');
    expect(r.method).toMatch(/mitigeurs? thermostatiques?/);
    expect(r.method).not.toMatch(/- (Dépose|Maintien en service et dépose|Relevés et repérage de l’existant) :/);
    expect(JSON.stringify(r.planning?.table)).not.toMatch(/[Dd]époses?/);
  });

  it('existing sanitary rooms: survey, one block kept in service, dépose', () => {
    const r = write('plombier', 'Réhabilitation des sanitaires de l’école élémentaire', 'Remplacement des WC.');
    expect(r.kinds).toEqual(['sanitaire_existant']);
    expect(r.method).toContain('Maintien en service et dépose');
    expect(r.text).toMatch(/sanitaires à maintenir en service/);
    expect(JSON.stringify(r.planning?.table)).toContain('Déposes');
  });

  it('an accord-cadre à bons de commande is written order by order', () => {
    const r = write(
      'plombier',
      'Accord-cadre à bons de commande pour les travaux d’entretien de plomberie des bâtiments communaux',
    );
    expect(r.kinds).toContain('entretien');
    expect(r.method).toContain('Diagnostic à la commande');
    expect(r.method).toMatch(/Pour chaque bon de commande/);
    expect(r.planning?.body).toMatch(/bons? de commande/);
    expect(r.text).not.toMatch(/Réservations et réseaux d’évacuation/);
  });

  it('in a hospital: legionella surveillance and the hygiene team', () => {
    const r = write('plombier', 'Remplacement des réseaux d’eau froide et chaude du service de pédiatrie de l’hôpital');
    expect(r.method).toContain('Arrêté du 1er février 2010');
    expect(r.method).toContain('équipe d’hygiène');
  });

  it('drinking-water networks keep none of the building plumbing standards', () => {
    const r = write('plombier', 'Renouvellement de la conduite d’eau potable rue des Lilas', 'Fonte DN 150.');
    expect(r.kinds).toEqual(['reseaux_aep']);
    expect(r.method).not.toMatch(/NF DTU 60\.\d|30 novembre 2005/);
  });
});

describe('menuisier: kinds of work', () => {
  it('fire doors: PV de classement and NF EN 13501-2, not the windows standard', () => {
    const r = write('menuisier', 'Remplacement des portes coupe-feu au centre hospitalier', 'Portes EI30 asservies.');
    expect(r.kinds).toEqual(['coupe_feu']);
    expect(r.method).toContain('NF EN 13501-2');
    expect(r.method).toContain('PV de classement');
    expect(r.method).toContain('NF S 61-937');
    expect(r.method).toMatch(/aucune baie d’un recoupement coupe-feu n’est laissée ouverte/);
    expect(r.method).not.toContain('NF DTU 36.5');
  });

  it('new outdoor joinery: supports received from the structural work, no dépose', () => {
    const r = write('menuisier', 'Reconstruction du collège — lot 5 menuiseries extérieures et fermetures');
    expect(r.kinds).toEqual(['exterieures']);
    expect(r.method).toContain('NF DTU 36.5');
    expect(r.method).toContain('NF EN 14351-1');
    expect(r.method).toContain('Réception des supports');
    expect(r.method).not.toMatch(/- Dépose :/);
  });

  it('replaced windows: dépose room by room, the clos kept, asbestos in old putties', () => {
    const r = write('menuisier', 'Remplacement des fenêtres des bâtiments de l’hôpital');
    expect(r.kinds).toEqual(['exterieures_remplacement']);
    expect(r.method).toMatch(/- Dépose :/);
    expect(JSON.stringify(r.planning?.table)).toContain('Dépose et pose, local par local');
    expect(r.text).toMatch(/maintien du clos/);
    expect(r.text).toMatch(/mastics/);
    expect(r.method).toContain('écran étanche aux poussières');
  });

  it('a joinery accord-cadre is written order by order', () => {
    const r = write('menuisier', 'AC travaux — lot menuiseries intérieures et extérieures, bons de commande');
    expect(r.kinds[0]).toBe('entretien');
    expect(r.method).toContain('Diagnostic à la commande');
  });
});

describe('restoration of old joinery and ironwork', () => {
  it('menuisier: restoration in the workshop under the CCTP, not the standards of new windows', () => {
    const r = write('menuisier', 'Restauration de la porte cochère et des fenêtres anciennes de l’hôtel de ville');
    expect(r.kinds).toEqual(['restauration']);
    expect(r.method).toContain('CCTP de l’opération');
    expect(r.method).toMatch(/greffes et flipots/);
    expect(r.method).not.toMatch(/NF DTU 36\.5|NF EN 14351|PV de classement/);
    const canteen = write('menuisier', 'Restructuration de la restauration scolaire — menuiseries intérieures');
    expect(canteen.kinds).not.toContain('restauration');
  });

  it('serrurier: old ironwork stripped without a torch, no NF EN 1090 nor gate standards', () => {
    const r = write('serrurier', 'Restauration des grilles et du portail en fer forgé du jardin public');
    expect(r.kinds).toEqual(['restauration_ferronnerie']);
    expect(r.method).toContain('sans chalumeau');
    expect(r.method).not.toMatch(/NF EN 1090|NF EN 13241|NF EN 12453/);
  });
});

describe('serrurier: kinds of work', () => {
  it('a metalwork ACBC on a defence site: order by order, regulated access', () => {
    const r = write('serrurier', 'Base de défense — ACBC de travaux de ferronnerie, métallerie, serrurerie');
    expect(r.kinds).toEqual(['entretien']);
    expect(r.method).toContain('Mise en sécurité immédiate');
    expect(r.method).toMatch(/accès réglementé/);
    expect(r.method).toContain('- NF P01-012 :');
    expect(r.method).toContain('- NF EN 1125 :');
  });

  it('reads « accessibilité » as access for the disabled, not as access control', () => {
    const ramp = write('serrurier', 'Mise en accessibilité et rénovation partielle du conservatoire');
    expect(ramp.text).not.toContain('contrôle d’accès');
    const gates = write('serrurier', 'Contrôle d’accès et serrures des bâtiments communaux');
    expect(gates.text).toContain('contrôle d’accès');
  });

  it('fences without a motor: NF EN 13241 without NF EN 12453', () => {
    const r = write('serrurier', 'Réfection des clôtures séparatives et du portail de la résidence');
    expect(r.kinds).toContain('portails_clotures');
    expect(r.method).toContain('NF EN 13241');
    expect(r.method).not.toContain('NF EN 12453');
    const motor = write('serrurier', 'Remplacement du portail motorisé du centre technique');
    expect(motor.method).toContain('NF EN 12453');
  });
});

describe('knowledge of the three trades', () => {
  it('phases of every kind of work sum to the whole duration', () => {
    expectPhasesSumToOne(TRADES);
  });

  it('no wrong or retired reference on the real notices of the grading set, both profiles', () => {
    expectNoWrongReference(TRADES, WRONG_REFERENCES);
  });

  it('reads the kind of work and contract of the grading notices', () => {
    if (!realRecordsOrWarn()) {
      return;
    }
    const find = gradingNotice;
    const cases: { trade: TradeSlug; id: string; kinds: string[]; accordCadre: boolean; absent: RegExp }[] = [
      { trade: 'plombier', id: 'BXP06181020651X', kinds: ['sanitaire'], accordCadre: false, absent: /- Dépose :/ },
      { trade: 'menuisier', id: '24-15906', kinds: [], accordCadre: false, absent: /- Dépose :/ },
      { trade: 'serrurier', id: '24-19194', kinds: ['entretien'], accordCadre: true, absent: /NF DTU 37\.1/ },
    ];
    for (const c of cases) {
      const n = find(c.trade, c.id);
      if (!n) {
        console.warn(`Grading notice ${c.id} not in the real set: skipped.`);
        continue;
      }
      const context = makeContext({
        tender: n.tender,
        noticeText: n.noticeText,
        trade: n.trade,
        company: FULL_COMPANY,
      });
      const a = analyse(context);
      expect(
        a.sousTypes.map((s) => s.key),
        c.id,
      ).toEqual(c.kinds);
      expect(a.accordCadre, c.id).toBe(c.accordCadre);
      const method = generateLocally(context).content.memoire_sections.find((s) => s.key === 'methodologie')?.body;
      expect(method, c.id).not.toMatch(c.absent);
    }
  });
});
