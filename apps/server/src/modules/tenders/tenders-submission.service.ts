import { randomUUID } from 'node:crypto';
import type { User } from '@batiao/shared/contracts/auth';
import {
  parseTenderDeadline,
  SUBMITTED_TENDERS_PER_DAY,
  TENDER_ANALYSES_PER_HOUR,
  TENDER_SUBMISSION_MESSAGES,
  type TenderDetail,
  type TenderSubmission,
  type TenderSubmissionResponse,
  type UrlAnalysisResult,
} from '@batiao/shared/contracts/tenders';
import { getDepartement } from '@batiao/shared/domain/departements';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import type { Database } from '../../db/client.ts';
import type { NewTenderRow } from '../../db/schema/tenders.ts';
import { BoampUnavailableError, type BoampClient } from '../../integrations/boamp/client.ts';
import { MalformedNoticeError, normalizeRecord } from '../../integrations/boamp/normalize.ts';
import { analysisFromBoampNotice, boampIdwebOf } from '../../integrations/notice-page/boamp-notice.ts';
import {
  decodeHtml,
  docxToText,
  htmlToText,
  pdfToText,
  UnreadableDocumentError,
  type NoticeText,
} from '../../integrations/notice-page/document-text.ts';
import { extractNotice } from '../../integrations/notice-page/extract.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { detectFormat } from '../../lib/files.ts';
import { safeFetch, type Resolver } from '../../lib/safe-fetch.ts';
import { isUuid } from '../../lib/uuid.ts';
import { matchTrades } from './tenders.matching.ts';
import {
  countSubmittedSince,
  deleteSubmittedTender,
  hasSubmittedTenders,
  insertSubmittedTender,
  updateSubmittedTender,
} from './tenders.queries.ts';
import type { TendersService } from './tenders.service.ts';

/** The source of the tenders users submit (issue 17, ADR 023). */
export const SUBMITTED_SOURCE = 'submitted';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const DOCUMENT_UNREADABLE = 'Le document n’a pas pu être lu (PDF ou DOCX endommagé, ou sans texte)';
export const BOAMP_NOTICE_NOT_FOUND = 'Avis BOAMP introuvable : vérifiez le numéro de l’avis dans l’adresse';
export const BOAMP_UNREACHABLE = 'La source BOAMP est injoignable : réessayez dans quelques minutes';

/** The département of a place as typed (« 69003 Lyon », « Lyon (69) », « Rhône »); null when none is readable. */
export function departementOfPlace(place: string): string | null {
  const postal = /\b(\d{5})\b/.exec(place)?.[1];
  if (postal) {
    if (postal.startsWith('97')) {
      return postal.slice(0, 3);
    }
    if (postal.startsWith('20')) {
      return Number(postal) < 20200 ? '2A' : '2B';
    }
    return postal.slice(0, 2);
  }
  const code = /\((\d{2,3}|2[AB])\)/i.exec(place)?.[1]?.toUpperCase();
  return code && getDepartement(code) ? code : null;
}

/** « 6 mois » → 6, « 45 jours » → 1.5, « 2 ans » → 24; null when not a duration. */
function durationMonthsOf(delay: string | null): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(mois|semaines?|jours?|ans?|années?)/i.exec(delay ?? '');
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const n = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  const months = unit.startsWith('mois')
    ? n
    : unit.startsWith('sem')
      ? (n * 7) / 30
      : unit.startsWith('jour')
        ? n / 30
        : n * 12;
  return Math.round(months * 10) / 10;
}

function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);
}

