/**
 * Issue 13, round 5: a work the trade's general knowledge does not describe (stores for a vitrier,
 * a steel bridge for a peintre, metal shutters for a serrurier, a bike shelter for a charpentier, a
 * baby-changing area for a menuisier) is written with the trade-neutral method, never with the
 * trade's template presented as the notice's scope; the user is told the detailed method is theirs.
 * Objects modelled on real notices, then the real notices of `../shared/data` when present.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  FULL_COMPANY,
  makeContext,
  realNoticesWhere,
  realRecordsAvailable,
  TENDER_FIXTURES,
} from '../../../../test/fixtures/generation.ts';
import { analyse } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { seamsIn } from './seams.ts';

function contextOf(trade: TradeSlug, title: string, descripteurs: string[] = []) {
  const tender: TenderDetail = {
    ...TENDER_FIXTURES[trade],
    lots: [],
    criteria: [],
    title,
    description: '',
    descripteurs: descripteurs.map((label, i) => ({ code: String(i + 1), label })),
  };
  return makeContext({ tender, noticeText: '', trade, company: FULL_COMPANY });
}

function written(context: ReturnType<typeof contextOf>) {
  const { content } = generateLocally(context);
  const text = [
    content.lettre_candidature,
    ...content.memoire_sections.flatMap((s) => [
      s.body,
      ...(s.table ? [s.table.columns.join(' | '), ...s.table.rows.map((r) => r.join(' | '))] : []),
    ]),
  ].join('\n\n');
  return { text, todo: content.a_completer.join('\n'), generique: analyse(context).kb.generique === true };
}

/** The trade's template wording that would present another work as the notice's scope. */
const CASES: { trade: TradeSlug; title: string; descripteurs?: string[]; template: RegExp[] }[] = [
  {
    trade: 'vitrier',
    title: 'Travaux d’installation de stores et de dispositifs de protection des baies vitrées du site des archives',
    template: [/Fabrication des vitrages/, /Dépose des vitrages existants/, /NF EN 1279/],
  },
  {
    trade: 'serrurier',
    title: 'Remplacement et asservissement de deux rideaux anti-piétons et d’une porte basculante',
    descripteurs: ['Porte automatique, portail'],
    template: [/vantaux et des clôtures/, /portails et clôtures/],
  },
  {
    trade: 'charpentier',
    title: 'Création d’un abri deux-roues au collège',
    template: [/maçonneries porteuses/, /ventilation des combles/, /échelles? de meunier/],
  },
  {
    trade: 'menuisier',
    title: 'Modernisation de la section des bébés et de son poste de change à la crèche',
    template: [/rupture de pont thermique/, /[Dd]oubles? vitrages?/],
  },
];

describe('a work outside the trade’s general knowledge', () => {
  it.each(CASES)('$trade — « $title »: the trade-neutral method, no template scope', (c) => {
    const r = written(contextOf(c.trade, c.title, c.descripteurs));
    expect(r.generique).toBe(true);
    for (const pattern of c.template) {
      expect(r.text, String(pattern)).not.toMatch(pattern);
    }
    // The method holds for any work of the trade: survey, approvals, execution to the CCTP, checks.
    expect(r.text).toMatch(/Relevés : relevé contradictoire de l’existant/);
    expect(r.text).toMatch(/CCTP et pièces techniques du marché/);
    expect(r.text).not.toMatch(/travaux de (vitrerie|peinture|serrurerie|charpente|menuiserie)\b/);
    // The user, not the buyer, is told to write the detailed method.
    expect(r.todo).toMatch(/ne correspondent à aucun des modes opératoires détaillés/);
    expect(r.text).not.toMatch(/modes opératoires détaillés de BatiAO/);
    expect(seamsIn(r.text)).toEqual([]);
  });

  it('keeps the trade’s knowledge when the object also names its usual work or for a general operation', () => {
    for (const [trade, title] of [
      ['vitrier', 'Lot 3F : menuiseries extérieures, miroiterie, stores, serrurerie'],
      ['vitrier', 'Remplacement des vitrages du gymnase'],
      ['peintre', 'Réhabilitation de l’école maternelle — lot 8 peinture'],
      ['serrurier', 'Remplacement des portails et clôtures du stade'],
      ['charpentier', 'Réfection de la charpente du préau de l’école'],
      ['menuisier', 'Remplacement des menuiseries extérieures de la mairie'],
    ] as const) {
      const r = written(contextOf(trade, title));
      expect(r.generique, title).toBe(false);
      expect(r.todo, title).not.toMatch(/ne correspondent à aucun des modes opératoires détaillés/);
    }
  });
});

describe.runIf(realRecordsAvailable())('real notices outside the general knowledge', () => {
  it.each([
    ['vitrier', /stores et de dispositifs de protection des baies vitrees/],
    ['serrurier', /rideaux anti-pietons/],
    ['charpentier', /abri deux roues au college garibaldi/],
    ['menuisier', /section des bebes/],
  ] as const)('%s — %s', (trade, pattern) => {
    const [notice] = realNoticesWhere(trade, pattern, 1);
    expect(notice, String(pattern)).toBeDefined();
    if (!notice) {
      return;
    }
    const r = written(
      makeContext({ tender: notice.tender, noticeText: notice.noticeText, trade, company: FULL_COMPANY }),
    );
    expect(r.generique).toBe(true);
    expect(r.todo).toMatch(/ne correspondent à aucun des modes opératoires détaillés/);
  });
});
