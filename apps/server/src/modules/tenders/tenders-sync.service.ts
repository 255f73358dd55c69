import { ALL_TRADES_DESCRIPTEUR_CODES, BUILDING_DESCRIPTEUR_CODES } from '@batiao/shared/domain/trade-taxonomy';
import type { Database } from '../../db/client.ts';
import type { NewTenderRow } from '../../db/schema/index.ts';
import { BoampUnavailableError, normalizeDay, type BoampClient } from '../../integrations/boamp/client.ts';
import { isBuildingWork } from '../../integrations/boamp/normalize.ts';
import type { NormalizedNotice } from '../../integrations/boamp/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { matchTrades } from './tenders.matching.ts';
import { rematchTenders } from './tenders-rematch.service.ts';
import {
  createIngestionRun,
  failRunningIngestionRuns,
  findTendersBySourceIds,
  lastDaySynced,
  updateIngestionRun,
  updateTender,
  upsertTenders,
} from './tenders.queries.ts';

export const BOAMP_SOURCE = 'boamp';

export const SYNC_INTERRUPTED = 'Synchronisation interrompue (arrêt du serveur)';

/**
 * The runs a killed process left « running » (they would stay so forever): failed, keeping the
 * days they synced. Only call it while holding the sync lock, when no run can be alive.
 */
export async function failInterruptedRuns(db: Database, now: Date): Promise<number> {
  return failRunningIngestionRuns(db, SYNC_INTERRUPTED, now);
}

/** A tender the sync has just created, for the alerts. */
export interface NewTender {
  id: string;
  title: string;
  trades: string[];
  departements: string[];
  deadline: Date | null;
}

export interface SyncDeps {
  db: Database;
  client: BoampClient;
  clock: Clock;
  /** Told of the tenders each day created (the alerts); its failure does not fail the sync. */
  onNewTenders?: (tenders: NewTender[]) => Promise<void>;
}

export interface SyncOptions {
  /** First publication day ('YYYY-MM-DD'); by default the day after… the last day synced, or the backfill. */
  from?: string;
  to?: string;
  trigger: 'schedule' | 'manual' | 'start';
  backfillDays: number;
  onDay?: (progress: SyncProgress) => void;
}

export interface SyncCounts {
  fetched: number;
  inserted: number;
  updated: number;
  skipped: number;
  errors: number;
}

export interface SyncProgress extends SyncCounts {
  day: string;
  daysDone: number;
  daysTotal: number;
}

export interface SyncResult extends SyncCounts {
  runId: number;
  status: 'success' | 'failed';
  from: string;
  to: string;
  errorMessage: string | null;
}

