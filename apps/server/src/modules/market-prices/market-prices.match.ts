/**
 * Matching quote lines as artisans write them (« F+P WC susp. », « Tube PVC Ø100 », « Enduit de
 * façade m2 ») with the items of a price list: accents, case, plurals, usual abbreviations and
 * pipe sizes (« DN 110 » = « Ø110 » = « diam. 110 ») are folded before comparing words. An index
 * is built once per list; a line is scored against the items that share a word with it only.
 */

const STOPWORDS = new Set(
  (
    'a au aux avec d de des du en et l la le les ou par pour sur sous un une y compris ' +
    'comprenant inclus type fourniture fournitures pose posee posees pose fourni f p fp mise oeuvre ' +
    'compris y selon cf dans entre yc ens u m2 m3 ml kg t h l ft forfait unite mm cm'
  ).split(' '),
);

/** Abbreviations and spellings of quote lines → the library's word. */
const ALIASES: Record<string, string> = {
  susp: 'suspendu',
  suspendus: 'suspendu',
  elec: 'electrique',
  electr: 'electrique',
  elect: 'electrique',
  robt: 'robinet',
  rob: 'robinet',
  alim: 'alimentation',
  evac: 'evacuation',
  chaud: 'chaudiere',
  cond: 'condensation',
  condens: 'condensation',
  isol: 'isolant',
  isolation: 'isolant',
  peint: 'peinture',
  ptr: 'peinture',
  cpl: 'complet',
  compl: 'complet',
  ep: 'epaisseur',
  epais: 'epaisseur',
  ext: 'exterieur',
  exter: 'exterieur',
  int: 'interieur',
  inter: 'interieur',
  vmc: 'vmc',
  pac: 'pac',
  ecs: 'ecs',
  ef: 'ef',
  toilette: 'wc',
  toilettes: 'wc',
  cuvette: 'wc',
  placo: 'ba13',
  placoplatre: 'ba13',
  plaque: 'plaque',
  goutiere: 'gouttiere',
  gouttieres: 'gouttiere',
  tuile: 'tuile',
  dble: 'double',
  vitr: 'vitrage',
  lino: 'vinyle',
  radiat: 'radiateur',
  radia: 'radiateur',
  sdb: 'salle bain',
  ch: 'chauffage',
  chauff: 'chauffage',
  clim: 'climatisation',
  canalisation: 'canalisation',
  tuyau: 'tube',
  tuyaux: 'tube',
  tuyauterie: 'tube',
  tuyauteries: 'tube',
  cuivres: 'cuivre',
  prises: 'prise',
  spots: 'downlight',
  spot: 'downlight',
  bae: 'baes',
  disj: 'disjoncteur',
  diff: 'differentiel',
  interr: 'interrupteur',
  murs: 'mur',
  plafonds: 'plafond',
};

/** Folds one text to its comparable words (accents, case, plural, aliases, DN sizes). */
export function normalizeWords(text: string): string[] {
  let t = text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  // Units written in the designation: m² / m2 / m³ are not words of the ouvrage.
  t = t.replace(/(?<![a-z0-9])m[²2](?![a-z0-9])/g, ' m2 ').replace(/(?<![a-z0-9])m[³3](?![a-z0-9])/g, ' m3 ');
  // Pipe sizes: « DN 110 », « Ø 110 », « diam. 110 », « d110 », « Ø110mm » → dn110.
  t = t.replace(/(?:\bdn|ø|⌀|\bdiam(?:etre)?\.?|\bd(?=\d))\s*(\d{2,4})(?:\s*mm)?\b/g, ' dn$1 ');
  // « F+P », « f. et p. » (fourni-posé) carry no meaning for the match.
  t = t.replace(/\bf\s*[+.&]\s*p\b\.?/g, ' ');
  // A number glued to its unit: « 1000W », « 16A », « 25kW » → « 1000 w ».
  t = t.replace(/(\d)(kw|w|a|v|mm|cm)\b/g, '$1 $2');
  // BA 13 → ba13; « 2 x » kept apart.
  t = t.replace(/\bba\s+(\d{2})\b/g, ' ba$1 ');
  const words: string[] = [];
  for (const raw of t.split(/[^a-z0-9]+/)) {
    if (!raw) {
      continue;
    }
    const aliased = ALIASES[raw] ?? raw;
    for (const part of aliased.split(' ')) {
      const word = singular(part);
      if (!STOPWORDS.has(word) && !STOPWORDS.has(part)) {
        words.push(word);
      }
    }
  }
  return words;
}

