import type { Commune, CommuneIndex } from './locations.data.ts';
import { derived, inScope } from './locations.lookup.ts';

/*
 * Postal code search: communes by the first three digits of their postal codes.
 */

/** The number made of a postal code's first three digits ("69003" → 690), or -1. */
function postalBucket(code: string): number {
  const bucket = (code.charCodeAt(0) - 48) * 100 + (code.charCodeAt(1) - 48) * 10 + (code.charCodeAt(2) - 48);
  return code.length >= 3 && bucket >= 0 && bucket < 1000 ? bucket : -1;
}

/** Communes by the first three digits of their postal codes, most populous first. */
export const postalBuckets = derived((index) => {
  const buckets: Commune[][] = Array.from({ length: 1000 }, () => []);
  for (const c of index.communes) {
    for (const cp of c.codesPostaux) {
      const list = buckets[postalBucket(cp)];
      if (list && list.at(-1) !== c) {
        list.push(c);
      }
    }
  }
  return buckets;
});

/**
 * Communes with a postal code starting with `postal`, most populous first. A code that matches
 * nothing is shortened until something does ("69000" is no postal code: "6900" finds Lyon's
 * 69001…); `prefix` says which start matched.
 */
export function searchPostal(
  index: CommuneIndex,
  postal: string,
  departements: readonly string[] | null,
  limit: number,
): { communes: Commune[]; prefix: string } {
  for (let prefix = postal; prefix.length >= 2; prefix = prefix.slice(0, -1)) {
    const pool =
      prefix.length === 5
        ? index.byPostalCode.get(prefix)
        : prefix.length >= 3
          ? postalBuckets(index)[postalBucket(prefix)]
          : index.communes;
    const communes: Commune[] = [];
    for (const c of pool ?? []) {
      if (inScope(c, { departements, postal: prefix })) {
        communes.push(c);
        if (communes.length >= limit) {
          break;
        }
      }
    }
    if (communes.length > 0) {
      return { communes, prefix };
    }
  }
  return { communes: [], prefix: postal };
}
