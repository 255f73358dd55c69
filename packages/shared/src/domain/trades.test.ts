import { describe, expect, it } from 'vitest';
import { TRADES, toTradeSlug, tradeLabel } from './trades.ts';

describe('trades', () => {
  it('lists the 14 trades of the product', () => {
    expect(TRADES).toHaveLength(14);
    expect(new Set(TRADES.map((t) => t.slug)).size).toBe(14);
  });

  it('reads a trade from its label or slug, whatever the case and accents', () => {
    expect(toTradeSlug('Électricien')).toBe('electricien');
    expect(toTradeSlug('  MAÇON ')).toBe('macon');
    expect(toTradeSlug('etancheur')).toBe('etancheur');
    expect(toTradeSlug('astronaute')).toBeUndefined();
    expect(toTradeSlug('')).toBeUndefined();
  });

  it('gives the French label of a slug', () => {
    expect(tradeLabel('etancheur')).toBe('Étancheur');
  });
});
