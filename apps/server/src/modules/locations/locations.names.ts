import type { Commune, CommuneIndex } from './locations.data.ts';
import { byRank, derived, inScope, type Scope } from './locations.lookup.ts';

/*
 * Name search over the commune index: exact names, prefixes, word prefixes and substrings, and
 * trigram similarity for "did you mean" suggestions on names that match nothing at all.
 */

/**
 * All keys in one string, one per line in population order ("\nparis\nmarseille\n…"), plus
 * the same without spaces: a name search is a few native `indexOf` over ~450 kB instead of
 * string operations on 35k keys. `starts[rank]` is where that commune's line begins.
 */
interface NameText {
  text: string;
  starts: Int32Array;
}

function buildNameText(keys: readonly string[]): NameText {
  const starts = new Int32Array(keys.length + 1);
  let at = 1;
  keys.forEach((key, rank) => {
    starts[rank] = at;
    at += key.length + 1;
  });
  starts[keys.length] = at;
  return { text: `\n${keys.join('\n')}\n`, starts };
}

export const nameTexts = derived((index) => ({
  spaced: buildNameText(index.communes.map((c) => c.key)),
  compact: buildNameText(index.communes.map((c) => c.compactKey)),
}));

/** The rank of the commune whose line holds `offset`. */
function rankAt(names: NameText, offset: number): number {
  let low = 0;
  let high = names.starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((names.starts[mid] ?? 0) <= offset) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

/** Communes whose name is exactly one of the keys (or the same letters spaced otherwise), most populous first. */
export function exactMatches(index: CommuneIndex, keys: readonly string[]): Commune[] {
  const found = new Set<Commune>();
  for (const key of keys) {
    for (const c of index.byKey.get(key) ?? []) {
      found.add(c);
    }
  }
  if (found.size === 0) {
    // "saintetienne", "lhay les roses": the same letters, spaced otherwise.
    const { compact } = nameTexts(index);
    for (const key of keys) {
      const line = `\n${key.replaceAll(' ', '')}\n`;
      for (let at = compact.text.indexOf(line); at !== -1; at = compact.text.indexOf(line, at + 1)) {
        const c = index.communes[rankAt(compact, at + 1)];
        if (c) {
          found.add(c);
        }
      }
    }
  }
  return [...found].sort(byRank);
}

/** Match groups of a name search, best first. */
const PREFIX = 0;
const WORD_PREFIX = 1;
const SUBSTRING = 2;

/**
 * Name search: names starting with the key (exact names always kept), then names with a word
 * starting with it, then names containing it (3+ letters, spaces ignored); most populous first
 * inside each group. The lines are in population order, so a scan stops as soon as it has found
 * enough names starting with the key.
 */
export function searchNames(index: CommuneIndex, keys: readonly string[], scope: Scope, limit: number): Commune[] {
  const texts = nameTexts(index);
  const best = new Map<number, number>(); // rank → best group
  const note = (rank: number, group: number): boolean => {
    const c = index.communes[rank];
    if (!c || !inScope(c, scope)) {
      return false;
    }
    const known = best.get(rank);
    if (known === undefined || group < known) {
      best.set(rank, group);
    }
    return true;
  };

  for (const key of keys) {
    const { text, starts } = texts.spaced;
    let prefixes = 0;
    for (let at = text.indexOf(key); at !== -1 && prefixes < limit;) {
      const rank = rankAt(texts.spaced, at);
      const lineStart = starts[rank] ?? 0;
      const group = at === lineStart ? PREFIX : text.charCodeAt(at - 1) === 32 ? WORD_PREFIX : SUBSTRING;
      if (group !== SUBSTRING || key.length >= 3) {
        if (note(rank, group) && group === PREFIX) {
          prefixes += 1;
        }
      }
      // A later hit on the same line can only be better when this one is a plain substring.
      at = text.indexOf(key, group === SUBSTRING ? at + 1 : (starts[rank + 1] ?? text.length));
    }
    const compactKey = key.replaceAll(' ', '');
    if (compactKey.length >= 3 && prefixes < limit) {
      const compact = texts.compact;
      for (let at = compact.text.indexOf(compactKey); at !== -1;) {
        const rank = rankAt(compact, at);
        note(rank, at === compact.starts[rank] ? PREFIX : SUBSTRING);
        at = compact.text.indexOf(compactKey, compact.starts[rank + 1] ?? compact.text.length);
      }
    }
  }

  const groups: [Commune[], Commune[], Commune[]] = [[], [], []];
  for (const [rank, group] of best) {
    const c = index.communes[rank];
    if (c) {
      groups[group === PREFIX ? 0 : group === WORD_PREFIX ? 1 : 2].push(c);
    }
  }
  for (const group of groups) {
    group.sort(byRank);
  }
  // Exact names stay in the list even when bigger communes start with the same letters
  // ("sai": Sai, 61, after Saint-Étienne, Saint-Denis…), in population order.
  const exact = exactMatches(index, keys).filter((c) => inScope(c, scope));
  const prefixed = groups[0].filter((c) => !exact.includes(c));
  const first = [...exact.slice(0, limit), ...prefixed.slice(0, Math.max(0, limit - exact.length))].sort(byRank);
  return [...first, ...groups[1], ...groups[2]].slice(0, limit);
}

// Trigram similarity, for "did you mean" suggestions on names that match nothing at all.

interface TrigramIndex {
  postings: Map<string, number[]>;
  sizes: Uint8Array;
}

function trigramsOf(key: string): Set<string> {
  const padded = `  ${key} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

function buildTrigrams(index: CommuneIndex): TrigramIndex {
  const postings = new Map<string, number[]>();
  const sizes = new Uint8Array(index.communes.length);
  for (const c of index.communes) {
    const grams = trigramsOf(c.key);
    sizes[c.rank] = Math.min(255, grams.size);
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) {
        list.push(c.rank);
      } else {
        postings.set(gram, [c.rank]);
      }
    }
  }
  return { postings, sizes };
}

/** Minimum Dice coefficient on trigrams ("marseile" / "marseille": 0.84). */
const FUZZY_THRESHOLD = 0.5;

/** Trigrams of every name, built on the first unknown name. */
export const trigramIndex = derived(buildTrigrams);

/** Names close to `key` by trigram similarity (3+ letters), best first. */
export function fuzzyNames(
  index: CommuneIndex,
  key: string,
  departements: readonly string[] | null,
  limit: number,
): Commune[] {
  if (key.length < 3) {
    return [];
  }
  const { postings, sizes } = trigramIndex(index);
  const grams = trigramsOf(key);
  const counts = new Uint16Array(index.communes.length);
  const touched: number[] = [];
  for (const gram of grams) {
    for (const rank of postings.get(gram) ?? []) {
      if (counts[rank] === 0) {
        touched.push(rank);
      }
      counts[rank] = (counts[rank] ?? 0) + 1;
    }
  }
  const scored: { c: Commune; score: number }[] = [];
  for (const rank of touched) {
    const score = (2 * (counts[rank] ?? 0)) / (grams.size + (sizes[rank] ?? 0));
    const c = index.communes[rank];
    if (c && score >= FUZZY_THRESHOLD && (!departements || departements.includes(c.departement))) {
      scored.push({ c, score });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.c.rank - b.c.rank);
  return scored.slice(0, limit).map((s) => s.c);
}
