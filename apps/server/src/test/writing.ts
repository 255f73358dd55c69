/**
 * Shared set-up of the writing engine's tests (modules/generation/engine/local/*.test.ts).
 *
 * - `contextFor` builds the context of a made-up tender: the trade's fixture tender with the given
 *   object (no lots, no criteria), answered with the complete profile unless told otherwise;
 * - `realContext`, `findRealNotice`, `realNoticeContext`, `realNoticeIfAny`, `itOnRealNotices` and
 *   `PROFILES` read the
 *   real BOAMP notices of `../shared/data` (when present) and answer them with both profiles;
 * - `writtenFor` generates the response and gives its whole text (letter, sections and tables, as
 *   the buyer reads it), each section, the kinds of work read — and fails the calling test on a
 *   seam of the French layer or a retired standard unless told not to check them (`UNCHECKED`:
 *   neither, for the tests that check their own text);
 * - `communes`, `isPlace` and `withCommunes` read places with the commune index, `quoted` writes a
 *   name as the engine quotes it, `tenderAt` makes up a tender at a given commune, `bySection`
 *   gives the usual sections with their rows by name (`writtenBySection`: with the text, the
 *   equipment table and the kinds read);
 * - `writtenForTitle` answers a made-up tender by its object (and descripteurs), `eachProfile` a real
 *   notice with each profile, `buyerText` joins what the buyer reads of a response;
 * - `writtenForRealNotice` answers the real notice `findRealNotice` finds, reading places with the
 *   commune index and checking nothing (the test checks its own text);
 * - `realRecordsOrWarn`, `gradingNotice`, `expectPhasesSumToOne` and `expectNoWrongReference` serve
 *   the trades' knowledge checks;
 * - `renderedFor` gives what the consistency checks read of a made-up tender's memoir: its text
 *   (sections and rows but the references, failing the test on a seam), the method's steps, the
 *   planning's phases, the waste flows and the kinds of work read.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { CompanyProfile } from '@batiao/shared/contracts/company';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { expect, it } from 'vitest';
import {
  buildTender,
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  realNoticesWhere,
  realRecordsAvailable,
  realNotices,
  REAL_RECORDS_FILE,
  TENDER_FIXTURES,
  tenderOfNotice,
  type RealNotice,
} from './fixtures/generation.ts';
import { createLocationsService } from '../modules/locations/locations.service.ts';
import { normalizeRecord } from '../integrations/boamp/normalize.ts';
import { noticeText as noticeTextOf } from '../modules/generation/notice-text.ts';
import { readRealRecords } from './fixtures/boamp/real-records.ts';
import { analyse, type LocalContext } from '../modules/generation/engine/local/analysis.ts';
import { KNOWLEDGE } from '../modules/generation/engine/local/knowledge/index.ts';
import { generateLocally } from '../modules/generation/engine/local/local-engine.ts';
import type { CommuneLookup } from '../modules/generation/engine/local/place.ts';
import { retiredCitations } from '../modules/generation/engine/local/register.ts';
import { seamsIn } from '../modules/generation/engine/local/seams.ts';

export type { LocalContext, RealNotice };
/** A company profile, as the tests give it. */
export type Company = CompanyProfile;
export { realNoticesWhere, realRecordsAvailable };

const locations = createLocationsService();

/** The communes a name designates, from the commune index (built on first use). */
export const communes: CommuneLookup = (name) => locations.communesNamed(name);

/** Whether the words name a commune of the index. */
export const isPlace = (words: string): boolean => communes(words).length > 0;

/** `context` reading places with the commune index, as the server does. */
export function withCommunes(context: LocalContext): LocalContext {
  return { ...context, communes };
}

/** A name quoted as the engine quotes it (non-breaking spaces inside the guillemets). */
export const quoted = (name: string): string => `«\u00a0${name}\u00a0»`;

/** Both profiles a real notice is answered with: the complete one, then the empty one. */
export const PROFILES: Company[] = [FULL_COMPANY, EMPTY_COMPANY];

/** What a made-up tender says beyond its trade and object. */
export interface TenderOptions {
  /** The descripteurs' labels, numbered from `firstCode` (none by default). */
  descripteurs?: string[];
  /** The code of the first descripteur (1 by default). */
  firstCode?: number;
  /** The tender's description ('' by default). */
  description?: string;
  /** Any other field of the tender, set last. */
  extra?: Partial<TenderDetail>;
  /** The notice's text ('' by default). */
  noticeText?: string;
  /** The profile answering (the complete one by default). */
  company?: Company;
}

