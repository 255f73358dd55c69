/**
 * Issue 13, round 5: a work the trade's general knowledge does not describe (stores for a vitrier,
 * a steel bridge for a peintre, metal shutters for a serrurier, a bike shelter for a charpentier, a
 * baby-changing area for a menuisier) is written with the trade-neutral method, never with the
 * trade's template presented as the notice's scope; the user is told the detailed method is theirs.
 * Objects modelled on real notices, then the real notices of `../shared/data` when present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { knowledgeOf, specialise } from './knowledge/index.ts';
import { seamsIn } from './seams.ts';

const contextOf = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  contextFor(trade, title, { descripteurs });

/** The whole text, what the user is told, and whether the trade-neutral method answers. */
const written = (context: ReturnType<typeof contextOf>) => writtenFor(context, { seams: false, retired: false });

/** The trade's template wording that would present another work as the notice's scope. */
const CASES: { trade: TradeSlug; title: string; descripteurs?: string[]; template: RegExp[] }[] = [
  {
    // A bike shelter has its own kind now (`abri`); a salt barn is still outside the trade's kinds.
    trade: 'charpentier',
    title: 'Construction d’un abri à sel au centre d’exploitation routier',
    template: [/maçonneries porteuses/, /ventilation des combles/, /échelles? de meunier/],
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
    // A new work (« Construction d’un abri à sel ») surveys its supports and set-out, not an existing work.
    expect(r.text).toMatch(
      /^Construction/.test(c.title)
        ? /Relevés : relevé contradictoire des supports et des implantations/
        : /Relevés : relevé contradictoire de l’existant/,
    );
    if (/^Construction/.test(c.title)) {
      expect(r.text).not.toMatch(/relevé contradictoire de l’existant/);
    }
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

describe('a kind made for the work wins over the trade-neutral method', () => {
  it('stores: the neutral method without the stores kind, the stores kind when it is there', () => {
    const object = 'travaux d’installation de stores et de dispositifs de protection des baies vitrees';
    const kb = knowledgeOf('vitrier');
    const withoutKinds = { ...kb, sousTypes: (kb.sousTypes ?? []).filter((k) => k.horsModele !== true) };
    expect(specialise(withoutKinds, object).kb.generique).toBe(true);
    const chosen = specialise(kb, object);
    expect(chosen.kb.generique).not.toBe(true);
    expect(chosen.sousTypes.some((k) => k.horsModele === true)).toBe(true);
  });
});

/** The round-4 notices the trade's template answered with another work (docs/grading/round4-independent.md). */
const ROUND4: [TradeSlug, RegExp, RegExp[]][] = [
  ['vitrier', /stores et de dispositifs de protection des baies vitrees/, [/Fabrication des vitrages/, /NF EN 1279/]],
  ['peintre', /protection anticorrosion du pont de normandie/, [/peinture intérieure/, /classées A\+/, /NF DTU 59\.1/]],
  ['serrurier', /rideaux anti-pietons/, [/vantaux et des clôtures/, /portails et clôtures/]],
  ['charpentier', /abri deux roues au college garibaldi/, [/maçonneries porteuses/, /ventilation des combles/]],
  ['menuisier', /section des bebes/, [/rupture de pont thermique/, /[Dd]oubles? vitrages?/]],
];

describe.runIf(realRecordsAvailable())('real notices outside the general knowledge', () => {
  it.each(ROUND4)('%s — %s: no template scope, the work named', (trade, pattern, template) => {
    const context = realNoticeContext(trade, pattern);
    const r = written(context);
    for (const wording of template) {
      expect(r.text, String(wording)).not.toMatch(wording);
    }
    // Either a kind made for the work or the neutral method with the user told: never the template.
    const kinds = analyse(context).sousTypes;
    if (r.generique) {
      expect(r.todo).toMatch(/ne correspondent à aucun des modes opératoires détaillés/);
    } else {
      expect(kinds.some((k) => k.horsModele === true)).toBe(true);
    }
  });
});