/** The tender's columns from what its author typed. */
function columnsOf(user: User, input: TenderSubmission): Omit<NewTenderRow, 'source' | 'sourceId' | 'publicationDate'> {
  const matched = matchTrades({
    title: input.title,
    description: input.description,
    cpvCodes: [],
    lots: [],
    descripteurs: [],
  });
  // Its author's trade always, so that it is in their list; the others as the text says.
  const trades = matched.trades.includes(user.metier) ? matched.trades : [user.metier, ...matched.trades];
  const tradeFit = { ...matched.tradeFit, [user.metier]: Math.max(matched.tradeFit[user.metier] ?? 0, 50) };
  const departement = departementOfPlace(input.location) ?? user.departement;
  const dceUrl = /https?:\/\/\S+/.exec(input.dce_content ?? '')?.[0] ?? null;
  return {
    nature: 'appel_offre',
    status: 'open',
    title: input.title,
    description: input.description,
    buyer: {
      name: input.authority,
      email: input.contact_email,
      phone: input.contact_phone,
      url: input.source_url,
      address: null,
      postalCode: /\b\d{5}\b/.exec(input.location)?.[0] ?? null,
      city: input.location,
      profileUrl: null,
    },
    departements: departement ? [departement] : [],
    cpvCodes: [],
    descripteurs: [],
    typeMarche: ['TRAVAUX'],
    procedure: null,
    deadline: parseTenderDeadline(input.deadline),
    amountCents: input.amount === null ? null : Math.round(input.amount * 100),
    awardedAmountCents: null,
    lots: [],
    criteria: [],
    executionPlace: input.location,
    durationMonths: durationMonthsOf(input.execution_delay),
    dceUrl,
    noticeUrl: input.source_url ?? '',
    winners: [],
    famille: null,
    trades,
    tradeFit,
    isExample: false,
    raw: null,
    submittedByUserId: user.id,
    submission: {
      authority: input.authority,
      location: input.location,
      executionDelay: input.execution_delay,
      requirements: input.requirements,
      dceContent: input.dce_content,
      notes: input.notes,
      sourceUrl: input.source_url,
    },
  };
}

export interface TenderSubmissionDeps {
  db: Database;
  clock: Clock;
  tenders: TendersService;
  /** Reads the notices of boamp.fr addresses. */
  boamp: BoampClient;
  /** The fetch of other addresses: loopback allowed for tests only (URL_FETCH_ALLOW_PRIVATE). */
  fetch: { allowLoopback: boolean; resolve?: Resolver; timeoutMs?: number };
}

/**
 * A subscriber's own tenders (issue 17): submitted, edited and deleted by their author, private to
 * them (ADR 023); and the reading of a notice at an address or in a dropped file to pre-fill one.
 */