/** The context of the trade's fixture tender with object `title`, no lots and no criteria. */
export function contextFor(trade: TradeSlug, title: string, options: TenderOptions = {}): LocalContext {
  const { descripteurs = [], firstCode = 1, description = '', extra = {}, noticeText = '' } = options;
  const tender: TenderDetail = {
    ...TENDER_FIXTURES[trade],
    lots: [],
    criteria: [],
    title,
    description,
    descripteurs: descripteurs.map((label, i) => ({ code: String(firstCode + i), label })),
    ...extra,
  };
  return makeContext({ tender, noticeText, trade, company: options.company ?? FULL_COMPANY });
}

/** A made-up tender at a commune, its town hall buying (Villeurbanne's by default). */
export interface MadeTender {
  title: string;
  /** The buyer's name (« Commune de <city> » by default). */
  buyer?: string;
  city?: string;
  postal?: string;
  dep?: string;
  depName?: string;
  /** The tender's id (« fx-<trade> » by default). */
  id?: string;
  /** The notice's number (« 26-130000 » by default). */
  sourceId?: string;
}

/** The tender `spec` describes: a 3-month adapted procedure due on 18 December 2026, CPV 45000000. */
export function tenderAt(trade: TradeSlug, spec: MadeTender): TenderDetail {
  const city = spec.city ?? 'Villeurbanne';
  const postal = spec.postal ?? '69100';
  return buildTender({
    id: spec.id ?? `fx-${trade}`,
    sourceId: spec.sourceId ?? '26-130000',
    trade,
    title: spec.title,
    description: '',
    buyer: { name: spec.buyer ?? `Commune de ${city}`, address: '1 place de la Mairie', postal_code: postal, city },
    departement: spec.dep ?? '69',
    departementName: spec.depName ?? 'Rhône',
    executionPlace: `${postal} ${city}`,
    deadline: '2026-12-18T11:00:00.000Z',
    amount: null,
    cpv: ['45000000'],
    procedure: 'Procédure adaptée',
    durationMonths: 3,
  });
}

/** The context of a real notice answered as `trade` (the notice's own by default) with `company`. */
export function realContext(
  notice: RealNotice,
  company: Company = FULL_COMPANY,
  trade: TradeSlug = notice.trade,
): LocalContext {
  return withCommunes(makeContext({ tender: notice.tender, noticeText: notice.noticeText, trade, company }));
}

/** Which real notice to take among those of `trade` whose folded object matches the pattern. */
export interface RealNoticeOptions {
  /** Its BOAMP id (the first match by default). */
  id?: string;
  /** How many matching notices to look through (5 with an id, 1 without, by default). */
  among?: number;
}

/** The real notice asked for; throws (failing the test) when it is not among the records. */
export function findRealNotice(trade: TradeSlug, pattern: RegExp, options: RealNoticeOptions = {}): RealNotice {
  const { id } = options;
  const notices = realNoticesWhere(trade, pattern, options.among ?? (id ? 5 : 1));
  const found = id ? notices.find((n) => n.tender.source_id === id) : notices[0];
  if (!found) {
    throw new Error(`real notice not found: ${id ?? ''} ${String(pattern)}`);
  }
  return found;
}

/**
 * A real notice of any nature (an award or a rectification: `findRealNotice` reads calls only), read as the call
 * it refers to, as `render:response --any-nature` reads it; throws (failing the test) when it is not among the records.
 */
export function anyNatureNotice(id: string, trade: TradeSlug): RealNotice {
  for (const raw of readRealRecords()) {
    try {
      const notice = normalizeRecord(raw);
      if (notice.sourceId === id) {
        return { trade, tender: tenderOfNotice(notice, trade), noticeText: noticeTextOf(raw) };
      }
    } catch {
      // not a notice the normaliser reads
    }
  }
  throw new Error(`real notice not found: ${id}`);
}

/** Each profile's response to a real notice of any nature (`anyNatureNotice`). */
export function eachProfileAnyNature(id: string, trade: TradeSlug, check: (r: Written) => void): void {
  const notice = anyNatureNotice(id, trade);
  for (const company of PROFILES) {
    check(writtenFor(realContext(notice, company), { seams: false }));
  }
}

/** The context of the real notice `findRealNotice` finds, answered with `company`. */
export function realNoticeContext(
  trade: TradeSlug,
  pattern: RegExp,
  company: Company = FULL_COMPANY,
  options: RealNoticeOptions = {},
): LocalContext {
  return realContext(findRealNotice(trade, pattern, options), company);
}

function warnMissing(): void {
  console.warn(`Real notices skipped: ${REAL_RECORDS_FILE} is missing.`);
}

/** `findRealNotice`, or undefined (with a message) when the real records are absent. */
export function realNoticeIfAny(
  trade: TradeSlug,
  pattern: RegExp,
  options: RealNoticeOptions = {},
): RealNotice | undefined {
  if (!realRecordsAvailable()) {
    warnMissing();
    return undefined;
  }
  return findRealNotice(trade, pattern, options);
}

