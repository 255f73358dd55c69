/**
 * One BOAMP record (Explore API v2.1 shape) → one `NormalizedNotice`, whatever the vintage of its
 * `gestion` / `donnees` trees. The flat fields are the reference; the trees add what the flat
 * fields lack (CPV codes, amounts, lots, criteria, buyer contact, documents address…).
 */
import type {
  BoampRecord,
  NoticeDescripteur,
  NoticeNature,
  NoticeState,
  NormalizedNotice,
  TypeMarche,
} from './types.ts';
import { asArray, first, isObject, objectsOf, textOf, walk, type JsonObject } from './tree.ts';
import { isoDay, normalizeDepartement, normalizeUrl, parseDeadline, plainText, truncate } from './values.ts';
import { buyerOf, dceUrlOf } from './extract/buyer.ts';
import { cpvCodesOf } from './extract/cpv.ts';
import { criteriaOf } from './extract/criteria.ts';
import { deadlineInDonnees } from './extract/deadline.ts';
import { detectDonnees } from './extract/donnees.ts';
import { durationOf } from './extract/duration.ts';
import { procedureInDonnees, procedureLabel, typeMarcheWord, typesInDonnees } from './extract/kind.ts';
import { idwebsIn, linkedIdsInTrees, winnersOf } from './extract/links.ts';
import { amountOf, lotsOf } from './extract/lots.ts';
import { lotsInText } from './extract/lots-in-text.ts';
import { awardedAmountOf } from './extract/money.ts';
import { executionPlaceOf } from './extract/place.ts';
import { descriptionsInDonnees, titlesInDonnees } from './extract/text.ts';

export const DESCRIPTION_MAX_LENGTH = 5_000;
export const TITLE_MAX_LENGTH = 1_000;

/** A record that cannot become a notice (no idweb, no publication date, no title). */
export class MalformedNoticeError extends Error {
  readonly sourceId: string | null;
  readonly reason: string;

  constructor(sourceId: string | null, reason: string) {
    super(
      sourceId === null ? `Avis BOAMP inutilisable : ${reason}` : `Avis BOAMP ${sourceId} inutilisable : ${reason}`,
    );
    this.name = 'MalformedNoticeError';
    this.sourceId = sourceId;
    this.reason = reason;
  }
}

/** `gestion` / `donnees` arrive as JSON strings (sometimes already parsed, or absent). */
function parseEmbedded(value: unknown, name: string, warnings: string[]): unknown {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  if (typeof value !== 'string') {
    return value;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    warnings.push(
      `${name} illisible (${error instanceof Error ? error.message : 'JSON invalide'}) : champs à plat seuls`,
    );
    return undefined;
  }
}

/** The v1 (`{fields}`) and v2.0 (`{record: {fields}}`) shapes carry the same fields one level down. */
function unwrap(record: JsonObject): JsonObject {
  if (record.idweb !== undefined) {
    return record;
  }
  const fields = isObject(record.record) ? record.record.fields : record.fields;
  return isObject(fields) ? fields : record;
}

function text(record: JsonObject, key: string): string | null {
  return textOf(record[key]);
}

function natureOf(record: JsonObject, gestion: unknown): { nature: NoticeNature; state: NoticeState } {
  const typeAvis = first(gestion, 'REFERENCE', 'TYPE_AVIS');
  const gestionNature = first(typeAvis, 'NATURE');
  const gestionState = first(typeAvis, 'STATUT');
  const nature = (
    text(record, 'nature') ?? (isObject(gestionNature) ? (Object.keys(gestionNature)[0] ?? '') : '')
  ).toUpperCase();
  const etat = (
    text(record, 'etat') ?? (isObject(gestionState) ? (Object.keys(gestionState)[0] ?? '') : '')
  ).toUpperCase();
  const state: NoticeState = /ANNUL/.test(etat) ? 'annulation' : /RECTIF/.test(etat) ? 'rectificatif' : 'initial';
  if (/ANNUL/.test(nature) || state === 'annulation') {
    return { nature: 'annulation', state };
  }
  if (/RECTIF/.test(nature) || state === 'rectificatif') {
    return { nature: 'rectificatif', state };
  }
  if (/ATTRIBUTION|RESULTAT/.test(nature)) {
    return { nature: 'attribution', state };
  }
  if (/APPEL_?OFFRE/.test(nature)) {
    return { nature: 'appel_offre', state };
  }
  if (/PRE.?INFORMATION/.test(nature)) {
    return { nature: 'pre_information', state };
  }
  return { nature: 'autre', state };
}

function departementsOf(record: JsonObject, gestion: unknown): string[] {
  let raw = [...asArray(record.code_departement), ...asArray(record.code_departement_prestation)];
  if (raw.every((v) => textOf(v) === null)) {
    const indexation = first(gestion, 'INDEXATION');
    raw = [...asArray(first(indexation, 'DEP_PUBLICATION')), ...asArray(first(indexation, 'DEP_PRESTATION'))];
  }
  const out: string[] = [];
  for (const value of raw) {
    const code = textOf(value);
    if (code === '20') {
      out.push('2A', '2B');
      continue;
    }
    const normalized = normalizeDepartement(code);
    if (normalized !== null) {
      out.push(normalized);
    }
  }
  return [...new Set(out)];
}