/** 'YYYY-MM-DD' of a date in Paris, where the BOAMP publishes. */
export function parisDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Descripteurs of building work: a trade's, or a whole building's (Tous corps d'état, Bâtiment…). */
const KEPT_DESCRIPTEUR_CODES: ReadonlySet<string> = new Set([
  ...BUILDING_DESCRIPTEUR_CODES,
  ...ALL_TRADES_DESCRIPTEUR_CODES,
]);

/**
 * Is this notice kept? Every notice of building work — TRAVAUX, a CPV code of division 45 or a
 * building descripteur — whether or not a trade matches it today (a later taxonomy change reaches
 * it through `npm run rematch`, with no re-sync), and any other notice a trade matches (« fourniture
 * et pose » typed FOURNITURES). The rest (supplies, services, studies: two thirds of the feed) is not
 * stored (docs/decisions/017-matching-recall.md).
 */
export function isKept(notice: NormalizedNotice, trades: readonly string[]): boolean {
  return isBuildingWork(notice, KEPT_DESCRIPTEUR_CODES) || trades.length > 0;
}

/** The tender row of a call for tenders (or of a full rectificatif that stands alone). */
export function noticeToRow(notice: NormalizedNotice): NewTenderRow {
  const { trades, tradeFit } = matchTrades(notice);
  return {
    source: BOAMP_SOURCE,
    sourceId: notice.sourceId,
    nature: notice.nature,
    status: 'open',
    title: notice.title,
    description: notice.description,
    buyer: {
      name: notice.buyer.name,
      email: notice.buyer.email,
      phone: notice.buyer.phone,
      url: notice.buyer.url,
      address: notice.buyer.address,
      postalCode: notice.buyer.postalCode,
      city: notice.buyer.city,
      profileUrl: notice.buyer.profileUrl,
    },
    departements: notice.departements,
    cpvCodes: notice.cpvCodes,
    descripteurs: notice.descripteurs,
    typeMarche: notice.typeMarche,
    procedure: notice.procedure,
    publicationDate: notice.publicationDate,
    deadline: notice.deadline ? new Date(notice.deadline) : null,
    amountCents: notice.amountCents,
    awardedAmountCents: notice.awardedAmountCents,
    lots: notice.lots,
    criteria: notice.criteria,
    executionPlace: notice.executionPlace,
    durationMonths: notice.durationMonths,
    dceUrl: notice.dceUrl,
    noticeUrl: notice.noticeUrl,
    winners: notice.winners,
    famille: notice.famille,
    trades,
    tradeFit,
    raw: notice.raw,
  };
}

const CHANGE_NATURES = new Set(['rectificatif', 'annulation', 'attribution']);

/**
 * Applies one publication day, in one transaction: calls for tenders are upserted by their BOAMP
 * id (so a re-run duplicates nothing); then each change notice updates its original: a
 * rectificatif its deadline and amount, an annulation cancels it, a result marks it awarded with
 * the winners. A rectificatif whose original we do not know, and that is building work, stands as
 * a tender of its own (the eForms change notices republish the whole notice).
 */
export async function applyDay(
  db: Database,
  notices: NormalizedNotice[],
): Promise<Omit<SyncCounts, 'fetched' | 'errors'> & { created: NewTender[] }> {
  return db.transaction(async (tx) => {
    const counts = { inserted: 0, updated: 0, skipped: 0 };
    const created: NewTender[] = [];
    const remember = (rows: NewTenderRow[], ids: { id: string; sourceId: string }[]) => {
      const bySource = new Map(rows.map((r) => [r.sourceId, r]));
      for (const { id, sourceId } of ids) {
        const row = bySource.get(sourceId);
        if (row) {
          created.push({
            id,
            title: row.title,
            trades: row.trades ?? [],
            departements: row.departements,
            deadline: row.deadline ?? null,
          });
        }
      }
    };
    const keep = (notice: NormalizedNotice): NewTenderRow | undefined => {
      const row = noticeToRow(notice);
      return isKept(notice, row.trades ?? []) ? row : undefined;
    };

    const calls = notices.filter((n) => n.nature === 'appel_offre');
    const changes = notices.filter((n) => CHANGE_NATURES.has(n.nature));
    counts.skipped += notices.length - calls.length - changes.length;
    const rows = calls.map(keep).filter((row): row is NewTenderRow => row !== undefined);
    counts.skipped += calls.length - rows.length;
    const written = await upsertTenders(tx, rows);
    remember(rows, written.created);
    counts.inserted += written.inserted;
    counts.updated += written.updated;

    const originals = await findTendersBySourceIds(
      tx,
      BOAMP_SOURCE,
      changes.flatMap((n) => n.linkedSourceIds),
    );
    const standalone: NewTenderRow[] = [];
    for (const notice of changes) {
      const original = notice.linkedSourceIds.map((id) => originals.get(id)).find((row) => row !== undefined);
      if (!original) {
        const row = notice.nature === 'rectificatif' ? keep(notice) : undefined;
        if (row) {
          standalone.push(row);
        } else {
          counts.skipped += 1;
        }
        continue;
      }
      if (notice.nature === 'rectificatif') {
        await updateTender(tx, original.id, {
          ...(notice.deadline ? { deadline: new Date(notice.deadline) } : {}),
          ...(notice.amountCents !== null ? { amountCents: notice.amountCents } : {}),
          ...(notice.dceUrl ? { dceUrl: notice.dceUrl } : {}),
        });
      } else if (notice.nature === 'annulation') {
        await updateTender(tx, original.id, { status: 'cancelled' });
      } else {
        await updateTender(tx, original.id, {
          status: 'awarded',
          ...(notice.winners.length > 0 ? { winners: notice.winners } : {}),
          ...(notice.awardedAmountCents !== null ? { awardedAmountCents: notice.awardedAmountCents } : {}),
        });
      }
      counts.updated += 1;
    }
    const alone = await upsertTenders(tx, standalone);
    remember(standalone, alone.created);
    counts.inserted += alone.inserted;
    counts.updated += alone.updated;
    return { ...counts, created };
  });
}

/**
 * Syncs BOAMP publication days into the tenders table and records the run; each day's stored
 * tenders are then matched again (`rematchTenders`), so a taxonomy change reaches the days the sync
 * touches without a full rematch. Resumes from the last
 * day synced (that day is fetched again, since it may have been synced while still being
 * published); the first run backfills `backfillDays`. One bad record is counted, never fatal;
 * an unreachable source ends the run as failed, keeping the days already done.
 */
export async function syncBoamp(deps: SyncDeps, options: SyncOptions): Promise<SyncResult> {
  const today = parisDay(deps.clock.now());
  const resumeFrom = options.from ?? (await lastDaySynced(deps.db, BOAMP_SOURCE));
  const from = resumeFrom ?? addDays(today, -options.backfillDays);
  const to = options.to ?? today;
  if (from > to) {
    throw new RangeError(`La date de début (${from}) est après la date de fin (${to}).`);
  }
  const runId = await createIngestionRun(deps.db, {
    source: BOAMP_SOURCE,
    trigger: options.trigger,
    fromDate: from,
    toDate: to,
  });
  const counts: SyncCounts = { fetched: 0, inserted: 0, updated: 0, skipped: 0, errors: 0 };
  const daysTotal = daysBetween(from, to);
  let daysDone = 0;

  try {
    for await (const day of deps.client.iterateDays(from, to)) {
      const { notices, errors } = normalizeDay(day.records);
      counts.fetched += day.records.length;
      counts.errors += errors.length;
      const applied = await applyDay(deps.db, notices);
      // The day's stored tenders that this run did not rewrite are matched again with today's rules.
      await rematchTenders(deps.db, { days: [day.date] });
      counts.inserted += applied.inserted;
      counts.updated += applied.updated;
      counts.skipped += applied.skipped;
      if (deps.onNewTenders && applied.created.length > 0) {
        await deps.onNewTenders(applied.created).catch(() => undefined);
      }
      daysDone += 1;
      await updateIngestionRun(deps.db, runId, { ...counts, lastDaySynced: day.date });
      options.onDay?.({ ...counts, day: day.date, daysDone, daysTotal });
    }
  } catch (error) {
    const errorMessage =
      error instanceof BoampUnavailableError
        ? 'La source BOAMP est injoignable'
        : error instanceof Error
          ? error.message
          : String(error);
    await updateIngestionRun(deps.db, runId, {
      ...counts,
      status: 'failed',
      errorMessage,
      finishedAt: deps.clock.now(),
    });
    return { runId, status: 'failed', from, to, errorMessage, ...counts };
  }

  await updateIngestionRun(deps.db, runId, { ...counts, status: 'success', finishedAt: deps.clock.now() });
  return { runId, status: 'success', from, to, errorMessage: null, ...counts };
}
