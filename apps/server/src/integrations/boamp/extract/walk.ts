/** Generic walks over a `donnees` tree: the first value under some keys, skipping lots or awards. */
import { isObject, leafTexts, textOf, walk } from '../tree.ts';

export const LOT_KEY = /^(LOT|LOTS|lot|lots|lotsMarche|lotMarche|ProcurementProjectLot|NUM_LOT|NOMENC_LOT|DESC_LOT)$/;
export const AWARD_KEY =
  /^(ATTRIBUTION|DECISION|TITULAIRE|NoticeResult|LotResult|LotTender|SettledContract|TenderingParty|attribution|attributions|attributionMarche|titulaire|titulaires|attributaire|attributaires|resultat|resultats)$/;

export function inLot(trail: readonly string[]): boolean {
  return trail.some((k) => LOT_KEY.test(k));
}

/** The first value, in document order, under one of `keys` (local names, exact), skipping `skip` subtrees. */
export function deepFind(node: unknown, keys: readonly string[], skip?: RegExp): unknown {
  let found: unknown;
  walk(node, ({ path: trail, value }) => {
    if (found !== undefined) {
      return false;
    }
    const key = trail[trail.length - 1] ?? '';
    if (skip?.test(key)) {
      return false;
    }
    if (keys.includes(key) && value !== null && value !== '' && value !== undefined) {
      found = value;
      return false;
    }
    return true;
  });
  return found;
}

export function deepText(node: unknown, keys: readonly string[], skip?: RegExp): string | null {
  const value = deepFind(node, keys, skip);
  return value === undefined
    ? null
    : (textOf(value) ?? (isObject(value) || Array.isArray(value) ? leafTexts(value).join(', ') || null : null));
}