export function createTenderSubmissionService(deps: TenderSubmissionDeps) {
  const { db, clock, tenders } = deps;
  const analyses = new Map<string, number[]>();

  function assertSubscriber(user: User): void {
    if (!hasSubscriberAccess(user)) {
      throw new AppError('FORBIDDEN', TENDER_SUBMISSION_MESSAGES.subscriptionRequired);
    }
  }

  /** 30 analyses per user per rolling hour (each one reaches an outside site). */
  function countAnalysis(user: User): void {
    const now = clock.now().getTime();
    const recent = (analyses.get(user.id) ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= TENDER_ANALYSES_PER_HOUR) {
      const oldest = recent[0] ?? now;
      throw new AppError('RATE_LIMITED', TENDER_SUBMISSION_MESSAGES.tooManyAnalyses, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000))) },
      });
    }
    recent.push(now);
    analyses.set(user.id, recent);
    if (analyses.size > 10_000) {
      analyses.clear();
    }
  }

  async function readText(kind: 'html' | 'pdf' | 'docx', body: Buffer, charset: string | null): Promise<NoticeText> {
    try {
      if (kind === 'html') {
        return htmlToText(decodeHtml(body, charset));
      }
      return kind === 'pdf' ? await pdfToText(body) : await docxToText(body);
    } catch (error) {
      if (error instanceof UnreadableDocumentError) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_UNREADABLE);
      }
      throw error;
    }
  }

  async function fromBoamp(idweb: string): Promise<UrlAnalysisResult> {
    let record: unknown;
    try {
      record = await deps.boamp.fetchNotice(idweb);
    } catch (error) {
      if (error instanceof BoampUnavailableError) {
        throw new AppError('BAD_GATEWAY', BOAMP_UNREACHABLE);
      }
      throw new AppError('NOT_FOUND', BOAMP_NOTICE_NOT_FOUND);
    }
    if (record === null || record === undefined) {
      throw new AppError('NOT_FOUND', BOAMP_NOTICE_NOT_FOUND);
    }
    try {
      return analysisFromBoampNotice(normalizeRecord(record));
    } catch (error) {
      if (error instanceof MalformedNoticeError) {
        throw new AppError('BAD_GATEWAY', BOAMP_NOTICE_NOT_FOUND);
      }
      throw error;
    }
  }

  return {
    /** Subscribers and admins only (403 « Abonnement actif requis pour soumettre un AO »). */
    assertCanSubmit: assertSubscriber,

    async submit(user: User, input: TenderSubmission): Promise<TenderSubmissionResponse> {
      assertSubscriber(user);
      const now = clock.now();
      const recent = await countSubmittedSince(db, user.id, new Date(now.getTime() - DAY_MS));
      if (recent >= SUBMITTED_TENDERS_PER_DAY) {
        throw new AppError('RATE_LIMITED', TENDER_SUBMISSION_MESSAGES.tooMany, {
          headers: { 'retry-after': String(DAY_MS / 1000) },
        });
      }
      const id = await insertSubmittedTender(db, {
        ...columnsOf(user, input),
        source: SUBMITTED_SOURCE,
        sourceId: randomUUID(),
        publicationDate: parisDay(now),
        createdAt: now,
      });
      tenders.ownerChanged(user.id, true);
      return { id, message: 'Appel d’offres soumis : il apparaît dans votre liste.' };
    },

    async update(user: User, id: string, input: TenderSubmission): Promise<TenderDetail> {
      assertSubscriber(user);
      const changed = isUuid(id) && (await updateSubmittedTender(db, id, user.id, columnsOf(user, input)));
      if (!changed) {
        throw notFound(TENDER_SUBMISSION_MESSAGES.notFound);
      }
      tenders.ownerChanged(user.id, true);
      return tenders.get(user, id);
    },

    /** Any author may delete their tender, subscribed or not any more. */
    async remove(user: User, id: string): Promise<void> {
      const deleted = isUuid(id) && (await deleteSubmittedTender(db, id, user.id));
      if (!deleted) {
        throw notFound(TENDER_SUBMISSION_MESSAGES.notFound);
      }
      tenders.ownerChanged(user.id, await hasSubmittedTenders(db, user.id));
    },

    /** What the notice at this address says: from the BOAMP API for a boamp.fr notice, else read from the page. */
    async analyzeUrl(user: User, url: string): Promise<UrlAnalysisResult> {
      assertSubscriber(user);
      countAnalysis(user);
      const idweb = boampIdwebOf(url);
      if (idweb) {
        return fromBoamp(idweb);
      }
      const document = await safeFetch(url, deps.fetch);
      const text = await readText(document.kind, document.body, document.charset);
      return extractNotice(text, { url: document.url, kind: document.kind });
    },

    /** What a dropped avis or RC (PDF or DOCX, recognised by its content) says. */
    async analyzeFile(user: User, bytes: Buffer): Promise<UrlAnalysisResult> {
      assertSubscriber(user);
      countAnalysis(user);
      const format = detectFormat(bytes);
      if (!format || (format.extension !== 'pdf' && format.extension !== 'docx')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', TENDER_SUBMISSION_MESSAGES.fileUnsupported);
      }
      const kind = format.extension === 'pdf' ? 'pdf' : 'docx';
      const text = await readText(kind, bytes, null);
      return extractNotice(text, { url: null, kind });
    },
  };
}

export type TenderSubmissionService = ReturnType<typeof createTenderSubmissionService>;