/** Whether the real records are present; says they are skipped when they are not. */
export function realRecordsOrWarn(): boolean {
  if (realRecordsAvailable()) {
    return true;
  }
  warnMissing();
  return false;
}

/** The grading set's notice `id` of `trade` (four notices a trade), if it holds it. */
export function gradingNotice(trade: TradeSlug, id: string): RealNotice | undefined {
  return realNotices(4).find((n) => n.trade === trade && n.tender.source_id === id);
}

/** Fails the calling test unless the phases of each trade's knowledge, and of each kind of work, sum to 1. */
export function expectPhasesSumToOne(trades: TradeSlug[]): void {
  for (const trade of trades) {
    const kb = KNOWLEDGE[trade];
    for (const phases of [kb.phases, ...(kb.sousTypes ?? []).map((s) => s.phases ?? kb.phases)]) {
      expect(phases.reduce((sum, p) => sum + p.part, 0)).toBeCloseTo(1, 6);
    }
  }
}

/**
 * Fails the calling test on a `wrong` reference, or a retired standard the buyer's own text does not
 * quote, in the letter and sections answering the grading set's notices of `trades` with both
 * profiles (a 2006 notice may cite the Code des marchés publics: quoting it is not citing it). Checks
 * nothing, with a message, when the real records are absent.
 */
