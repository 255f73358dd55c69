/**
 * Where the works are. The notice's list of départements is the buyer's area (nine départements
 * for a regional buyer), not the site: the site is read from the notice's execution place, then
 * from the object text, then from the buyer's town, in that order. A département is named only
 * when the same source gives it (a postal code, « (38) », « 21 - DIJON »); nothing is named when
 * nothing is known, and the writers then print « [À compléter : lieu d’exécution] ».
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { getDepartement, normalizeDepartementCode } from '@batiao/shared/domain/departements';
import { properName } from './french.ts';
import { clean, fold } from './text.ts';

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
}

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

/** The place of the works (see the module's comment). */
export function sitePlace(tender: TenderDetail): Place {
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