/** French plural → singular for matching (tuiles → tuile, chevaux → cheval, joints → joint). */
function singular(word: string): string {
  if (word.length <= 3 || /^\d/.test(word) || /^dn\d/.test(word)) {
    return word;
  }
  if (word.endsWith('aux') && word.length > 4) {
    return `${word.slice(0, -3)}al`;
  }
  if (word.endsWith('eaux')) {
    return word.slice(0, -1);
  }
  if (word.endsWith('s') && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  if (word.endsWith('x') && !word.endsWith('ix')) {
    return word.slice(0, -1);
  }
  return word;
}

/** Quote and library units folded to one spelling (m2 = m², ens = forfait = u for a count). */
export function normalizeUnit(unit: string): string {
  const u = unit
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  if (u === 'm2' || u === 'm²' || u === 'mc') {
    return 'm2';
  }
  if (u === 'm3' || u === 'm³') {
    return 'm3';
  }
  if (u === 'ml' || u === 'm' || u === 'mètre' || u === 'metre lineaire') {
    return 'ml';
  }
  if (['u', 'un', 'unite', 'pce', 'piece', 'ens', 'ensemble', 'ft', 'fft', 'forfait', 'f'].includes(u)) {
    return 'u';
  }
  if (u === 'heure' || u === 'h') {
    return 'h';
  }
  if (u === 'l' || u === 'litre') {
    return 'l';
  }
  return u;
}

export interface Indexed<T> {
  item: T;
  words: Set<string>;
  weight: number;
  sizes: Set<string>;
  unit: string;
}

export interface MatchIndex<T> {
  size: number;
  best: (text: string, unit?: string, limit?: number, filter?: (item: T) => boolean) => Scored<T>[];
}

export interface Scored<T> {
  item: T;
  score: number;
}

const PREFIX = 5;

/**
 * Builds the index of a list: word → items, word weights (rarer words count more, IDF), and a
 * map from 5-letter stems to words so that « mitig » or « condensat » still meet their word.
 */
export function buildIndex<T>(items: readonly T[], textOf: (item: T) => string, unitOf: (item: T) => string) {
  const entries: Indexed<T>[] = [];
  const postings = new Map<string, number[]>();
  const stems = new Map<string, Set<string>>();
  const df = new Map<string, number>();
  items.forEach((item, i) => {
    const words = new Set(normalizeWords(textOf(item)));
    const sizes = new Set([...words].filter((w) => /^dn\d/.test(w)));
    entries.push({ item, words, weight: 0, sizes, unit: normalizeUnit(unitOf(item)) });
    for (const w of words) {
      df.set(w, (df.get(w) ?? 0) + 1);
      let list = postings.get(w);
      if (!list) {
        postings.set(w, (list = []));
      }
      list.push(i);
      if (w.length >= PREFIX && !/^\d/.test(w)) {
        const stem = w.slice(0, PREFIX);
        let set = stems.get(stem);
        if (!set) {
          stems.set(stem, (set = new Set()));
        }
        set.add(w);
      }
    }
  });
  const n = Math.max(items.length, 1);
  const acc = new Float64Array(items.length);
  const idf = (w: string) => Math.log(1 + n / (df.get(w) ?? 0.5));
  for (const e of entries) {
    let sum = 0;
    for (const w of e.words) {
      sum += idf(w);
    }
    e.weight = sum;
  }

  /** The item words a query word meets: itself, or a word of the same stem (0.7 of its weight). */
  function meets(word: string): { w: string; factor: number }[] {
    const out: { w: string; factor: number }[] = [];
    if (postings.has(word)) {
      out.push({ w: word, factor: 1 });
    }
    if (word.length >= PREFIX && !/^\d/.test(word) && !/^dn\d/.test(word)) {
      for (const other of stems.get(word.slice(0, PREFIX)) ?? []) {
        if (other !== word && (other.startsWith(word) || word.startsWith(other))) {
          out.push({ w: other, factor: 0.7 });
        }
      }
    }
    return out;
  }

  function best(text: string, unit = '', limit = 1, filter?: (item: T) => boolean): Scored<T>[] {
    const query = [...new Set(normalizeWords(text))];
    if (query.length === 0) {
      return [];
    }
    const lineUnit = unit ? normalizeUnit(unit) : '';
    const querySizes = query.filter((w) => /^dn\d/.test(w));
    // Shared weight per candidate item, accumulated in a typed array (reset after each query).
    // Candidates come from the rarer words; a word in more than a fifth of the items only adds
    // its weight to the candidates found (else « pvc » would score thousands of items per line).
    let queryWeight = 0;
    const common: string[] = [];
    const rare: string[] = [];
    for (const q of query) {
      queryWeight += df.has(q) ? idf(q) : Math.log(1 + n);
      ((df.get(q) ?? 0) > n * 0.2 && n > 50 ? common : rare).push(q);
    }
    const seeds = rare.length > 0 ? rare : common;
    const touched: number[] = [];
    for (const q of seeds) {
      for (const { w, factor } of meets(q)) {
        const gain = idf(w) * factor;
        for (const i of postings.get(w) ?? []) {
          if (acc[i] === 0) {
            touched.push(i);
          }
          acc[i] = (acc[i] ?? 0) + gain;
        }
      }
    }
    const extra = seeds === rare ? common : [];
    // The best `limit` candidates, kept in order while scoring (no sort of every candidate): a
    // candidate enters only when strictly better than the last kept, so ties keep the index's order.
    const top: Scored<T>[] = [];
    for (const i of touched) {
      let shared = acc[i] ?? 0;
      acc[i] = 0;
      const e = entries[i];
      if (!e || (filter && !filter(e.item))) {
        continue;
      }
      for (const w of extra) {
        if (e.words.has(w)) {
          shared += idf(w);
        }
      }
      // Dice coefficient on weighted words.
      let score = (2 * shared) / (queryWeight + e.weight);
      if (
        querySizes.length > 0 &&
        e.sizes.size > 0 &&
        !querySizes.some((s) => e.sizes.has(s) || withinRange(s, e.sizes))
      ) {
        score *= 0.5; // DN 100 is not DN 40
      }
      if (lineUnit && e.unit && lineUnit !== e.unit) {
        score *= 0.85;
      }
      score = Math.min(1, score);
      if (top.length >= limit && score <= (top[top.length - 1]?.score ?? 0)) {
        continue;
      }
      let at = top.length;
      while (at > 0 && (top[at - 1]?.score ?? 0) < score) {
        at--;
      }
      top.splice(at, 0, { item: e.item, score });
      if (top.length > limit) {
        top.pop();
      }
    }
    return top;
  }

  return { size: items.length, best } satisfies MatchIndex<T>;
}

/** « Ø40 » against an item written « Ø32 à Ø50 »: inside the range of its two sizes. */
function withinRange(size: string, sizes: Set<string>): boolean {
  if (sizes.size < 2) {
    return false;
  }
  const values = [...sizes].map((s) => Number(s.slice(2)));
  const value = Number(size.slice(2));
  return value >= Math.min(...values) && value <= Math.max(...values);
}

/** Below this score a line is « non trouvé ». */
export const MATCH_THRESHOLD = 0.45;
