import type { Readable } from 'node:stream';
import type { User } from '@batiao/shared/contracts/auth';
import {
  GENERATION_MESSAGES,
  type GeneratedContent,
  type GeneratedResponse,
  type GeneratedResponseEdit,
  type GeneratedResponseSummary,
  type GenerationStep,
  type RenderMeta,
} from '@batiao/shared/contracts/generation';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { isAnswerable } from '@batiao/shared/domain/deadline';
import type { Database } from '../../db/client.ts';
import type { GeneratedResponseRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { TendersService } from '../tenders/tenders.service.ts';
import { reviewGenerated, writingBrief } from './engine/brief.ts';
import type { GenerationContext, WritingEngine } from './engine/context.ts';
import { withDceCriteria } from './engine/local/criteria.ts';
import { dceCompatibility, type DceCompatibility } from './engine/local/documents-requis.ts';
import type { CommuneLookup } from './engine/local/place.ts';
import {
  countQuotaResponses,
  countRecentGenerations,
  findInFlight,
  findResponse,
  insertResponse,
  listResponses,
  markInterrupted,
  referencedPdfKeys,
  updateInFlight,
  updateResponse,
} from './generation.queries.ts';
import { noticeText } from './notice-text.ts';

export const RESPONSE_NOT_FOUND = 'Réponse introuvable';
export const GENERATION_INTERRUPTED =
  'La génération a été interrompue par un redémarrage du serveur. Relancez-la : elle n’a pas été décomptée.';
export const RESPONSE_NOT_READY = 'La réponse n’est pas encore prête : attendez la fin de la génération.';
export const TENDER_CLOSED = 'Cet appel d’offres n’accepte plus de réponse (date limite dépassée, attribué ou annulé).';

/** At most this many generations started per user in RATE_WINDOW_MS (429 beyond). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;

/** Who may generate (subscription and quota): the billing module. */
export interface GenerationGate {
  assertCanGenerate(user: User): Promise<void>;
}

export interface Renderers {
  pdf(content: GeneratedContent, meta: RenderMeta): Promise<Buffer>;
  docx(content: GeneratedContent, meta: RenderMeta): Promise<Buffer>;
  filename(meta: RenderMeta, version: number, ext: 'pdf' | 'docx'): string;
}

interface Logger {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface GenerationDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  tenders: TendersService;
  company: CompanyService;
  documents: DocumentsService;
  gate: GenerationGate;
  engine: WritingEngine;
  renderers: Renderers;
  log: Logger;
  /** How long `generate` waits for the job before answering 202 (the local engine takes ~1 s). */
  waitMs?: number;
  /** The commune index (the locations module's), for reading the site in the notice. */
  communes?: CommuneLookup;
  /**
   * What the user's consultation files of a tender say (the tender-files module's), read for a
   * tender already read through the tenders module; null without files. Absent: notice only.
   */
  dce?: (userId: string, tenderId: string) => Promise<DceFacts | null>;
  /** Told when a response is ready (the « Votre réponse est prête » notification); its failure is only logged. */
  onReady?: (ready: { userId: string; tenderId: string; tenderTitle: string; responseId: string }) => Promise<unknown>;
}

export interface DownloadableResponse {
  stream: Readable;
  filename: string;
  size: number;
}

/** Whole mémoire as one text: numbered titles, then the bodies (the spec's `memoire_technique`). */
export function memoireText(content: GeneratedContent): string {
  return content.memoire_sections
    .map((section, index) => {
      const table = section.table
        ? `\n\n${[section.table.columns, ...section.table.rows].map((row) => row.join(' | ')).join('\n')}`
        : '';
      return `${index + 1}. ${section.title}\n\n${section.body}${table}`;
    })
    .join('\n\n');
}

function renderMeta(tender: TenderDetail, company: string | null, now: Date): RenderMeta {
  const lots = tender.lots.map((lot) => (lot.number ? `Lot ${lot.number} : ${lot.title}` : lot.title));
  return {
    companyName: company,
    buyerName: tender.buyer_name,
    tenderTitle: tender.title,
    tenderReference: tender.source_id,
    lot: lots.length > 0 ? lots.join(' ; ').slice(0, 300) : null,
    deadline: tender.deadline,
    generatedAt: now.toISOString(),
  };
}

/** A job whose row was failed meanwhile (interrupted): it stops without writing. */
class Interrupted extends Error {}

export function createGenerationService(deps: GenerationDeps) {
  const { db, clock, storage, engine, renderers, log } = deps;
  const waitMs = deps.waitMs ?? 3000;
  const running = new Set<Promise<void>>();
  const controller = new AbortController();

  function summary(row: GeneratedResponseRow, tenderTitle: string): GeneratedResponseSummary {
    const meta = row.meta;
    return {
      id: row.id,
      tender_id: row.tenderId,
      tender_title: tenderTitle,
      version: row.version,
      status: row.status as GeneratedResponseSummary['status'],
      step: (row.step as GenerationStep | null) ?? null,
      engine: row.engine,
      pdf_size: row.pdfSize,
      filename: meta ? renderers.filename(meta, row.version, 'pdf') : `reponse-v${row.version}.pdf`,
      created_at: row.createdAt.toISOString(),
      file_size: row.pdfSize,
      generated_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
      error: row.status === 'failed' ? (row.errorMessage ?? GENERATION_MESSAGES.failed) : null,
    };
  }

  function present(row: GeneratedResponseRow, tenderTitle: string): GeneratedResponse {
    const content = row.status === 'succeeded' ? row.content : null;
    return {
      ...summary(row, tenderTitle),
      lettre_candidature: content?.lettre_candidature ?? null,
      memoire_technique: content ? memoireText(content) : null,
      memoire_sections: content?.memoire_sections ?? null,
      documents_requis: content?.documents_requis ?? null,
      a_completer: content?.a_completer ?? null,
      duration_ms: row.durationMs,
      tokens_in: row.tokensIn,
      tokens_out: row.tokensOut,
    };
  }

  /** Removes a file no row keeps; a failure only leaves it to the orphan sweep. */
  async function discard(key: string): Promise<void> {
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'PDF orphelin non supprimé'));
  }

  /**
   * Rows with their tender's title, read from the tenders module (its table); a row whose tender
   * is gone is left out, as the join it replaces did.
   */
  async function withTitles(
    rows: GeneratedResponseRow[],
  ): Promise<{ response: GeneratedResponseRow; tenderTitle: string }[]> {
    const titles = await deps.tenders.titles(rows.map((r) => r.tenderId));
    return rows.flatMap((response) => {
      const tenderTitle = titles.get(response.tenderId);
      return tenderTitle === undefined ? [] : [{ response, tenderTitle }];
    });
  }

  async function owned(userId: string, id: string) {
    const row = await findResponse(db, userId, id);
    const [found] = row ? await withTitles([row]) : [];
    if (!found) {
      throw notFound(RESPONSE_NOT_FOUND);
    }
    return found;
  }

  async function buildContext(
    user: User,
    tender: TenderDetail,
  ): Promise<GenerationContext & { communes?: CommuneLookup }> {
    const [raw, company, documents, dce] = await Promise.all([
      deps.tenders.rawNotice(tender.id),
      deps.company.get(user.id),
      deps.documents.list(user.id),
      deps.dce ? deps.dce(user.id, tender.id) : null,
    ]);
    return {
      // The RC's award criteria, when the user's files give them, replace the notice's.
      tender: withDceCriteria(tender, dce),
      dce,
      noticeText: noticeText(raw),
      trade: user.metier,
      user: { prenom: user.prenom, nom: user.nom, email: user.email },
      userLocation: user.zone_geographique,
      company: company.updated_at ? company : null,
      documents: documents.types.map((t) => ({
        type: t.document_type,
        status: t.status,
        valid_until: t.document?.expires_on ?? null,
      })),
      now: clock.now(),
      communes: deps.communes,
    };
  }

  /** The job: analysis → writing → layout. A failure is recorded on the row (and not counted). */
  async function run(id: string, user: User, tender: TenderDetail, meta: RenderMeta): Promise<void> {
    const started = performance.now();
    const step = async (name: GenerationStep) => {
      if (!(await updateInFlight(db, id, { status: 'running', step: name, updatedAt: clock.now() }))) {
        throw new Interrupted();
      }
    };
    try {
      await step('analysis');
      const built = await buildContext(user, tender);
      // The facts established once for every engine (site, kinds of work, contract, fit notes).
      const context = { ...built, brief: writingBrief(built) };
      await step('writing');
      const generated = await engine.generate(context, { signal: controller.signal });
      // An engine that did not compose its text from the brief goes through the same checks.
      const result =
        generated.engine === 'local'
          ? generated
          : { ...generated, content: reviewGenerated(generated.content, context) };
      await step('layout');
      const pdf = await renderers.pdf(result.content, meta);
      const pdfKey = await storage.put(pdf, 'pdf');
      const saved = await updateInFlight(db, id, {
        status: 'succeeded',
        step: null,
        content: result.content,
        model: result.model,
        tokensIn: result.tokensIn,
        tokensOut: result.tokensOut,
        pdfKey,
        pdfSize: pdf.length,
        durationMs: Math.round(performance.now() - started),
        updatedAt: clock.now(),
      }).catch(async (error: unknown) => {
        await discard(pdfKey);
        throw error;
      });
      if (!saved) {
        await discard(pdfKey);
      } else if (deps.onReady) {
        await deps
          .onReady({ userId: user.id, tenderId: tender.id, tenderTitle: tender.title, responseId: id })
          .catch((err: unknown) => log.error({ err, responseId: id }, 'could not notify a ready response'));
      }
    } catch (error) {
      if (error instanceof Interrupted) {
        return;
      }
      const known = error instanceof AppError;
      if (!known) {
        log.error({ err: error, responseId: id }, 'generation failed');
      }
      await updateInFlight(db, id, {
        status: 'failed',
        step: null,
        errorStatus: known ? error.statusCode : 500,
        errorMessage: known && typeof error.detail === 'string' ? error.detail : GENERATION_MESSAGES.failed,
        durationMs: Math.round(performance.now() - started),
        updatedAt: clock.now(),
      }).catch((err: unknown) => log.error({ err, responseId: id }, 'could not record a failed generation'));
    }
  }

  /** Runs `work` after the previous work of the same key has ended (a per-user queue, in process). */
  const queues = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    queues.set(key, current);
    try {
      return await current;
    } finally {
      if (queues.get(key) === current) {
        queues.delete(key);
      }
    }
  }

  function track(job: Promise<void>): Promise<void> {
    running.add(job);
    void job.finally(() => running.delete(job));
    return job;
  }

  return {
    /**
     * Starts a generation for the user and this tender. Answers with the finished response when
     * the job ends within `waitMs`, else with its current state (`finished: false` → 202).
     */
    async generate(user: User, tenderId: string): Promise<{ response: GeneratedResponse; finished: boolean }> {
      const tender = await deps.tenders.get(user, tenderId);
      if (!isAnswerable(tender)) {
        throw new AppError('CONFLICT', TENDER_CLOSED);
      }
      // From the quota check to the new row, one generation of a user at a time: two requests
      // sent together cannot both take the last response of the period.
      const started = await oneAtATime(user.id, async () => {
        await deps.gate.assertCanGenerate(user);
        const inFlight = await findInFlight(db, user.id, tender.id);
        if (inFlight) {
          return { kind: 'joined' as const, row: inFlight, meta: null };
        }
        const now = clock.now();
        const recent = await countRecentGenerations(db, user.id, new Date(now.getTime() - RATE_WINDOW_MS));
        if (recent >= RATE_LIMIT) {
          throw new AppError('RATE_LIMITED', GENERATION_MESSAGES.tooManyRequests, {
            headers: { 'retry-after': String(Math.ceil(RATE_WINDOW_MS / 1000)) },
          });
        }
        const company = await deps.company.get(user.id);
        const meta = renderMeta(tender, company.raison_sociale, now);
        const row = await insertResponse(db, {
          userId: user.id,
          tenderId: tender.id,
          engine: engine.name,
          meta,
          createdAt: now,
          updatedAt: now,
        });
        return { kind: 'started' as const, row, meta };
      });
      if (started.kind === 'joined') {
        return { response: present(started.row, tender.title), finished: false };
      }
      const { row, meta } = started;
      const job = track(run(row.id, user, tender, meta));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([job, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      const current = (await findResponse(db, user.id, row.id)) ?? row;
      return { response: present(current, tender.title), finished: current.status === 'succeeded' };
    },

    /**
     * What the tender's consultation files add to its compatibility for this user (the tenders
     * module's detail): the visit, the price form, the pieces the RC asks for that the user's
     * administrative file lacks. Null without files. The caller has read the tender (access checked).
     */
    async dceCompatibility(user: User, tenderId: string): Promise<DceCompatibility | null> {
      const dce = deps.dce ? await deps.dce(user.id, tenderId) : null;
      if (!dce) {
        return null;
      }
      const documents = await deps.documents.list(user.id);
      return dceCompatibility(
        dce,
        documents.types.map((t) => ({
          type: t.document_type,
          status: t.status,
          valid_until: t.document?.expires_on ?? null,
        })),
      );
    },

    /** Responses that count against the quota (billing's): the user's generations in [start, end) that did not fail. */
    async countQuotaResponses(userId: string, start: Date, end: Date): Promise<number> {
      return countQuotaResponses(db, userId, start, end);
    },

    async list(userId: string, query: { tender_id?: string; limit: number }): Promise<GeneratedResponseSummary[]> {
      const rows = await withTitles(await listResponses(db, userId, query));
      return rows.map((r) => summary(r.response, r.tenderTitle));
    },

    async get(userId: string, id: string): Promise<GeneratedResponse> {
      const found = await owned(userId, id);
      return present(found.response, found.tenderTitle);
    },

    /** Saves the user's edited text and re-renders the PDF from it. */
    async edit(userId: string, id: string, body: GeneratedResponseEdit): Promise<GeneratedResponse> {
      const { response, tenderTitle } = await owned(userId, id);
      if (response.status !== 'succeeded' || !response.content || !response.meta) {
        throw new AppError('CONFLICT', RESPONSE_NOT_READY);
      }
      const previous = new Map(response.content.memoire_sections.map((s) => [s.key, s]));
      const content: GeneratedContent = {
        ...response.content,
        lettre_candidature: body.lettre_candidature,
        memoire_sections: body.memoire_sections.map((s) => ({
          key: s.key,
          title: s.title,
          body: s.body,
          table: previous.get(s.key)?.table ?? null,
          criterion: previous.get(s.key)?.criterion ?? null,
        })),
      };
      const pdf = await renderers.pdf(content, response.meta);
      const pdfKey = await storage.put(pdf, 'pdf');
      const now = clock.now();
      // The new PDF is kept only if the row now names it: a failed or lost update removes it.
      let updated: Awaited<ReturnType<typeof updateResponse>>;
      try {
        updated = await updateResponse(db, id, {
          content,
          pdfKey,
          pdfSize: pdf.length,
          editedAt: now,
          updatedAt: now,
        });
      } catch (error) {
        await discard(pdfKey);
        throw error;
      }
      if (!updated) {
        await discard(pdfKey);
        throw notFound(RESPONSE_NOT_FOUND);
      }
      if (updated.previousPdfKey && updated.previousPdfKey !== pdfKey) {
        await discard(updated.previousPdfKey);
      }
      return present(updated.row, tenderTitle);
    },

    /** Which of these storage keys a response's PDF is (the orphan sweep keeps them). */
    referencedKeys: (keys: string[]) => referencedPdfKeys(db, keys),

    async openPdf(userId: string, id: string): Promise<DownloadableResponse> {
      const { response } = await owned(userId, id);
      if (response.status !== 'succeeded' || !response.pdfKey || !response.meta) {
        throw new AppError('CONFLICT', RESPONSE_NOT_READY);
      }
      const stream = await storage.get(response.pdfKey);
      if (!stream) {
        throw notFound('Le PDF de cette réponse est introuvable.');
      }
      return {
        stream,
        filename: renderers.filename(response.meta, response.version, 'pdf'),
        size: response.pdfSize ?? 0,
      };
    },

    async docx(userId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
      const { response } = await owned(userId, id);
      if (response.status !== 'succeeded' || !response.content || !response.meta) {
        throw new AppError('CONFLICT', RESPONSE_NOT_READY);
      }
      return {
        bytes: await renderers.docx(response.content, response.meta),
        filename: renderers.filename(response.meta, response.version, 'docx'),
      };
    },

    /**
     * At start: jobs of a previous process never finish; they are failed (so not counted). With
     * several processes on one database, only those not updated since `staleBefore` are.
     */
    async recoverInterrupted(staleBefore?: Date): Promise<number> {
      return markInterrupted(db, GENERATION_INTERRUPTED, clock.now(), staleBefore);
    },

    /** Waits for the running jobs (tests, graceful shutdown), after asking them to stop. */
    async close(): Promise<void> {
      controller.abort();
      await Promise.allSettled([...running]);
    },

    /** Waits for the running jobs without stopping them (tests). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
