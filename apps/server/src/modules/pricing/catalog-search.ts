/**
 * Searching the user's catalogue with the words of a quote (ADR 020): accents, case, plurals,
 * « m² »/« m2 », « DN 40 »/« DN40 » and a typo of one letter in a long word do not matter. Pure
 * functions over the user's items (5 000 at most), no database.
 */

const STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
  'y',
  'compris',
]);

/** Lower case, no accents, œ → oe, ² → 2, decimal comma → point, everything else a space. */
export function normalizeText(value: string): string {
  return value
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/([a-z])\.([a-z])/g, '$1 $2')
    .trim();
}

/** Singular of a French word: « carrelages » → « carrelage », « tuyaux » → « tuyau ». */
export function singular(word: string): string {
  if (word.length > 3 && /[a-z]$/.test(word)) {
    if (word.endsWith('ss')) {
      return word;
    }
    if (word.endsWith('s') || word.endsWith('x')) {
      return word.slice(0, -1);
    }
  }
  return word;
}

/**
 * The words of a text, singular, with « dn 40 » also read as « dn40 » and « ba13 » as « ba 13 »,
 * so that both spellings of a size meet.
 */
export function wordsOf(value: string, keepStopWords = false): string[] {
  const raw = normalizeText(value).split(' ').filter(Boolean);
  const words: string[] = [];
  raw.forEach((word, i) => {
    if (!keepStopWords && STOP_WORDS.has(word)) {
      return;
    }
    words.push(singular(word));
    const next = raw[i + 1];
    if (/^[a-z]{1,3}$/.test(word) && next && /^\d+(\.\d+)?$/.test(next)) {
      words.push(word + next);
    }
    const glued = /^([a-z]{1,3})(\d+(?:\.\d+)?)$/.exec(word);
    if (glued) {
      words.push(glued[1] as string, glued[2] as string);
    }
  });
  return words;
}

/** One edit (insert, delete, replace) at most between two words of 5 letters or more. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || /\d/.test(a) || /\d/.test(b)) {
    return false;
  }
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) {
      return false;
    }
    if (a.length > b.length) {
      i += 1;
    } else if (b.length > a.length) {
      j += 1;
    } else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** How well one query word meets the words of a field: 1 the same word, less for a start or a typo. */
function wordScore(query: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === query) {
      return 1;
    }
    if (query.length >= 2 && word.startsWith(query)) {
      best = Math.max(best, query.length >= 4 ? 0.85 : 0.7);
    } else if (query.length >= 4 && word.length >= 4 && query.startsWith(word)) {
      best = Math.max(best, 0.6);
    } else if (query.length >= 4 && word.includes(query)) {
      best = Math.max(best, 0.55);
    } else if (oneEditApart(query, word)) {
      best = Math.max(best, 0.7);
    }
  }
  return best;
}

export interface SearchableItem {
  name: string;
  description: string;
  reference: string;
  category: string;
  subcategory: string;
  brand?: string;
}

/** An item prepared once for many queries. */
export interface IndexedItem<T> {
  item: T;
  name: string[];
  /** Distinct words of the designation. */
  nameCount: number;
  other: string[];
  reference: string;
}

export function indexItems<T extends SearchableItem>(items: readonly T[]): IndexedItem<T>[] {
  return items.map((item) => {
    const name = wordsOf(item.name);
    return {
      item,
      name,
      nameCount: new Set(name).size,
      other: wordsOf([item.description, item.category, item.subcategory, item.brand ?? '', item.reference].join(' ')),
      reference: normalizeText(item.reference).replace(/\s/g, ''),
    };
  });
}

/** A query read once for a whole catalogue. */
export interface PreparedQuery {
  compact: string;
  words: string[];
  /** Words as written (a size read both ways counts once). */
  written: number;
}

export function prepareQuery(query: string): PreparedQuery {
  let words = wordsOf(query);
  if (words.length === 0) {
    words = wordsOf(query, true);
  }
  const normalized = normalizeText(query);
  return {
    compact: normalized.replace(/\s/g, ''),
    words,
    written: normalized.split(' ').filter((w) => w && !STOP_WORDS.has(w)).length,
  };
}

/**
 * The match score of an item for a query, 0 to 100: the share of the query's words found (a word of
 * the designation counts fully, a word of the category, description, brand or reference for 0.6),
 * with a little weight on how much of the designation the query covers, so that « carrelage » ranks
 * « Carrelage » before « Plinthe carrelage grès cérame ». The exact reference scores 100.
 */
export function matchScore<T>(query: string | PreparedQuery, indexed: IndexedItem<T>): number {
  const { compact, words, written } = typeof query === 'string' ? prepareQuery(query) : query;
  if (indexed.reference && compact === indexed.reference) {
    return 100;
  }
  if (words.length === 0) {
    return 0;
  }
  let total = 0;
  const hitNames = new Set<string>();
  for (const word of words) {
    const inName = wordScore(word, indexed.name);
    const inOther = wordScore(word, indexed.other) * 0.6;
    total += Math.max(inName, inOther);
    if (inName > 0) {
      for (const w of indexed.name) {
        if (w === word || w.startsWith(word) || oneEditApart(word, w)) {
          hitNames.add(w);
        }
      }
    }
  }
  const coverage = Math.min(1, total / Math.max(1, Math.min(words.length, written || words.length)));
  const nameCoverage = indexed.name.length ? Math.min(1, hitNames.size / indexed.nameCount) : 0;
  return Math.round(100 * (0.85 * coverage + 0.15 * nameCoverage));
}

/** Below this score an item is not a result. */
export const MIN_MATCH_SCORE = 40;

/** The items matching a query, best first (then by designation), at most `limit`. */
export function searchItems<T extends SearchableItem>(
  query: string,
  indexed: readonly IndexedItem<T>[],
  limit: number,
): { item: T; score: number }[] {
  const hits: { item: T; score: number }[] = [];
  const prepared = prepareQuery(query);
  for (const entry of indexed) {
    const score = matchScore(prepared, entry);
    if (score >= MIN_MATCH_SCORE) {
      hits.push({ item: entry.item, score });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name, 'fr'));
  return hits.slice(0, limit);
}
