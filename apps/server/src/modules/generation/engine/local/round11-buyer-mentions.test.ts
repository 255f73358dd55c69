/**
 * Issue 13, round 11: a long buyer's name is said in full where the buyer is named (the letter, the
 * comprehension's first sentence), then by its head (« la Communauté de communes ») or « l’acheteur »;
 * a short name stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { TRADE_SLUGS, type TradeSlug } from '@batiao/shared/domain/trades';
import { type Analysis } from './analysis.ts';
import { buyerDesignation, buyerOf, LONG_BUYER_WORDS } from './sections/shared.ts';
import { realNotices } from '../../../../test/fixtures/generation.ts';
import {
  findRealNotice,
  itOnRealNotices,
  PROFILES,
  realContext,
  writtenFor,
  type RealNotice,
} from '../../../../test/writing.ts';

const buyer = (name: string | null) => ({ buyerName: name }) as Analysis;
/** Apostrophes as the French layer writes them. */
const typeset = (x: string) => x.replace(/['‘]/g, '’');
const count = (text: string, name: string) => typeset(text).split(typeset(name)).length - 1;
/** The buyer's name as the memo would repeat it (up to its first comma or dash), when long. */
function longName(notice: RealNotice): string | null {
  const r = writtenFor(realContext(notice), { seams: false, retired: false });
  const name = (r.analysis.buyerName ?? '').split(/,| - | – /)[0]?.trim() ?? '';
  const words = name.replace(/^(?:la|le|les)\s+|^l['’]/i, '').split(/\s+/);
  return name && words.length >= LONG_BUYER_WORDS ? name : null;
}

describe('the buyer designated after its first mention', () => {
  it('keeps a short name, cuts a long one before its place, says « l’acheteur » when no head fits', () => {
    expect(buyerOf(buyer('Commune de Chaponost'), 'de')).toBe('de la Commune de Chaponost');
    expect(buyerOf(buyer('CHU de Bordeaux'))).toBe('le CHU de Bordeaux');
    expect(buyerOf(buyer('Communauté de communes de la Vallée du Garon'), 'à')).toBe('à la Communauté de communes');
    expect(
      buyerOf(
        buyer('Direction régionale des Finances Publiques de Nouvelle-Aquitaine et du département de la Gironde'),
        'par',
      ),
    ).toBe('par la Direction régionale des Finances publiques');
    expect(buyerOf(buyer('Syndicat Mixte pour le Développement de la Vallée de la Vésubie'), 'de')).toBe(
      'du Syndicat mixte',
    );
    expect(buyerOf(buyer('Syndicat Mixte pour le Développement de la Vallée de la Vésubie'), 'à')).toBe(
      'au Syndicat mixte',
    );
    expect(buyerOf(buyer('Service départemental d’incendie et de secours de la Dordogne'), 'de')).toBe('du SDIS');
    expect(buyerOf(buyer('Chambre de commerce et d’industrie de Calais'), 'avec')).toBe('avec la CCI');
    expect(buyerOf(buyer('Établissement public du Musée d’Orsay et du Musée de l’Orangerie'), 'de')).toBe(
      'de l’Établissement public',
    );
    expect(buyerOf(buyer('CCNEB Maitre d’Ouvrage SEPA Mandataire Agissant pour le maitre d’Ouvrage'), 'à')).toBe(
      'à l’acheteur',
    );
    expect(buyerOf(buyer(null), 'de')).toBe('de l’acheteur');
    expect(buyerDesignation(buyer('Conseil général de la Mayenne, Direction des routes'))).toBe(
      'Conseil général de la Mayenne',
    );
  });

  const TARGETS: [TradeSlug, string, string, string][] = [
    [
      'plaquiste',
      '24-15575',
      'Direction régionale des Finances Publiques de Nouvelle-Aquitaine et du département de la Gironde',
      'la Direction régionale des Finances publiques',
    ],
    ['terrassier', '24-19640', 'Communauté de communes de la Vallée du Garon', 'la Communauté de communes'],
  ];
  for (const [trade, id, full, head] of TARGETS) {
    itOnRealNotices()(`names ${id}'s buyer in full in the letter and once in the memo, then « ${head} »`, () => {
      const notice = findRealNotice(trade, /./, { id, among: 1000 });
      for (const company of PROFILES) {
        const r = writtenFor(realContext(notice, company));
        expect(count(r.letter, full)).toBeGreaterThanOrEqual(1);
        expect(count(r.section('comprehension'), full)).toBeGreaterThanOrEqual(1);
        expect(count(r.memoire, full)).toBeLessThanOrEqual(3);
        expect(count(r.memoire, head)).toBeGreaterThanOrEqual(3);
        // Never a seam around the designation.
        expect(typeset(r.memoire)).not.toMatch(/\b(?:de le|à le|de les|à les) (?:Communauté|Direction)\b/);
      }
    });
  }

  itOnRealNotices()('says a long buyer in full at most 3 times in the memo, across the trades and profiles', () => {
    const notices = realNotices(4);
    expect(new Set(notices.map((n) => n.trade)).size).toBeGreaterThan(TRADE_SLUGS.length / 2);
    let long = 0;
    for (const notice of notices) {
      const name = longName(notice);
      if (!name) {
        continue;
      }
      long += 1;
      for (const company of PROFILES) {
        const r = writtenFor(realContext(notice, company), { seams: false });
        expect(count(r.letter, name), `${notice.tender.source_id}`).toBeGreaterThanOrEqual(1);
        expect(count(r.memoire, name), `${notice.tender.source_id}`).toBeLessThanOrEqual(3);
      }
    }
    expect(long).toBeGreaterThan(0);
  });

  itOnRealNotices()('writes the same buyer mentions when the same response is written twice', () => {
    const notice = findRealNotice('terrassier', /./, { id: '24-19640', among: 1000 });
    const first = writtenFor(realContext(notice)).text;
    writtenFor(realContext(findRealNotice('plaquiste', /./, { id: '24-15575', among: 1000 })));
    expect(writtenFor(realContext(notice)).text).toBe(first);
  });
});