function descripteursOf(record: JsonObject, gestion: unknown): NoticeDescripteur[] {
  const codes = asArray(record.descripteur_code ?? record.dc).map(textOf);
  const labels = asArray(record.descripteur_libelle).map(textOf);
  const fromGestion = objectsOf(first(gestion, 'INDEXATION', 'DESCRIPTEURS', 'DESCRIPTEUR')).map((d) => ({
    code: textOf(d.CODE),
    label: textOf(d.LIBELLE),
  }));
  const pairs = codes.length > 0 ? codes.map((code, i) => ({ code, label: labels[i] ?? null })) : fromGestion;
  const seen = new Set<string>();
  const out: NoticeDescripteur[] = [];
  for (const { code, label } of pairs) {
    if (code === null || seen.has(code)) {
      continue;
    }
    seen.add(code);
    out.push({ code, label: label ?? fromGestion.find((d) => d.code === code)?.label ?? '' });
  }
  return out;
}

function linkedIdsOf(
  record: JsonObject,
  gestion: unknown,
  tree: ReturnType<typeof detectDonnees>,
  self: string,
): string[] {
  const ids = [...idwebsIn(record.annonce_lie), ...idwebsIn(record.annonces_anterieures)];
  const v110 = record.annonces_anterieures_schema_v110;
  if (typeof v110 === 'string' && /^\s*[[{]/.test(v110)) {
    try {
      walk(JSON.parse(v110) as unknown, ({ key, value }) => {
        if (/^idweb$/i.test(key)) {
          ids.push(...idwebsIn(value));
        }
      });
    } catch {
      // Not JSON after all: nothing to read.
    }
  }
  ids.push(...linkedIdsInTrees(gestion, tree));
  return [...new Set(ids)].filter((id) => id !== self);
}

function oneLine(value: string): string {
  return plainText(value).replace(/\s+/g, ' ').trim();
}

/**
 * The flat field and gestion of older notices carry the deadline's day only (« 2006-09-28T00:00:00+00:00 »)
 * while the notice's text gives its hour (« 28 septembre 2006, à 14 heures »): a midnight-UTC value is
 * that day, and the text's deadline on the same day is the real one. Otherwise the flat field wins.
 */
function withHourOf(flat: string | null, fromText: string | null): string | null {
  if (flat === null) {
    return fromText;
  }
  const dayOnly = flat.endsWith('T00:00:00.000Z');
  if (dayOnly && fromText !== null && parisDay(fromText) === flat.slice(0, 10)) {
    return fromText;
  }
  return flat;
}

const parisDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const parisDay = (iso: string) => parisDayFormat.format(new Date(iso));

/** Normalises one record; throws `MalformedNoticeError` when it cannot be a notice. */
export function normalizeRecord(input: unknown): NormalizedNotice {
  if (!isObject(input)) {
    throw new MalformedNoticeError(
      null,
      `enregistrement qui n’est pas un objet (${input === null ? 'null' : typeof input})`,
    );
  }
  const record = unwrap(input);
  const warnings: string[] = [];
  const gestion = parseEmbedded(record.gestion, 'gestion', warnings);
  const donneesTree = parseEmbedded(record.donnees, 'donnees', warnings);
  const sourceSchema = text(record, 'source_schema');
  const donnees = detectDonnees(donneesTree, sourceSchema);
  if (donnees.format === 'unknown') {
    warnings.push('donnees dans un format inconnu : lecture générique');
  }

  const idFromId = text(record, 'id');
  const sourceId =
    text(record, 'idweb') ??
    textOf(first(gestion, 'REFERENCE', 'IDWEB')) ??
    (idFromId !== null && /^\d{2}_\d+$/.test(idFromId) ? idFromId.replace('_', '-') : idFromId);
  if (sourceId === null) {
    throw new MalformedNoticeError(null, 'idweb absent');
  }

  const publicationDate =
    isoDay(text(record, 'dateparution')) ??
    isoDay(textOf(first(gestion, 'INDEXATION', 'DATE_PUBLICATION'))) ??
    isoDay(textOf(first(donnees.root, 'cbc:IssueDate')));
  if (publicationDate === null) {
    throw new MalformedNoticeError(sourceId, 'date de parution absente ou invalide');
  }

  const { main, extra } = descriptionsInDonnees(donnees);
  const longest = [...main].sort((a, b) => b.length - a.length)[0];
  const parts = longest === undefined ? [] : [longest];
  for (const complement of extra) {
    if (!parts.some((p) => p.includes(complement))) {
      parts.push(complement);
    }
  }
  const description = parts.length > 0 ? truncate(parts.join('\n\n'), DESCRIPTION_MAX_LENGTH) : null;

  const titleSource = [
    text(record, 'objet'),
    ...titlesInDonnees(donnees),
    textOf(first(gestion, 'INDEXATION', 'RESUME_OBJET')),
  ].find((t) => t !== null && t !== undefined && oneLine(t) !== '');
  const title = titleSource
    ? truncate(oneLine(titleSource), TITLE_MAX_LENGTH)
    : description
      ? truncate(oneLine(description), 200)
      : null;
  if (title === null) {
    throw new MalformedNoticeError(sourceId, 'objet absent');
  }

  // The notice's lots; when it has none, the lots its object text names (« Lot 2 : Charpente »).
  const structuredLots = lotsOf(donnees);
  const lots = structuredLots.length > 0 ? structuredLots : lotsInText(titleSource ?? null, description);
  // The notice's own codes (main first), then each lot's in order, then any code found elsewhere.
  const cpvCodes = [
    ...new Set([
      ...cpvCodesOf(donnees.root, { lots: false }),
      ...lots.flatMap((l) => l.cpvCodes),
      ...cpvCodesOf(donnees.root),
    ]),
  ];

  const flatTypes = asArray(record.type_marche)
    .map((v) => textOf(v))
    .map((v) => (v === null ? null : typeMarcheWord(v)))
    .filter((v): v is TypeMarche => v !== null);
  const typeMarche = flatTypes.length > 0 ? [...new Set(flatTypes)] : typesInDonnees(donnees);

  const flatProcedure = text(record, 'procedure_libelle');
  const procedure =
    (flatProcedure !== null && !/\bNC\b/.test(flatProcedure) ? flatProcedure : null) ??
    procedureLabel(text(record, 'type_procedure')) ??
    procedureInDonnees(donnees);

  const deadline = withHourOf(
    parseDeadline(text(record, 'datelimitereponse')) ??
      parseDeadline(textOf(first(gestion, 'INDEXATION', 'DATE_LIMITE_REPONSE'))),
    deadlineInDonnees(donnees),
  );

  const buyer = buyerOf(donnees, text(record, 'nomacheteur'), text(record, 'objet'));
  const winners = [...asArray(record.titulaire).map(textOf), ...winnersOf(donnees)].filter((w) => w !== null);
  const seenWinners = new Set<string>();
  const uniqueWinners = winners
    .map((w) => oneLine(w))
    .filter((w) => {
      const key = w.toLowerCase();
      if (w === '' || seenWinners.has(key)) {
        return false;
      }
      seenWinners.add(key);
      return true;
    });

  const famille =
    text(record, 'famille') ?? Object.keys(first(first(gestion, 'REFERENCE', 'TYPE_AVIS'), 'FAMILLE') ?? {})[0] ?? null;

  return {
    sourceId,
    ...natureOf(record, gestion),
    linkedSourceIds: linkedIdsOf(record, gestion, donnees, sourceId),
    title,
    description,
    buyer,
    departements: departementsOf(record, gestion),
    cpvCodes,
    descripteurs: descripteursOf(record, gestion),
    typeMarche,
    procedure,
    publicationDate,
    deadline,
    amountCents: amountOf(donnees, lots),
    awardedAmountCents: awardedAmountOf(donnees.root),
    lots,
    criteria: criteriaOf(donnees),
    executionPlace: executionPlaceOf(donnees),
    durationMonths: durationOf(donnees),
    dceUrl: dceUrlOf(donnees, gestion, buyer),
    noticeUrl:
      normalizeUrl(text(record, 'url_avis')) ??
      `https://www.boamp.fr/pages/avis/?q=idweb:${encodeURIComponent(sourceId)}`,
    winners: uniqueWinners,
    famille,
    sourceSchema,
    donneesFormat: donnees.format,
    warnings,
    raw: input as BoampRecord,
  };
}

/**
 * Building work, as the product keeps it: a TRAVAUX contract, or a CPV code of division 45
 * (construction work, lots included), or a BOAMP descripteur of one of the trades
 * (`buildingDescripteurCodes`, given by the caller from the trade taxonomy).
 */
export function isBuildingWork(notice: NormalizedNotice, buildingDescripteurCodes: ReadonlySet<string>): boolean {
  return (
    notice.typeMarche.includes('TRAVAUX') ||
    notice.cpvCodes.some((code) => code.startsWith('45')) ||
    notice.descripteurs.some((d) => buildingDescripteurCodes.has(d.code))
  );
}

export interface NormalizedDay {
  notices: NormalizedNotice[];
  /** Records that could not be normalised, with the reason; the others are unaffected. */
  errors: { sourceId: string | null; reason: string }[];
}

/** Normalises a day's records; one bad record is counted in `errors`, never thrown. Later duplicates of an idweb win. */
export function normalizeDay(records: readonly unknown[]): NormalizedDay {
  const byId = new Map<string, NormalizedNotice>();
  const errors: NormalizedDay['errors'] = [];
  for (const record of records) {
    try {
      const notice = normalizeRecord(record);
      byId.delete(notice.sourceId);
      byId.set(notice.sourceId, notice);
    } catch (error) {
      if (error instanceof MalformedNoticeError) {
        errors.push({ sourceId: error.sourceId, reason: error.reason });
      } else {
        const sourceId = isObject(record) ? textOf(record.idweb) : null;
        errors.push({
          sourceId,
          reason: `erreur inattendue : ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  }
  return { notices: [...byId.values()], errors };
}
