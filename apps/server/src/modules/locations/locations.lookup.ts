import type { Commune, CommuneIndex } from './locations.data.ts';

/*
 * What the searches share over the commune index: caches derived from it, the population order,
 * the scope of a search, and the communes by INSEE code and by département.
 */

/** Structures derived from the index on first need, and kept as long as the index. */
export function derived<T extends object>(build: (index: CommuneIndex) => T): (index: CommuneIndex) => T {
  const cache = new WeakMap<CommuneIndex, T>();
  return (index) => {
    let value = cache.get(index);
    if (!value) {
      value = build(index);
      cache.set(index, value);
    }
    return value;
  };
}

export const byRank = (a: Commune, b: Commune) => a.rank - b.rank;

/** Communes by INSEE code. */
export const byInseeCode = derived((index) => ({ map: new Map(index.communes.map((c) => [c.code, c])) }));

/** Where to look: some départements, and/or communes with a postal code starting with `postal`. */
export interface Scope {
  departements: readonly string[] | null;
  postal: string | null;
}

export const EVERYWHERE: Scope = { departements: null, postal: null };

export function inScope(c: Commune, scope: Scope): boolean {
  const { departements, postal } = scope;
  return (
    (!departements || departements.includes(c.departement)) &&
    (!postal || c.codesPostaux.some((cp) => cp.startsWith(postal)))
  );
}

/** The communes of some départements, most populous first. */
export function communesOf(index: CommuneIndex, departements: readonly string[]): readonly Commune[] {
  if (departements.length === 1) {
    return index.byDepartement.get(departements[0] ?? '') ?? [];
  }
  return departements.flatMap((d) => index.byDepartement.get(d) ?? []).sort(byRank);
}
