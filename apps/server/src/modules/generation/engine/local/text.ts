/**
 * Small text helpers of the local engine: folding for keyword detection, deterministic choice of
 * phrasings, French formatting of dates and amounts. Everything is pure and deterministic.
 */
import { formatFrenchDate } from '@batiao/shared/domain/dates';

export const NBSP = '\u00a0';

/** Lowercase, without accents, typographic apostrophes turned into ASCII ones, "œ" → "oe". */
export function fold(value: string): string {
  return value
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** FNV-1a, 32 bits: a stable hash for choosing phrasings. */
export function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** One of `options`, chosen from the seed and a salt: the same tender always gets the same choice. */
export function pick<T>(seed: string, salt: string, options: readonly T[]): T {
  const index = hash(`${seed}|${salt}`) % options.length;
  return options[index] as T;
}

/** Tender text as plain, single-spaced text (kept verbatim otherwise: never interpreted). */
export function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts a long text at a sentence or word boundary. */
export function truncate(value: string, max: number): string {
  const text = clean(value);
  if (text.length <= max) {
    return text;
  }
  const cut = text.slice(0, max);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > max * 0.5) {
    return cut.slice(0, sentenceEnd + 1);
  }
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max).replace(/[,;:\s]+$/, '')}…`;
}

export function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function lowerFirst(value: string): string {
  // Keep acronyms ("DTU", "VRD") as they are.
  if (/^[A-ZÀ-Ý]{2,}/.test(value)) {
    return value;
  }
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/**
 * "a", "a et b", "a, b et c". An item that holds its own « et » (« intempéries et vent ») is not
 * put next to the conjunction when another can be: never « A et B et C ». When every item holds
 * one, the last joins with « ainsi que ».
 */
export function joinFr(items: readonly string[], conjunction = 'et'): string {
  if (items.length === 0) {
    return '';
  }
  if (items.length === 1) {
    return items[0] as string;
  }
  // An « et » inside a quoted name (« Plâtrerie et peinture ») does not read as the list's.
  const hasEt = (x: string) =>
    new RegExp(`(?<![\\p{L}])${conjunction}(?![\\p{L}])`, 'u').test(x.replace(/«[^»]*»/g, ''));
  const list = [...items];
  // The last two items are those the conjunction joins: move plain items there when there are some.
  const plain = list.filter((x) => !hasEt(x));
  const compound = list.filter((x) => hasEt(x));
  const ordered = compound.length > 0 && plain.length > 0 ? [...compound, ...plain] : list;
  const last = ordered[ordered.length - 1] as string;
  const beforeLast = ordered[ordered.length - 2] as string;
  const glue = hasEt(last) || hasEt(beforeLast) ? 'ainsi que' : conjunction;
  // « ainsi qu’habillages », « ainsi qu’une reprise »: « que » elides before a vowel or a mute h.
  const joined = glue === 'ainsi que' && elides(last) ? 'ainsi qu’' : `${glue} `;
  return `${ordered.slice(0, -1).join(', ')} ${joined}${last}`;
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** « 23 novembre 2026 », « 1er décembre 2026 » (Europe/Paris): the shared French date. */
export const frenchDate = formatFrenchDate;

/**
 * « 15 décembre 2026 à 12 h 00 » (Europe/Paris). A deadline known by its day only is stored at midnight UTC
 * (no buyer closes at 1 or 2 a.m.): its day alone is written, never « à 02 h 00 ».
 */
export function frenchDateTime(instant: Date): string {
  if (instant.getUTCHours() === 0 && instant.getUTCMinutes() === 0 && instant.getUTCSeconds() === 0) {
    return frenchDate(instant);
  }
  const [h, m] = timeFormat.format(instant).split(':');
  return `${frenchDate(instant)} à ${h}${NBSP}h${NBSP}${m}`;
}

/** A "YYYY-MM-DD" calendar date in French (« 12 décembre 2026 »). */
export function frenchCalendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return frenchDate(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)));
}

export function parseInstant(value: string | null | undefined): Date | null {
  if (!value) {
    return null;
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** « 45 000 € HT » from euros. */
export function euros(amount: number): string {
  return `${integerFormat.format(Math.round(amount))}${NBSP}€${NBSP}HT`;
}

/** « 45 000 € HT » from integer cents. */
export function eurosFromCents(cents: number): string {
  return euros(cents / 100);
}

export function integer(value: number): string {
  return integerFormat.format(value);
}

/** « 1 mois », « 6 mois », « 2,5 mois ». */
export function months(value: number): string {
  const text = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
  return `${text}${NBSP}mois`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${integer(count)}${NBSP}${count > 1 ? pluralForm : singular}`;
}

/** Joins paragraphs with the blank line of the text convention, dropping empty ones. */
export function paragraphs(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim())
    .join('\n\n');
}

