/**
 * One BOAMP notice, whatever the schema vintage it was published in (Boamp_v110 2006–2015,
 * Boamp_v230 2015–2023, eForms UBL for EU notices since late 2023, the national camelCase format
 * of 2024+). Built by `normalizeRecord` from an Explore API v2.1 record.
 */

/** A record as the Explore API v2.1 returns it in `results` (flat fields, `gestion` and `donnees` as JSON strings). */
export type BoampRecord = Readonly<Record<string, unknown>>;

/**
 * What the notice is:
 * - `appel_offre`: a call for tenders (avis de marché, concession, concours);
 * - `rectificatif`: `nature` RECTIFICATIF, or any notice whose `etat` is RECTIFICATIF. Two forms
 *   exist: a short correction of an earlier notice (national notices, 2006 notices), and the eForms
 *   change notice (nature APPEL_OFFRE, etat RECTIFICATIF) that republishes the whole notice with
 *   its corrections. Both point to the original through `linkedSourceIds` when the source says so;
 *   when no original is known, the notice carries enough (title, deadline…) to stand alone;
 * - `annulation`: `nature` ANNULATION or `etat` ANNULATION / AVIS_ANNULE;
 * - `attribution`: a result (avis d'attribution / résultat de marché);
 * - `pre_information`: a prior information notice;
 * - `autre`: anything else (e.g. EX_ANTE_VOLONTAIRE).
 */
export type NoticeNature = 'appel_offre' | 'rectificatif' | 'annulation' | 'attribution' | 'pre_information' | 'autre';

/** The notice's state as the BOAMP gives it in `etat` (or gestion's STATUT). */
export type NoticeState = 'initial' | 'rectificatif' | 'annulation';

export type TypeMarche = 'TRAVAUX' | 'SERVICES' | 'FOURNITURES';

/** Which `donnees` tree the notice was read from. */
export type DonneesFormat = 'v110' | 'v230' | 'eforms' | 'national' | 'unknown' | 'none';

export interface NoticeBuyer {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The buyer's own web site. */
  url: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** The buyer profile (profil d'acheteur): the platform where the buyer publishes its consultations. */
  profileUrl: string | null;
}

export interface NoticeDescripteur {
  code: string;
  label: string;
}

export interface NoticeLot {
  /** As the notice numbers it: "1", "2016-52", "LOT-0001"; null when unnumbered. */
  number: string | null;
  title: string | null;
  description: string | null;
  /** 8-digit CPV codes of the lot, main first. */
  cpvCodes: string[];
  /** Estimated value of the lot, integer euro cents (EUR only). */
  amountCents: number | null;
}

export interface NoticeCriterion {
  label: string;
  /** Weight as written (a percentage or points), null when not given. */
  weight: number | null;
}

export interface NormalizedNotice {
  /** The BOAMP `idweb`, primary key of the source. */
  sourceId: string;
  nature: NoticeNature;
  state: NoticeState;
  /** Other notices this one refers to (the original of a rectificatif, annulation or award), without itself. */
  linkedSourceIds: string[];
  title: string;
  /** The fullest description found, plain text, at most 5 000 characters. */
  description: string | null;
  buyer: NoticeBuyer;
  /** Département codes ('01'…'95', '2A', '2B', '971'…), deduplicated. */
  departements: string[];
  /** 8-digit CPV codes (no check digit), the main one first, lot codes included, deduplicated. */
  cpvCodes: string[];
  descripteurs: NoticeDescripteur[];
  typeMarche: TypeMarche[];
  /** Procedure label ("Procédure ouverte", "Procédure adaptée"…), null when not communicated. */
  procedure: string | null;
  /** 'YYYY-MM-DD'. */
  publicationDate: string;
  /** Deadline for tenders (or applications), ISO 8601 in UTC, null when none is given. */
  deadline: string | null;
  /** Estimated value, integer euro cents (EUR only); the sum of the lots' values when only they are given. */
  amountCents: number | null;
  /** Awarded value on a result notice, integer euro cents (EUR only). */
  awardedAmountCents: number | null;
  lots: NoticeLot[];
  criteria: NoticeCriterion[];
  executionPlace: string | null;
  durationMonths: number | null;
  /** Where the consultation documents (DCE) are: document URL, consultation URL, or the buyer profile. */
  dceUrl: string | null;
  /** The official notice page on boamp.fr. */
  noticeUrl: string;
  /** Winners named by a result notice. */
  winners: string[];
  /** JOUE, FNS, MAPA, DSP… */
  famille: string | null;
  /** `source_schema` as given (Boamp_v110.xsd, Boamp_v230.xsd, 3.2.5…). */
  sourceSchema: string | null;
  /** The `donnees` tree that was read. */
  donneesFormat: DonneesFormat;
  /** What could not be read (e.g. an unparsable `donnees` string): the flat fields were used instead. */
  warnings: string[];
  /** The record exactly as received. */
  raw: BoampRecord;
}