export function expectNoWrongReference(trades: TradeSlug[], wrong: RegExp[]): void {
  if (!realRecordsOrWarn()) {
    return;
  }
  const notices = realNotices(4).filter((n) => trades.includes(n.trade));
  expect(notices.length).toBeGreaterThan(0);
  for (const n of notices) {
    for (const company of [EMPTY_COMPANY, FULL_COMPANY]) {
      const { content } = generateLocally(
        makeContext({ tender: n.tender, noticeText: n.noticeText, trade: n.trade, company }),
      );
      const text = [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n\n');
      for (const reference of wrong) {
        expect(text, `${n.trade} ${n.tender.source_id}`).not.toMatch(reference);
      }
      const cited = new Set(
        retiredCitations(
          `${n.tender.title} ${n.tender.description} ${n.noticeText} ${n.tender.lots.map((l) => `${l.title} ${l.description ?? ''}`).join(' ')}`,
        ),
      );
      expect(retiredCitations(text).filter((r) => !cited.has(r))).toEqual([]);
    }
  }
}

/** `it` when the real records are present, `it.skip` (with a message) otherwise. */
export function itOnRealNotices(): typeof it | typeof it.skip {
  if (realRecordsAvailable()) {
    return it;
  }
  warnMissing();
  return it.skip;
}

/** What `writtenFor` checks and how it joins the text. */
export interface WriteOptions {
  /** Fail on a seam of the French layer (true by default; false for real objects carrying their own). */
  seams?: boolean;
  /** Fail on a retired standard (true by default). */
  retired?: boolean;
  /** Put the tables' column headers in `text` (true by default; their rows always are). */
  columns?: boolean;
}

/** `writtenFor` checking neither seams nor retired standards (the test checks its own text). */
export const UNCHECKED: WriteOptions = { seams: false, retired: false };

type Section = ReturnType<typeof generateLocally>['content']['memoire_sections'][number];

/** A section by its key, or by its title when given a pattern. */
export type SectionOf = string | RegExp;

/** The response to `context`: its whole text, its sections and the kinds of work read. */
export function writtenFor(context: LocalContext, options: WriteOptions = {}) {
  const { seams = true, retired = true, columns = true } = options;
  const { content } = generateLocally(context);
  const text = [
    content.lettre_candidature,
    ...content.memoire_sections.flatMap((s) => [
      s.body,
      ...(s.table
        ? [...(columns ? [s.table.columns.join(' | ')] : []), ...s.table.rows.map((r) => r.join(' | '))]
        : []),
    ]),
  ].join('\n\n');
  if (seams) {
    expect(seamsIn(text)).toEqual([]);
  }
  if (retired) {
    expect(retiredCitations(text)).toEqual([]);
  }
  const find = (of: SectionOf): Section | undefined =>
    content.memoire_sections.find((s) => (typeof of === 'string' ? s.key === of : of.test(s.title)));
  const rows = (of: SectionOf): string[][] => find(of)?.table?.rows ?? [];
  const rowsText = (of: SectionOf) =>
    rows(of)
      .map((r) => r.join(' | '))
      .join('\n');
  let analysis: ReturnType<typeof analyse> | undefined;
  const analysed = () => (analysis ??= analyse(context));
  const memoire = content.memoire_sections.map((s) => s.body).join('\n\n');
  return {
    content,
    text,
    letter: content.lettre_candidature,
    /** The sections' bodies, without the letter or the tables. */
    memoire,
    /** The letter then the sections' bodies, without the tables. */
    prose: [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n\n'),
    /** What the user is told to complete, one item a line. */
    todo: content.a_completer.join('\n'),
    /** A section's body ('' when absent). */
    section: (of: SectionOf) => find(of)?.body ?? '',
    /** A section's table rows (none when absent). */
    rows,
    /** A section's table rows, cells joined by « | », one row a line. */
    rowsText,
    /** The first cell of each row of a section's table (none when absent). */
    firstCells: (of: SectionOf) => rows(of).map((r) => r[0] ?? ''),
    /** A section's body then its table rows, one a line ('' when absent). */
    withRows: (of: SectionOf) => {
      const s = find(of);
      return s ? [s.body, ...(s.table?.rows ?? []).map((r) => r.join(' | '))].join('\n') : '';
    },
    /** The analysis of the tender (computed on first use). */
    get analysis() {
      return analysed();
    },
    /** The keys of the kinds of work read. */
    get kinds() {
      return analysed().sousTypes.map((s) => s.key);
    },
    /** Whether the trade-neutral method answers (no kind of the trade's knowledge fits). */
    get generique() {
      return analysed().kb.generique === true;
    },
  };
}

export type Written = ReturnType<typeof writtenFor>;

/** The response to the real notice `findRealNotice` finds, with `company` and the commune index, unchecked. */
export function writtenForRealNotice(trade: TradeSlug, pattern: RegExp, company: Company = FULL_COMPANY): Written {
  return writtenFor(withCommunes(realNoticeContext(trade, pattern, company)), UNCHECKED);
}

/** The response to the trade's fixture tender with object `title` and the given descripteurs. */
export function writtenForTitle(trade: TradeSlug, title: string, descripteurs: string[] = []): Written {
  return writtenFor(contextFor(trade, title, { descripteurs }));
}

/**
 * Calls `check` with the response to the real notice `id` of `trade` (looked for among `among`
 * matching notices, 5 by default) with each profile in turn, seams unchecked.
 */
export function eachProfile(
  trade: TradeSlug,
  id: string,
  pattern: RegExp,
  check: (r: Written, company: Company) => void,
  among?: number,
): void {
  const notice = findRealNotice(trade, pattern, { id, among });
  for (const company of PROFILES) {
    check(writtenFor(realContext(notice, company), { seams: false }), company);
  }
}

/** The letter then each section with its table rows, one a line: what the buyer reads. */
export const buyerText = (r: Written): string =>
  [r.letter, ...r.content.memoire_sections.map((s) => r.withRows(s.key))].join('\n');

/** The usual sections of a response, each with its table rows, found by their titles. */
export function bySection(r: Written) {
  return {
    comprehension: r.withRows(/Compr/),
    humains: r.withRows(/Moyens humains/),
    methode: r.withRows(/thodologie/),
    planning: r.withRows(/Planning/),
    moyens: r.withRows(/Moyens mat/),
    securite: r.withRows(/curit/),
    qualite: r.withRows(/Contr[ôo]les/),
    dechets: r.withRows(/chets/),
    garanties: r.withRows(/garanties/i),
  };
}

/**
 * The memoir `contextFor(trade, title)` is answered with, as the consistency checks read it; fails
 * the calling test on a seam of its text.
 */
export function renderedFor(trade: TradeSlug, title: string) {
  const r = writtenFor(contextFor(trade, title), UNCHECKED);
  const text = r.content.memoire_sections
    .filter((s) => s.key !== 'references')
    .flatMap((s) => [s.body, ...(s.table ? s.table.rows.map((row) => row.join(' | ')) : [])])
    .join('\n');
  expect(seamsIn(text)).toEqual([]);
  const method = r.section('methodologie');
  const steps = method
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));
  return {
    /** The sections and their table rows, but the references. */
    text,
    method,
    /** The method's steps (« Dépose : … »). */
    steps,
    /** The method's steps, by title (« Dépose »). */
    stepTitles: steps.map((l) => l.split(' : ')[0] ?? ''),
    /** The planning's phases. */
    phases: r.firstCells('planning'),
    /** The waste flows. */
    waste: r.firstCells('environnement'),
    environment: r.section('environnement'),
    kinds: r.kinds,
  };
}

/**
 * `writtenFor(context)` (seams checked unless `seams` is false) as the kinds' tests read it: its
 * text, the usual sections with their rows, the equipment table, the kinds read and whether the
 * trade-neutral method answers.
 */
export function writtenBySection(context: LocalContext, seams = true) {
  const r = writtenFor(context, { seams });
  return {
    text: r.text,
    ...bySection(r),
    /** The profile's equipment table, one row a line. */
    parc: r.rowsText(/Moyens mat/),
    kinds: r.kinds,
    generique: r.generique,
  };
}