/** Bullet lines ("- …"), one per item. */
export function bullets(items: readonly string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

/** Words starting with a mute h (they elide: « l’hôpital », « qu’habillages »); any other h is aspirated. */
const MUTE_H =
  /^h(?:[ôo]pita|[ôo]tel|abita|abill|abilit|eure|ygi[èe]n|uisseri|umidit|armonis|[ée]berg|erbe|iver|istoi|istori|omme|orai|orizon|uile|ydrau|ypoth)/i;
/** True when a word is said with a vowel first, so that « de », « que », « le », « la » elide before it. */
export function elides(word: string): boolean {
  return /^[aeiouàâäéèêëîïôöûüœ]/i.test(word) || MUTE_H.test(word);
}

/** Nouns ending like an infinitive (-er, -ir, -oir, -re): after « de le », « à les », an article, not a pronoun. */
const NOUN_LIKE_INFINITIVE =
  /^(?:chantier|plancher|escalier|atelier|quartier|cahier|papier|palier|acier|foyer|m[ée]tier|dossier|calendrier|premier|dernier|entier|particulier|ouvrier|usager|passager|[ée]tranger|[ée]colier|pompier|policier|infirmier|cuisinier|jardinier|menuisier|charpentier|serrurier|plombier|carrelier|mobilier|gravier|tablier|clocher|rocher|sentier|verger|danger|courrier|fichier|clavier|cellier|fer|laser|conteneur|container|soir|devoir|pouvoir|savoir|loisir|d[ée]sir|plaisir|avenir|chaudronnier|grenier|pilier|potager|r[ée]servoir|couloir|trottoir|dortoir|miroir|tiroir|comptoir|abattoir|lavoir|manoir|espoir|terroir|affaire|cadre|ordre|d[ée]sordre|poudre|foudre|cylindre|m[ée]andre|cendre|lettre|ma[îi]tre|cloître|empire|navire|d[ée]lire|sourire|martyre|satire)s?$/i;
/** Infinitives in -re (« prendre », « construire », « mettre », « faire »): most words in -re are nouns. */
const INFINITIVE_IN_RE =
  /(?:dre|[^oa]ire|uire|ttre|[aoîi]ître|aitre|oitre|suivre|vivre|vaincre|ompre|clure|^(?:d[ée]|re|satis|contre|par)?faire|^taire|plaire|^(?:ex|dis|sous)?traire|^(?:ac)?croire|^boire|^être)$/i;
/**
 * True when a word after « de le », « à les »… is an infinitive, the « le »/« les » then a pronoun (« afin de
 * les vérifier », « de le reprendre ») that no contraction touches; « de le conservatoire » is an article.
 */
export function isInfinitive(word: string): boolean {
  if (NOUN_LIKE_INFINITIVE.test(word)) {
    return false;
  }
  if (/(?:er|ir)$/i.test(word)) {
    return true;
  }
  if (/oir$/i.test(word)) {
    return /(?:voir|valoir|vouloir|falloir|seoir|mouvoir|pleuvoir|choir)$/i.test(word);
  }
  return INFINITIVE_IN_RE.test(word);
}

/** « de « pose » », « d’« installation de chantier » »: « de » before a quoted name elides as before the name. */
export function deQuoted(name: string): string {
  return `${elides(name) ? 'd’' : 'de '}« ${name} »`;
}

/** Acronyms of public buyers and the article French puts before them (« la DRAC », « le SDIS », « l’OPH »). */
const ACRONYM_ARTICLES: Record<string, 'la' | 'le' | 'l’'> = {
  drac: 'la',
  ddt: 'la',
  ddtm: 'la',
  dreal: 'la',
  dir: 'la',
  dirm: 'la',
  sncf: 'la',
  ratp: 'la',
  spl: 'la',
  spla: 'la',
  seml: 'la',
  saem: 'la',
  semop: 'la',
  // (a société d’équipement: « la SEBL Grand Est », « la SEDA », « la SEMAPA »)
  sebl: 'la',
  seda: 'la',
  semapa: 'la',
  cdc: 'la',
  cstb: 'le',
  chru: 'le',
  chd: 'le',
  chsf: 'le',
  enp: 'l’',
  ensa: 'l’',
  ensam: 'l’',
  epsm: 'l’',
  eps: 'l’',
  epms: 'l’',
  ime: 'l’',
  iem: 'l’',
  epic: 'l’',
  cnfpt: 'le',
  dgac: 'la',
  dga: 'la',
  sga: 'le',
  usid: 'l’',
  sid: 'le',
  crd: 'le',
  crr: 'le',
  chic: 'le',
  ta: 'le',
  caue: 'le',
  sem: 'la',
  cpam: 'la',
  caf: 'la',
  cci: 'la',
  cma: 'la',
  dgfip: 'la',
  carsat: 'la',
  cc: 'la',
  ca: 'la',
  cu: 'la',
  sdis: 'le',
  chu: 'le',
  ch: 'le',
  chr: 'le',
  chs: 'le',
  chi: 'le',
  ccas: 'le',
  cias: 'le',
  cnrs: 'le',
  crous: 'le',
  sivu: 'le',
  sivom: 'le',
  smictom: 'le',
  sictom: 'le',
  siaep: 'le',
  sdea: 'le',
  syded: 'le',
  gip: 'le',
  ght: 'le',
  cea: 'le',
  cnes: 'le',
  cd: 'le',
  sgami: 'le',
  sdec: 'le',
  sydec: 'le',
  smabtp: 'la',
  oph: 'l’',
  opac: 'l’',
  epf: 'l’',
  ept: 'l’',
  epa: 'l’',
  epci: 'l’',
  ehpad: 'l’',
  onf: 'l’',
  inrae: 'l’',
  inserm: 'l’',
  iut: 'l’',
  ugap: 'l’',
  'ap-hp': 'l’',
  'ap-hm': 'l’',
  esat: 'l’',
  insa: 'l’',
  ens: 'l’',
  uga: 'l’',
  oppic: 'l’',
  esid: 'l’',
  brgm: 'le',
  sftrf: 'la',
  mjc: 'la',
  cash: 'le',
  sgar: 'le',
};

/** The article of an institution's name: "Commune de …" → "la", "Département …" → "le", "DRAC …" → "la", null when unsure. */
export function articleOf(name: string): 'la' | 'le' | 'l’' | null {
  const article = bareArticleOf(name);
  // « l’Université de Franche-Comté », « l’Agence … »: la/le elide before a vowel (a name
  // written in words; an acronym's article is the table's).
  const first = name.split(/[\s’',]/)[0] ?? '';
  if ((article === 'la' || article === 'le') && !/^[A-Z][A-Z-]+$/.test(first) && elides(first)) {
    return 'l’';
  }
  return article;
}

function bareArticleOf(name: string): 'la' | 'le' | 'l’' | null {
  const raw = name.split(/[\s’',]/)[0] ?? '';
  const first = fold(raw);
  if (/^[A-Z][A-Z-]{1,5}$/.test(raw) && ACRONYM_ARTICLES[first]) {
    return ACRONYM_ARTICLES[first] ?? null;
  }
  // « SYDEC », « SIAEP », « SIVOM », « SYDEEL66 »: a syndicat's acronym (« le SYDEC », « lancée par le SYDEC »).
  if (/^S[YI][A-Z]{2,5}\d{0,3}$/.test(raw)) {
    return 'le';
  }
  // « SDED 52 », « SDE 35 », « SDEA »: a départemental energy syndicate (« le SDED 52 »).
  if (/^SDE[A-Z]{0,4}\d{0,3}$/.test(raw)) {
    return 'le';
  }
  // « GHT », « GHU », « GHSIF », « GHPSO »: a hospital group (« le groupe hospitalier … »).
  if (/^GH[A-Z]{0,4}$/.test(raw)) {
    return 'le';
  }
  if (
    /^(commune|ville|communaute|metropole|eurometropole|region|direction|prefecture|collectivite|caisse|chambre|universite|mairie|societe|regie|agence|maison|fondation|federation|cite|residence|conservation|delegation|division|base|compagnie|cour)$/.test(
      first,
    )
  ) {
    return 'la';
  }
  if (
    /^(departement|centre|conseil|syndicat|service|sivu|sivom|groupement|senat|college|lycee|ministere|rectorat|secretariat|bailleur|port|parc|musee|grand|pole|theatre|chateau|domaine|tribunal|palais|commissariat|conservatoire|foyer|gouvernement|territoire)$/.test(
      first,
    )
  ) {
    return 'le';
  }
  if (
    /^(office|etablissement|ehpad|hopital|institut|opac|opah|ecole|academie|association|etat|assistance|agglomeration|assemblee)$/.test(
      first,
    )
  ) {
    return 'l’';
  }
  return null;
}

/** An institution's name after a preposition: ("de", "Département de la Loire") → "du Département de la Loire". */
export function withArticle(name: string, preposition: '' | 'de' | 'à' | 'par' | 'avec' | 'pour' = ''): string {
  const article = articleOf(name);
  const glue = (a: string) => (a === 'l’' ? `${a}${name}` : `${a} ${name}`);
  if (article === null) {
    return preposition ? `${preposition} ${name}` : name;
  }
  if (preposition === 'de') {
    return article === 'le' ? `du ${name}` : `de ${glue(article)}`;
  }
  if (preposition === 'à') {
    return article === 'le' ? `au ${name}` : `à ${glue(article)}`;
  }
  return preposition ? `${preposition} ${glue(article)}` : glue(article);
}

/** A text to match literally inside a regular expression. */
export const escapeRegExp = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
