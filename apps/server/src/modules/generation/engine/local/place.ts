/**
 * Where the works are. The notice's list of départements is the buyer's area (nine départements
 * for a regional buyer), not the site: the site is read from the notice's execution place, then
 * from the object text, then from the buyer's town, in that order. A département is named only
 * when the same source gives it (a postal code, « (38) », « 21 - DIJON »); nothing is named when
 * nothing is known, and the writers then print « [À compléter : lieu d’exécution] ».
 *
 * With the commune index (`CommuneLookup`, handed by the generation service from the locations
 * module, ADR 004), a commune is recognised anywhere in the text (« Centre de secours de
 * Bricquebec », « CASH de Nanterre », « clinique de Villenave d’Ornon »): a run of capitalised
 * words after « de, d’, du, au, à, sur, lès » (or any run in a text written in capitals) that is a
 * commune's name, its homonyms told apart by the notice's départements. A commune of none of the
 * notice's départements is not the site (« Tunnel du Fréjus » for a notice of Savoie, « Hôpital La
 * Grave » in Toulouse); a common noun that is also a commune (« Château », « Pont », « Les
 * Halles ») counts only after « à » or « commune de ». Without the index (the demo), the patterns
 * alone are read.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { getDepartement, normalizeDepartementCode } from '@batiao/shared/domain/departements';
import { properName } from './french.ts';
import { clean, fold, joinFr } from './text.ts';

/** Folded, hyphens and apostrophes as spaces. */
const sameWords = (x: string) =>
  fold(x)
    .replace(/[-'’\s]+/g, ' ')
    .trim();

export interface Place {
  /** The site as a phrase (« Groupe scolaire Joliot-Curie, 12 rue Henri-Maréchal, 69800 Saint-Priest », « Crémieu »), '' when unknown. */
  label: string;
  /** The commune of the works when it can be read (« Crémieu »), for « à Crémieu ». */
  commune: string | null;
  /** The site's département code, only when the source that gave the site gives it too. */
  departement: string | null;
  departementName: string | null;
  /** Where the site was read. */
  source: 'execution' | 'objet' | 'acheteur' | null;
  /**
   * The other communes of one operation the object names beside the site (« ZAE de
   * Gretz-Armainvilliers et de Tournan-en-Brie » → ['Tournan-en-Brie']): the works are in each.
   */
  also?: string[];
  /**
   * A site known by its département only, bought by a local body named after one of its communes
   * (« Communauté d’agglomération Maubeuge Val de Sambre » in the Nord): the town its sites are
   * around, for the distance — never written as the site itself.
   */
  around?: string;
  /**
   * `around` is the préfecture of the département a département-wide body buys for (« Département des
   * Alpes-de-Haute-Provence », a SDIS): the distance is measured there, and said so.
   */
  aroundPrefecture?: true;
}

/** A commune the index knows under a name (see `LocationsService.communesNamed`). */
export interface CommuneHit {
  nom: string;
  departement: string;
  departementNom: string;
  population: number | null;
  /** A former commune (« Bricquebec »): written as the text writes it, in its current commune's département. */
  former: boolean;
  /** Its position, when the index knows it (distances « à vol d’oiseau » between communes). */
  latitude?: number;
  longitude?: number;
}

/** The communes a name designates (accents, case, hyphens and « St » aside), [] for none. */
export type CommuneLookup = (name: string) => readonly CommuneHit[];

const NAME = "[A-ZÀ-Ý][\\p{L}'’]*(?:[- ](?:[a-zà-ÿ]{1,3}[- ])?[A-ZÀ-Ý][\\p{L}'’]*)*";

const depOf = (code: string | null | undefined) => {
  const normal = normalizeDepartementCode(code ?? null);
  const dep = normal ? getDepartement(normal) : undefined;
  return dep ? { departement: dep.code, departementName: dep.name } : { departement: null, departementName: null };
};

const depLabel = (code: string | null) => {
  const dep = code ? getDepartement(code) : undefined;
  return dep ? `${dep.name} (${dep.code})` : '';
};

/** « 69800 » → « 69 », « 97310 » → « 973 », « 20000 » → Corsica is ambiguous: none. */
function depOfPostalCode(postal: string): string | null {
  if (/^97\d{3}$/.test(postal)) {
    return postal.slice(0, 3);
  }
  if (/^20\d{3}$/.test(postal)) {
    return null;
  }
  return postal.slice(0, 2);
}

const NOT_A_TOWN =
  /^(base|sites?|lot|lots|travaux|le|la|les|marche|accord|batiment|batiments|site|rue|avenue|place|groupe|ecole|college|lycee|mairie|ville|commune|eglise|salle|centre|residence|maison|quartier|secteur|zone|parc|hotel|musee|stade|stadium|piscine|gymnase|relance|cathedrale|transept|restauration|campagne|tranche|phase)$/;

function plausibleTown(name: string): boolean {
  const folded = fold(name);
  const first = folded.split(/[\s-]/)[0] ?? '';
  return (
    name.length >= 3 &&
    name.length <= 45 &&
    name.split(/\s+/).length <= 5 &&
    !NOT_A_TOWN.test(first) &&
    !/\d/.test(name) &&
    (departementNamed(name) === null || /^(paris|vienne)$/.test(fold(name)))
  );
}

const DEPARTEMENT_CODES = [
  ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((c) => c !== '20'),
  '2A',
  '2B',
  '971',
  '972',
  '973',
  '974',
  '976',
];
const norm = (x: string) =>
  fold(x)
    .replace(/[^a-z]+/g, ' ')
    .trim();
const BY_NAME = new Map(
  DEPARTEMENT_CODES.flatMap((code) => {
    const dep = getDepartement(code);
    return dep ? [[norm(dep.name), dep.code] as const] : [];
  }),
);

/** The code of a département written by its name (« Maine et Loire » → 49), or null. */
function departementNamed(name: string): string | null {
  return BY_NAME.get(norm(name)) ?? null;
}

/** « SAINT-DIZIER » → « Saint-Dizier », « dunkerque » → « Dunkerque », « Bordeaux Cedex » → « Bordeaux ». */
function townCase(name: string): string {
  const trimmed = name.replace(/\s+cedex(\s*\d+)?$/i, '').trim();
  if (/[A-ZÀ-Ý]/.test(trimmed) && /[a-zà-ÿ]/.test(trimmed)) {
    return trimmed;
  }
  return properName(/[A-ZÀ-Ý]/.test(trimmed) ? trimmed : trimmed.toUpperCase());
}

/** A commune and département read in a free text (execution place or object), or null. */
export function townIn(text: string): { commune: string; departement: string | null } | null {
  const t = clean(text);
  // « 69800 Saint-Priest », « 27250 RUGLES »
  const postal = new RegExp(`\\b(\\d{5})\\s+(${NAME})`, 'u').exec(t);
  if (postal?.[2] && plausibleTown(postal[2])) {
    return { commune: townCase(postal[2]), departement: depOfPostalCode(postal[1] ?? '') };
  }
  // « (38-Seyssinet Pariset) », « Saint-Chamond (42) »
  const codeFirst = new RegExp(`\\((\\d{2}|2[AB]|97\\d)\\s*[-–]\\s*(${NAME})\\)`, 'u').exec(t);
  if (codeFirst?.[2] && plausibleTown(codeFirst[2])) {
    return { commune: townCase(codeFirst[2]), departement: codeFirst[1] ?? null };
  }
  // « 21 - DIJON - Lycée », « 76_Rouen_Cathédrale »
  const prefix = new RegExp(`^(\\d{2}|2[AB]|97\\d)\\s*[-–_]\\s*(${NAME})\\s*[-–_]`, 'u').exec(t.replace(/_/g, ' _ '));
  if (prefix?.[2] && plausibleTown(prefix[2].trim())) {
    return { commune: townCase(prefix[2]), departement: prefix[1] ?? null };
  }
  // « sur la commune de X », « Ville de X », « à X (86) », « à Paris 15ème »
  const after = new RegExp(
    `(?:commune (?:de |d['’])|ville (?:de |d['’])|territoire (?:de |d['’])|(?<![\\p{L}])[àa] )(${NAME})(?:\\s*\\((\\d{2}|2[AB]|97\\d)\\))?`,
    'u',
  );
  for (const m of t.matchAll(new RegExp(after.source, 'gu'))) {
    const name = (m[1] ?? '').replace(/\s+\d.*$/, '');
    if (plausibleTown(name)) {
      return { commune: townCase(name), departement: m[2] ?? null };
    }
  }
  const codeAfter = new RegExp(`(${NAME})\\s*\\((\\d{2}|2[AB]|97\\d)\\)`, 'u').exec(t);
  if (codeAfter?.[1] && plausibleTown(codeAfter[1].split(/,\s*/).pop() ?? '')) {
    return { commune: townCase(codeAfter[1].split(/,\s*/).pop() ?? ''), departement: codeAfter[2] ?? null };
  }
  return null;
}

/** The commune a buyer's name carries (« Ville de Molsheim », « Mairie d’Arpajon », « MAIRIE DE CORDEMAIS »). */
function townOfBuyerName(name: string): string | null {
  const m = /^(?:ville|commune|mairie)\s+(?:de\s+|d['’]\s*)(.+)$/i.exec(clean(name));
  if (!m?.[1]) {
    return null;
  }
  const town = properName(m[1]).replace(/\s*\(\d{2,3}\)\s*$/, '');
  return plausibleTown(town) ? town : null;
}

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };
/** « VI » → 6, « XVIII » → 18, null for anything else. */
function roman(text: string): number | null {
  if (!/^(?:X{0,2})(?:IX|IV|V?I{0,3})$/.test(text) || text === '') {
    return null;
  }
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const v = ROMAN[text.charAt(i)] ?? 0;
    const next = ROMAN[text.charAt(i + 1)] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

const ARRONDISSEMENTS: Readonly<Record<string, { count: number; departement: string; postal: string }>> = {
  paris: { count: 20, departement: '75', postal: '750' },
  lyon: { count: 9, departement: '69', postal: '6900' },
  marseille: { count: 16, departement: '13', postal: '130' },
};

/**
 * An arrondissement of Paris, Lyon or Marseille read in a text: « (PARIS VI°) », « Paris 6e »,
 * « Paris 15ème », « 75006 Paris » → Paris, « Paris 6e », département 75; null otherwise.
 */
export function arrondissementIn(text: string): { commune: string; label: string; departement: string } | null {
  const t = clean(text);
  const written =
    /(?<![\p{L}])(PARIS|Paris|LYON|Lyon|MARSEILLE|Marseille)\s*(?:(\d{1,2})\s*(?:er|e|è|ème|eme|°|EME|E)|([IVX]{1,5})\s*(?:°|e|ème|EME|E)?)(?![\p{L}\d])/u.exec(
      t,
    );
  const postal =
    /(?<!\d)(75|69|13)0(\d{2})(?!\d)\s*(?:[-–]\s*)?(PARIS|Paris|LYON|Lyon|MARSEILLE|Marseille)(?![\p{L}])/u.exec(t);
  const city = fold(written?.[1] ?? postal?.[3] ?? '');
  const n = written ? (written[2] ? Number(written[2]) : roman(written[3] ?? '')) : postal ? Number(postal[2]) : null;
  const known = ARRONDISSEMENTS[city];
  if (!known || n === null || n < 1 || n > known.count) {
    return null;
  }
  if (postal && !written && postal[1] !== known.departement) {
    return null;
  }
  const commune = city.charAt(0).toUpperCase() + city.slice(1);
  return { commune, label: `${commune} ${n}${n === 1 ? 'er' : 'e'}`, departement: known.departement };
}

/** The place of the works (see the module's comment). */
/**
 * The object without the local bodies it names as the works' area (« … du Département du Rhône et de la Métropole de
 * Lyon »): the town in a body's name is not the site (round 24, 24-15028: the works placed « à Lyon »).
 */
const withoutBodies = (text: string): string =>
  text.replace(
    /(?<![\p{L}])(?:de la |du |des )?(?:Métropole|Département|Communauté (?:de communes|d['’]agglomération|urbaine)|Région)(?: européenne)? (?:de la |du |des |de |d['’])\p{Lu}[\p{L}'’-]*(?:[ -](?:sur|en|les|de|du|la|le)[ -]\p{Lu}?[\p{L}'’-]*)*/gu,
    ' ',
  );

export function sitePlace(tender: TenderDetail, communes?: CommuneLookup): Place {
  if (communes) {
    return indexedPlace(tender, communes);
  }
  const execution = clean(tender.execution_place);
  if (execution) {
    const depNamed = departementNamed(execution.replace(/\s*\(.*\)$/, ''));
    if (depNamed) {
      return { label: depLabel(depNamed), commune: null, ...depOf(depNamed), source: 'execution' };
    }
    const alone = execution.replace(/\s*\((\d{2}|2[AB]|97\d)\)\s*$/, '');
    const single =
      /^[\p{L}'’ -]+$/u.test(alone) && (/^[A-ZÀ-Ý]/.test(alone) || !alone.includes(' ')) && plausibleTown(alone)
        ? { commune: townCase(alone), departement: /\((\d{2}|2[AB]|97\d)\)/.exec(execution)?.[1] ?? null }
        : null;
    const town = townIn(execution) ?? lastSegmentTown(execution) ?? single;
    return {
      label: single && town === single ? single.commune : execution,
      commune: town?.commune ?? null,
      ...depOf(town?.departement ?? null),
      source: 'execution',
    };
  }
  const arrondissement = arrondissementIn(tender.title) ?? arrondissementIn(tender.description ?? '');
  if (arrondissement) {
    return {
      label: arrondissement.label,
      commune: arrondissement.commune,
      ...depOf(arrondissement.departement),
      source: 'objet',
    };
  }
  const objectTown = townIn(clean(tender.title)) ?? townIn(clean(tender.description));
  const objectDep = /\((\d{2}|2[AB]|97\d)\)|[-–_ ](\p{L}[\p{L} -]+?)\s*\((\d{2}|2[AB]|97\d)\)/u.exec(
    clean(tender.title),
  );
  if (!objectTown && objectDep) {
    const name = departementNamed(objectDep[2] ?? '') ?? null;
    const code = objectDep[1] ?? objectDep[3] ?? null;
    if (name || (code && tender.departements.includes(code))) {
      // « … dans l'Yonne (89) », « …_Maine et Loire (49) »: a département-wide operation.
      return { label: depLabel(name ?? code), commune: null, ...depOf(name ?? code), source: 'objet' };
    }
  }
  // « … du lycée professionnel de Tarnos », « CENTRE DE SECOURS DE BRICQUEBEC »: a town closing the
  // object (its lot taken off) is the site rather than the buyer's town.
  const closing = new RegExp(`(?<![\\p{L}])(?:de|d['’]|DE|D['’])\\s*(${NAME})\\s*$`, 'u').exec(
    clean(tender.title)
      .replace(/\s*[-–:.,(]?\s*\(?\blots?\s*(?:n°\s*)?\d+.*$/i, '')
      .replace(/\s*\([^)]*\)\s*$/, ''),
  );
  // In raw capitals the name runs on (« SECOURS DE BRICQUEBEC »): the town is after the last « DE ».
  const closingName = closing?.[1]?.split(/\s+(?:DE|DU|DES)\s+/).pop() ?? '';
  if (!objectTown && closingName && plausibleTown(closingName)) {
    const commune = townCase(closingName);
    return { label: commune, commune, departement: null, departementName: null, source: 'objet' };
  }
  if (objectTown) {
    return {
      label: objectTown.commune,
      commune: objectTown.commune,
      ...depOf(objectTown.departement),
      source: 'objet',
    };
  }
  const buyerCity = clean(tender.buyer.city) ? townCase(clean(tender.buyer.city)) : null;
  const buyerTown = buyerCity ?? townOfBuyerName(clean(tender.buyer.name) || clean(tender.buyer_name));
  if (buyerTown) {
    const postal = clean(tender.buyer.postal_code);
    const departement = buyerCity && /^\d{5}$/.test(postal) ? depOfPostalCode(postal) : null;
    return { label: buyerTown, commune: buyerTown, ...depOf(departement), source: 'acheteur' };
  }
  return { label: '', commune: null, departement: null, departementName: null, source: null };
}

/** « Église Saint-Martin, Crémieu (38) » → Crémieu; « Mairie de Bourg-en-Bresse » → Bourg-en-Bresse. */
function lastSegmentTown(text: string): { commune: string; departement: string | null } | null {
  const segments = text.split(',').map((s) => s.trim());
  if (segments.length >= 2) {
    const last = segments[segments.length - 1] ?? '';
    const code = /\((\d{2}|2[AB]|97\d)\)/.exec(last)?.[1] ?? null;
    const name = last
      .replace(/\(.*?\)/g, '')
      .replace(/\b\d{5}\b/g, '')
      .trim();
    if (plausibleTown(name)) {
      return { commune: townCase(name), departement: code };
    }
  }
  const of = /\b(?:de|d['’])\s*([A-ZÀ-Ý][\p{L}'’-]+(?:-[\p{L}'’-]+)*)$/u.exec(text.trim());
  if (of?.[1] && plausibleTown(of[1])) {
    return { commune: of[1], departement: null };
  }
  return null;
}

/* ------------------------------------------------------------------ with the commune index */

/** « Villenave-d'Ornon » as French text writes it: « Villenave-d’Ornon ». */
const typographic = (name: string) => name.replace(/'/g, '’');

interface Found {
  commune: string;
  departement: string | null;
  /** 3: « à X », « commune de X », a postal code or a « (38) »; 2: « de X »; 1: a place field. */
  strength: number;
}

/** Common nouns that are also communes: named only after « à » or « commune de ». */
const COMMON_NOUNS = new Set(
  [
    'chateau',
    'pont',
    'rue',
    'y',
    'eu',
    'la salle',
    'salles',
    'croix',
    'la croix',
    'plan',
    'vaux',
    'fontaine',
    'la chapelle',
    'bourg',
    'le bourg',
    'port',
    'le port',
    'mont',
    'bois',
    'ville',
    'grand',
    'ecole',
    'brie',
    'gare',
    'marche',
    'place',
    'centre',
    'lot',
    'font',
    'val',
    'lac',
    'les halles',
    'halles',
    'mise',
    'la tour',
    'tour',
    'eglise',
    'mairie',
    'plaine',
    'la plaine',
    'parc',
    'le parc',
    'pre',
    'le pre',
    'les forges',
    'forges',
    'la source',
    'saint',
    'sainte',
  ].map((x) => x),
);
/** True for a commune's name that is also a common noun (« Château », « Pont », « Les Halles »). */
export function isCommonNoun(name: string): boolean {
  return COMMON_NOUNS.has(
    fold(name)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
}

/** Words after which « de X » names a street, not a town (« route de Fort-Mardyck », « rue d’Ulm »). */
const STREET =
  /^(rue|route|avenue|av|boulevard|bd|chemin|allee|place|quai|impasse|square|cours|voie|esplanade|parvis|promenade|rond|giratoire|passage|sentier|faubourg|canal|pont|tunnel|col|ru|ruisseau|riviere|foret|bois)$/;
/**
 * Schools: « collège de Châteauvillain » names the town when it is a commune of the notice's
 * départements; « lycée Jean Moulin de … » stays a person's name otherwise.
 */
const SCHOOL = /^(lycee|college|ecole)$/;
const CONNECTOR = /^(de|du|des|d|la|le|les|l|en|sur|sous|les|lez|aux|au|et|a)$/;
const TRIGGER = /^(de|d|du|des|au|aux|a|sur|les|lez)$/;
// (« CH Béthune », « CHU Amiens »: a hospital centre's acronym before its town.)
// (« CCI Toulouse Haute-Garonne », « CMA Rennes »: a chamber's acronym before its town.)
const STRONG_BEFORE = /^(commune|ville|mairie|territoire|communes|ch|chu|chr|chi|cci|cma)$/;

interface Token {
  word: string;
  folded: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: m[0],
    folded: fold(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The communes named in a free text, best first (strength, then order). `placeField`: a text that
 * is a place (the execution place, the buyer's town), where a lower-case name counts too.
 */
function communesIn(text: string, lookup: CommuneLookup, departements: readonly string[], placeField = false): Found[] {
  const t = clean(text);
  const tokens = tokensOf(t);
  const letters = t.replace(/[^\p{L}]/gu, '');
  const inCapitals = letters.length > 0 && letters === letters.toUpperCase();
  const joinable = (a: Token, b: Token) => /^(\s+|\s*-\s*|\s*['’]\s*)$/.test(t.slice(a.end, b.start));
  const found: Found[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i] as Token;
    const prev = tokens[i - 1];
    const before = tokens[i - 2];
    if (/^\d/.test(first.word) || (CONNECTOR.test(first.folded) && !/^(le|la|les|l)$/.test(first.folded))) {
      continue;
    }
    if (!placeField && !inCapitals && !capitalised(first.word)) {
      continue;
    }
    // What precedes the name: a trigger word, or a place field's start or separator.
    const sepBefore = prev ? t.slice(prev.end, first.start) : '';
    let strength: number;
    let article = '';
    let dashed = false;
    if (prev && /^(\s+|\s*['’]\s*)$/.test(sepBefore) && TRIGGER.test(prev.folded)) {
      if (prev.folded === 'a' && prev.word !== 'à' && !(inCapitals && prev.word === 'A') && !lostAccent(tokens, i)) {
        continue;
      }
      // A title-cased « A » is read as « à » with less trust: a common noun after it is not a commune.
      const titleA = prev.word === 'A' && !inCapitals;
      if (titleA && departements.length === 0) {
        continue;
      }
      strength = (prev.folded === 'a' && !titleA) || (before && STRONG_BEFORE.test(before.folded)) ? 3 : 2;
      article = /^(du|au)$/.test(prev.folded) ? 'Le ' : /^(des|aux)$/.test(prev.folded) ? 'Les ' : '';
      // « route de Fort-Mardyck », « rue d’Ulm », « lycée Jean Moulin de … »: a street or a person.
      const lead = tokens.slice(Math.max(0, i - 4), i - 1).map((x) => x.folded);
      if (lead.some((w) => STREET.test(w)) && strength < 3 && !titleA) {
        continue;
      }
      // « collège de Nouzonville »: read only against the notice's départements (below), never alone.
      if (lead.some((w) => SCHOOL.test(w)) && strength < 3 && !titleA && departements.length === 0) {
        continue;
      }
    } else if (prev && /^\d{5}$/.test(prev.word) && /^\s+$/.test(sepBefore)) {
      strength = 3; // « 75005 Paris »
    } else if (prev && STRONG_BEFORE.test(prev.folded) && /^\s+$/.test(sepBefore)) {
      strength = 3; // « Mairie Ambilly »
    } else if (prev && /^\s+[-–]\s+$/.test(sepBefore) && departements.length > 0) {
      // « … du conservatoire - Lorient - Relance »: a segment between dashes that is, whole, a
      // commune of the notice's départements.
      strength = 2;
      dashed = true;
    } else if (placeField) {
      strength = 1; // a place field: any run of words may be the commune
    } else {
      continue;
    }
    // The longest run of name words from here that is a commune.
    for (let j = Math.min(tokens.length - 1, i + 7); j >= i; j -= 1) {
      const run = tokens.slice(i, j + 1);
      const last = run[run.length - 1] as Token;
      if (run.some((x, k) => k > 0 && !joinable(run[k - 1] as Token, x))) {
        continue;
      }
      if (run.length > 1 && CONNECTOR.test(last.folded)) {
        continue;
      }
      if (
        !placeField &&
        !inCapitals &&
        run.some((x, k) => k > 0 && !CONNECTOR.test(x.folded) && !capitalised(x.word))
      ) {
        continue;
      }
      // A hyphenated or apostrophised name goes on: « Mailly » is not « Mailly-Nesle ».
      const next = tokens[j + 1];
      if (
        next &&
        /^\s*(-|['’])\s*$/.test(t.slice(last.end, next.start)) &&
        !/^\s+-\s+$/.test(t.slice(last.end, next.start))
      ) {
        continue;
      }
      if (dashed && !/^\s*(?:[-–,(]|$)/.test(t.slice(last.end))) {
        continue;
      }
      const written = t.slice(first.start, last.end);
      const key = fold(`${article}${written}`)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if (COMMON_NOUNS.has(key) && strength < 3) {
        continue;
      }
      const hits = lookup(`${article}${written}`);
      if (hits.length === 0) {
        continue;
      }
      // The département the text gives next to the name (« Cannes (06) », « 38-Seyssinet »).
      // « Ancourt (76370) »: a postal code in brackets gives it too.
      const afterCode = /^\s*\((\d{2}|2[AB]|97\d|\d{5})\)/.exec(t.slice(last.end))?.[1] ?? null;
      const after = afterCode && afterCode.length === 5 ? depOfPostalCode(afterCode) : afterCode;
      const postal = /(\d{5})\s*$/.exec(t.slice(0, first.start))?.[1];
      const hint = after ?? (postal ? depOfPostalCode(postal) : null);
      const scope = hint ? [hint] : departements;
      const inScope = scope.length > 0 ? hits.filter((h) => scope.includes(h.departement)) : hits;
      if (inScope.length === 0) {
        break; // a commune elsewhere: not the site (nor a shorter name inside it)
      }
      const [hit] = inScope;
      if (!hit) {
        break;
      }
      const one = inScope.every((h) => h.departement === hit.departement);
      const commune = hit.former ? townCase(`${article}${written}`) : typographic(hit.nom);
      found.push({
        commune,
        departement: one ? hit.departement : null,
        strength: hint ? Math.max(strength, 3) : strength,
      });
      i = j;
      break;
    }
  }
  return found.sort((a, b) => b.strength - a.strength);
}

/** Nouns a single letter labels (« Lot A », « Bâtiment A »): their « A » is not « à ». */
const LABELLED =
  /^(lot|lots|batiment|tranche|zone|bloc|type|classe|categorie|niveau|aile|partie|phase|secteur|etage|option|variante|annexe|piece|section|groupe|entree|escalier|cage|hall|plan|article|serie|grade|lettre|ilot|parcelle|modele|version|bat|tome|volet|poste|box|salle|local|porte|cellule|unite|tour|residence|immeuble|pavillon|villa)$/;

/**
 * « … au College Garibaldi A Aix-Les-Bains », « … De L'église A Ancourt »: an object written with
 * a capital on each word, where « à » lost its accent. Read so when the « A » follows a word (not
 * a noun it would label, « Lot A ») and starts no sentence; the name after it must still be a
 * commune of the notice's départements.
 */
function lostAccent(tokens: readonly Token[], i: number): boolean {
  const a = tokens[i - 1];
  const before = tokens[i - 2];
  return a?.word === 'A' && before !== undefined && !/^\d/.test(before.word) && !LABELLED.test(before.folded);
}

/** The buyer's town: its address's town, or the commune its name is (« Ville de Le Cendre », « … 80201 - PERONNE CEDEX »). */
function buyerTownIndexed(tender: TenderDetail, lookup: CommuneLookup, departements: readonly string[]): Found | null {
  const city = clean(tender.buyer.city).replace(/\s+cedex(\s*\d+)?$/i, '');
  const postal = clean(tender.buyer.postal_code);
  const name = clean(tender.buyer.name) || clean(tender.buyer_name);
  const candidates: { text: string; departement: string | null }[] = [];
  if (city) {
    candidates.push({ text: city, departement: /^\d{5}$/.test(postal) ? depOfPostalCode(postal) : null });
  }
  const own = /^(?:ville|commune|mairie)\s+(?:(de|d['’]|du|des)\s*)?(.+?)(?:\s*\(\d{2,3}\))?$/i.exec(name);
  if (own?.[2]) {
    // (« Commune du Grand-Bornand » is Le Grand-Bornand, « Commune des Houches » Les Houches.)
    const article = own[1]?.toLowerCase();
    candidates.push({
      text: article === 'du' ? `Le ${own[2]}` : article === 'des' ? `Les ${own[2]}` : own[2],
      departement: null,
    });
  }
  // « Grand Port maritime de Marseille », « CCI de Lyon », « Université de Poitiers »: a body named
  // after its town (not an intercommunal body, whose sites are in any of its communes).
  const named =
    /^(?:grand port maritime|port autonome|cci|chambre de commerce et d['’]industrie|chambre de m[ée]tiers(?: et de l['’]artisanat)?|universit[ée]|crous|chu|centre hospitalier universitaire)\s+(?:de\s+|du\s+|d['’]\s*)?(\p{L}[\p{L}'’ -]*?)\s*$/iu.exec(
      name,
    );
  if (named?.[1]) {
    candidates.push({ text: named[1], departement: null });
  }
  // « GHT 79 - CH Niort », « Centre hospitalier de Lens »: a hospital centre named after its town.
  const hospital =
    /(?:^|[\s–-])(?:C[Hh][URIuri]?|[Cc]entre [Hh]ospitalier(?: [Rr][ée]gional| [Uu]niversitaire| [Ii]ntercommunal)*)\s+(?:de\s+|du\s+|d['’]\s*)?(\p{Lu}[\p{L}'’ -]*?)\s*$/u.exec(
      name,
    );
  if (hospital?.[1]) {
    candidates.push({ text: hospital[1], departement: null });
  }
  const address = /(\d{5})\s*[-–]?\s*([\p{L}'’ -]+?)(?:\s+cedex(?:\s*\d+)?)?\s*$/iu.exec(name);
  if (address?.[2]) {
    candidates.push({ text: address[2], departement: depOfPostalCode(address[1] ?? '') });
  }
  for (const c of candidates) {
    // « Mairie de Maripa-Soula »: the index spells « Maripasoula »; hyphens and spaces folded.
    const direct = lookup(c.text);
    const joined = c.text.replace(/[-\s]+/g, '');
    const hits = (direct.length > 0 || joined === c.text ? direct : lookup(joined)).filter(
      (h) =>
        (!c.departement || h.departement === c.departement) &&
        (departements.length === 0 || departements.includes(h.departement)),
    );
    const [hit] = hits;
    if (hit) {
      const one = hits.every((h) => h.departement === hit.departement);
      return {
        commune: hit.former ? townCase(c.text) : typographic(hit.nom),
        departement: one ? hit.departement : null,
        strength: 1,
      };
    }
  }
  return null;
}

/** A town the patterns read (« 75005 Paris », « (38-Seyssinet Pariset) », « 76_Rouen_ »), if the index knows it there. */
function validated(
  town: { commune: string; departement: string | null } | null,
  lookup: CommuneLookup,
  departements: readonly string[],
): Found[] {
  if (!town) {
    return [];
  }
  const scope = town.departement ? [town.departement] : departements;
  const hits = lookup(town.commune).filter((h) => scope.length === 0 || scope.includes(h.departement));
  const [hit] = hits;
  if (!hit) {
    return [];
  }
  const one = hits.every((h) => h.departement === hit.departement);
  return [
    {
      commune: hit.former ? town.commune : typographic(hit.nom),
      departement: one ? hit.departement : null,
      strength: town.departement ? 3 : 2,
    },
  ];
}

/**
 * The other communes an object names with the site in one phrase (« des ZAE de Gretz-Armainvilliers
 * et de Tournan-en-Brie », « à Tournus et à Cuisery »), in the order of the text; none when the
 * second is elsewhere in the text (« collège de X, commune de Y »: one site, two names).
 */
function alsoNamed(title: string, first: Found, found: readonly Found[]): string[] {
  const words = (x: string) => sameWords(x).replace(/^(?:le|la|les|l) /, '');
  const text = sameWords(title);
  const others = [...new Set(found.map((f) => f.commune))].filter((c) => c !== first.commune);
  const paired = others.filter((other) =>
    [
      `${words(first.commune)} et (?:de |d |a |au |du )?${words(other)}`,
      `${words(other)} et (?:de |d |a |au |du )?${words(first.commune)}`,
    ].some((pattern) => new RegExp(`(?:^| )${pattern}(?: |$)`).test(text)),
  );
  return paired;
}

/**
 * « sur les communes de Fontenay-Trésigny, Bernay-Vilbert, Rozay-en-Brie, Voinsles et Vaudoy-en-Brie »: the communes
 * listed after the site's, each apart from the next by a comma or « et », all of the notice's départements — the
 * works' other places, in the list's order ([] unless the list has three communes or more).
 */
function listedAfter(title: string, first: string, lookup: CommuneLookup, departements: readonly string[]): string[] {
  const text = fold(clean(title)).replace(/\s+/g, ' ');
  const name = fold(first)
    .split(/[-\s']+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join("[-\\s']+");
  const m = new RegExp(`(?:^|[\\s,(])${name}(?=$|[\\s,)])`).exec(text);
  if (!m) {
    return [];
  }
  const rest = text.slice(m.index + m[0].length);
  const items = rest.split(/\s*,\s*|\s+et\s+/);
  const out: string[] = [];
  // (the first item is what follows the site's own name: empty when a separator comes next)
  for (const item of items.slice(1)) {
    const words = item.replace(/\s*\(.*$/, '').trim();
    const [hit] = words
      ? lookup(words).filter((h) => departements.length === 0 || departements.includes(h.departement))
      : [];
    if (!hit) {
      break;
    }
    out.push(typographic(hit.nom));
  }
  return items[0]?.trim() === '' && out.length >= 2 ? out : [];
}

/** Overseas collectivities (not départements) an object may name: [pattern on the folded object, name]. */
const OVERSEAS_COLLECTIVITIES: [RegExp, string][] = [
  [/\bpolynesie francaise\b|\btahiti\b/, 'Polynésie française'],
  [/\bnouvelle-caledonie\b|\bnouvelle caledonie\b/, 'Nouvelle-Calédonie'],
  [/\bwallis[- ]et[- ]futuna\b/, 'Wallis-et-Futuna'],
  [/\bsaint-pierre-et-miquelon\b/, 'Saint-Pierre-et-Miquelon'],
];

/** Landmarks an object names without its town: [pattern on the folded object, commune, département]. */
const LANDMARKS: [RegExp, string, string][] = [[/\bmusee des confluences\b/, 'Lyon', '69']];

function indexedPlace(tender: TenderDetail, lookup: CommuneLookup): Place {
  const departements = tender.departements ?? [];
  const placed = (found: Found, label: string, source: Place['source']): Place => ({
    label,
    commune: found.commune,
    ...depOf(found.departement),
    source,
  });
  const execution = clean(tender.execution_place);
  if (execution) {
    const depNamed = departementNamed(execution.replace(/\s*\(.*\)$/, ''));
    if (depNamed) {
      // « Rhône (69) » for « … du conservatoire - Lorient - Relance »: a commune of that département
      // the object names is the site's more precise name.
      const [inObject] = [tender.title, tender.description ?? '']
        .flatMap((text) => [...validated(townIn(text), lookup, [depNamed]), ...communesIn(text, lookup, [depNamed])])
        .filter((f) => f.departement === depNamed)
        .sort((a, b) => b.strength - a.strength);
      if (inObject) {
        return placed(inObject, inObject.commune, 'objet');
      }
      // A landmark whose town is sure (« musée des Confluences » is in Lyon).
      const landmark = LANDMARKS.find(([re, , dep]) => dep === depNamed && re.test(fold(tender.title)));
      const [town] = landmark ? lookup(landmark[1]).filter((h) => h.departement === depNamed) : [];
      if (town) {
        return placed(
          { commune: typographic(town.nom), departement: depNamed, strength: 2 },
          typographic(town.nom),
          'objet',
        );
      }
      return {
        label: depLabel(depNamed),
        commune: null,
        ...depOf(depNamed),
        source: 'execution',
        ...aroundOf(tender, lookup, depNamed),
      };
    }
    const [found] = communesIn(execution, lookup, departements, true);
    if (found) {
      const alone = fold(execution.replace(/\s*\((\d{2}|2[AB]|97\d)\)\s*$/, ''))
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      const single =
        alone ===
        fold(found.commune)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim();
      return placed(found, single ? found.commune : execution, 'execution');
    }
  }
  // « (PARIS VI°) », « Paris 15ème »: the arrondissement is the site's most precise name.
  const arrondissement = arrondissementIn(tender.title) ?? arrondissementIn(tender.description ?? '');
  if (arrondissement && (departements.length === 0 || departements.includes(arrondissement.departement))) {
    return {
      label: arrondissement.label,
      commune: arrondissement.commune,
      ...depOf(arrondissement.departement),
      source: 'objet',
    };
  }
  const inObjectAll = [tender.title, tender.description ?? '']
    .map(withoutBodies)
    .flatMap((text) => [...validated(townIn(text), lookup, departements), ...communesIn(text, lookup, departements)])
    .sort((a, b) => b.strength - a.strength);
  const [inObject] = inObjectAll;
  if (inObject) {
    const listed = listedAfter(tender.title, inObject.commune, lookup, departements);
    const also = listed.length > 0 ? listed : alsoNamed(tender.title, inObject, inObjectAll);
    return also.length > 0
      ? { ...placed(inObject, joinFr([inObject.commune, ...also]), 'objet'), also }
      : placed(inObject, inObject.commune, 'objet');
  }
  // « … sur le site universitaire le Bouguen à Brest. » with only the buyer's département (« CROUS de Bretagne », 35):
  // a commune the object's end names after « à », one of its name in France, is the site wherever it lies (round 28).
  const ending = /(?:^|\s)à\s+(\p{Lu}[\p{L}'’ -]{1,40}?)\s*\.?\s*$/u.exec(clean(tender.title))?.[1];
  if (!execution && ending && !isCommonNoun(ending)) {
    const hits = lookup(ending);
    const [hit] = hits;
    if (hit && !hit.former && hits.every((h) => h.departement === hit.departement)) {
      const commune = typographic(hit.nom);
      return placed({ commune, departement: hit.departement, strength: 2 }, commune, 'objet');
    }
  }
  if (execution) {
    return { label: execution, commune: null, departement: null, departementName: null, source: 'execution' };
  }
  const objectDep = /\((\d{2}|2[AB]|97\d)\)|[-–_ ](\p{L}[\p{L} -]+?)\s*\((\d{2}|2[AB]|97\d)\)/u.exec(
    clean(tender.title),
  );
  if (objectDep) {
    const name = departementNamed(objectDep[2] ?? '') ?? null;
    const code = objectDep[1] ?? objectDep[3] ?? null;
    if (name || (code && departements.includes(code))) {
      // « … dans l'Yonne (89) », « …_Maine et Loire (49) »: a département-wide operation.
      const dep = depOf(name ?? code);
      // (« … pour le compte de la Communauté d'Agglomération Cannes Pays De Lérins (06) »: its town, for the distance)
      return {
        label: depLabel(name ?? code),
        commune: null,
        ...dep,
        source: 'objet',
        ...(dep.departement ? aroundOf(tender, lookup, dep.departement) : {}),
      };
    }
  }
  // « … - Sites Gironde - ACBC … »: a département of the notice named in the object, when no commune is.
  for (const code of departements) {
    const dep = getDepartement(code);
    if (
      dep &&
      dep.name.length >= 4 &&
      dep.name !== 'Paris' &&
      new RegExp(`(?<![\\p{L}-])${dep.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u').test(
        clean(tender.title),
      )
    ) {
      // (« … des collèges du Département de l'Ardèche »: the body's préfecture for the distance — round 30)
      return {
        label: depLabel(dep.code),
        commune: null,
        ...depOf(dep.code),
        source: 'objet',
        ...aroundOf(tender, lookup, dep.code),
      };
    }
  }
  const buyer = buyerTownIndexed(tender, lookup, departements);
  if (buyer) {
    return placed(buyer, buyer.commune, 'acheteur');
  }
  // « Lot-et-Garonne (47) »: the notice's only département is the site's, though no commune is read
  // (with several, none is said: the marker stays).
  const [only] = departements;
  const landmark = LANDMARKS.find(([re, , dep]) => departements.includes(dep) && re.test(fold(tender.title)));
  const [town] = landmark ? lookup(landmark[1]).filter((h) => h.departement === landmark[2]) : [];
  if (landmark && town) {
    return placed(
      { commune: typographic(town.nom), departement: landmark[2], strength: 2 },
      typographic(town.nom),
      'objet',
    );
  }
  // « … situé en Polynésie française »: an overseas collectivity the commune index does not list is the
  // site's name (its communes are not known here).
  const collectivity = OVERSEAS_COLLECTIVITIES.find(([re]) => re.test(fold(tender.title)));
  if (collectivity) {
    return { label: collectivity[1], commune: null, departement: null, departementName: null, source: 'objet' };
  }
  // Paris is one commune and one département: a notice of Paris only is in Paris.
  const [paris] =
    only === '75' && departements.length === 1 ? lookup('Paris').filter((h) => h.departement === '75') : [];
  if (paris) {
    return placed({ commune: typographic(paris.nom), departement: '75', strength: 1 }, typographic(paris.nom), null);
  }
  if (departements.length === 1 && only && getDepartement(only)) {
    const around = aroundOf(tender, lookup, only);
    // « Commune des Gets »: a commune's works are on its own territory, the site is that commune.
    if (
      around.around &&
      !around.aroundPrefecture &&
      COMMUNE_BODY.test(fold(clean(tender.buyer.name) || clean(tender.buyer_name)))
    ) {
      return placed({ commune: around.around, departement: only, strength: 1 }, around.around, 'acheteur');
    }
    return { label: depLabel(only), commune: null, ...depOf(only), source: null, ...around };
  }
  // « Métropole Européenne de Lille » with « 59, 62 »: a local body named after its town is in that town's
  // département, its sites anywhere in its territory (the distance measured to its town).
  for (const dep of departements) {
    const around = getDepartement(dep) ? aroundOf(tender, lookup, dep) : {};
    if (around.around && !around.aroundPrefecture) {
      return { label: depLabel(dep), commune: null, ...depOf(dep), source: null, ...around };
    }
  }
  return { label: '', commune: null, departement: null, departementName: null, source: null };
}

/** Local bodies named after their town: a commune, an intercommunal body, their boards and offices. */
const LOCAL_BODY =
  /^(?:commune|ville|mairie|communaute (?:d'agglomeration|de communes|urbaine)|agglomeration|metropole|\bc[acu]\b|ccas|centre communal|syndicat|sivu|sivom|regie|office|oph|opac)\b|^[a-z' -]{3,40} (?:metropole|agglomeration|agglo)$/;

/** A commune itself (« Commune des Gets », « Ville de Saint-Malo »), not its boards nor its groupings. */
const COMMUNE_BODY = /^(?:commune|ville|mairie) (?:de|du|des|d')\b/;

/** Bodies of a whole département (folded). */
const DEPARTEMENT_BODY =
  /^(?:departement|conseil (?:departemental|general)|collectivite|sdis|service departemental|office public de l'habitat (?:du|de la|des|de l')|maison departementale)\b/;

/** The town a local buyer is named after, in the site's département (`Place.around`). */
function aroundOf(
  tender: TenderDetail,
  lookup: CommuneLookup,
  departement: string,
): { around?: string; aroundPrefecture?: true } {
  const name = clean(tender.buyer.name) || clean(tender.buyer_name);
  // A body of the whole département (its council, its fire service, its offices): its sites are anywhere in it; the
  // distance is measured to its préfecture.
  const dep = getDepartement(departement);
  // (« Habitations de Haute-Provence »: a social landlord named after its département, or the end of its name)
  const landlordOf = /^(?:habitations?|logements?|habitat) (?:de |du |des |d')(?:la |l')?(.+)$/.exec(
    fold(name).replace(/-/g, ' '),
  )?.[1];
  if (
    dep &&
    ((DEPARTEMENT_BODY.test(fold(name)) &&
      (fold(name).replace(/-/g, ' ').includes(fold(dep.name).replace(/-/g, ' ')) ||
        new RegExp(`(?<![0-9])${dep.code}(?![0-9])`).test(name))) ||
      (landlordOf !== undefined &&
        landlordOf.split(' ').length >= 2 &&
        fold(dep.name).replace(/-/g, ' ').endsWith(landlordOf))) &&
    lookup(dep.prefecture).some((h) => h.departement === dep.code)
  ) {
    return { around: dep.prefecture, aroundPrefecture: true };
  }
  if (!LOCAL_BODY.test(fold(name))) {
    return {};
  }
  const townIn = (x: string) =>
    communesIn(x, lookup, [departement], true).find((f) => f.departement === departement && !isCommonNoun(f.commune));
  // « Communauté d'Agglomération des Pays de Lérins » buys; its object names it « Communauté d'Agglomération Cannes
  // Pays De Lérins » (round 29): the town the object's name of the body says, when the buyer's own does not.
  const named = INTERCOMMUNAL_IN_OBJECT.exec(clean(tender.title))?.[1];
  const town = townIn(name) ?? (named ? townIn(named) : undefined);
  return town ? { around: town.commune } : {};
}

/** An intercommunal body named in the object (« pour le compte de la Communauté d'Agglomération Cannes Pays De Lérins »). */
const INTERCOMMUNAL_IN_OBJECT =
  /\b((?:communaut[ée] (?:d['’]agglom[ée]ration|de communes|urbaine)|agglom[ée]ration|m[ée]tropole) [^,;()]{3,60})/iu;
