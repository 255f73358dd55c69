import type { z } from 'zod';
import type {
  DashboardStats,
  TenderDetail,
  TenderListResponse,
  tenderListQuerySchema,
} from '@batiao/shared/contracts/tenders';
import type { CompatibilityDce } from '@batiao/shared/domain/compatibility';
import { departementNeighbours, zoneDepartements } from '@batiao/shared/domain/departements';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import type { User } from '@batiao/shared/contracts/auth';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { cardsUnchangedUntil, presentTenderDetail, presentTenderSummary, type Viewer } from './tenders.presenter.ts';
import {
  countTenders,
  findTenderTitles,
  getTenderById,
  getTenderDetailById,
  hasSubmittedTenders,
  lastSuccessfulSync,
  listTenders,
} from './tenders.queries.ts';
import { BOAMP_SOURCE } from './tenders-sync.service.ts';
import { isUuid } from '../../lib/uuid.ts';

type ListQuery = z.output<typeof tenderListQuerySchema>;

/** Distinct list queries kept at most by the read cache (the least recently used go first). */
export const TENDER_READ_CACHE_MAX = 1000;

/**
 * What the list and the dashboard read from the database, kept for `ttlMs` (ADR 015): many
 * artisans share a trade and a zone, and the data changes at a sync (every 2 hours). Keyed by
 * everything the reads depend on but the instant; measured with the service's clock. Concurrent
 * misses on one key share one read; a failed read is not kept. `ttlMs` 0: no cache.
 */
function readCache(ttlMs: number, clock: Clock) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  const read = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) {
      return read();
    }
    const now = clock.now().getTime();
    const entry = entries.get(key);
    if (entry && now >= entry.at && now - entry.at < ttlMs) {
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const value = read();
    entries.delete(key);
    entries.set(key, { at: now, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) {
        entries.delete(key);
      }
    });
    if (entries.size > TENDER_READ_CACHE_MAX) {
      const oldest = entries.keys().next();
      if (!oldest.done) {
        entries.delete(oldest.value);
      }
    }
    return value;
  };
  /** Forgets the kept reads whose key holds this text (a user's own reads, after they changed their tenders). */
  const forget = (part: string): void => {
    for (const key of [...entries.keys()]) {
      if (key.includes(part)) {
        entries.delete(key);
      }
    }
  };
  return Object.assign(read, { forget });
}

/** Users known to have submitted tenders (or not), so that the list asks the database once per user. */
const OWNERS_MAX = 100_000;

function deepFreeze(value: unknown): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) {
      deepFreeze(item);
    }
    Object.freeze(value);
  }
}

interface KeptPage {
  at: number;
  until: number;
  response: TenderListResponse;
}

export function createTendersService(deps: {
  db: Database;
  clock: Clock;
  /** How long the list's and the dashboard's reads are reused (ms); 0 (the default): never. */
  readCacheMs?: number;
  /**
   * What the user's consultation files of a tender add to its score on the detail page (issue 16;
   * the generation module reads them with the user's administrative file). Absent: nothing added.
   */
  dce?: (user: User, tenderId: string) => Promise<CompatibilityDce | null>;
}) {
  const { db, clock } = deps;
  const readCacheMs = deps.readCacheMs ?? 0;
  const cached = readCache(readCacheMs, clock);
  const pages = new WeakMap<object, Map<string, KeptPage>>();

  function viewerOf(user: User, metier: TradeSlug = user.metier): Viewer {
    return { metier, departement: user.departement, dossierCompletion: user.dossier_completion };
  }

  // Whether a user has submitted tenders: their list and counters then add their private facets
  // (and their reads are kept apart from the shared ones). Kept here, told by `ownerChanged`.
  const owners = new Map<string, boolean>();
  async function ownerIdOf(user: User): Promise<string | undefined> {
    let known = owners.get(user.id);
    if (known === undefined) {
      known = await hasSubmittedTenders(db, user.id);
      if (owners.size >= OWNERS_MAX) {
        owners.clear();
      }
      owners.set(user.id, known);
    }
    return known ? user.id : undefined;
  }

  return {
    /** The user's tenders: their trade (or another) in their zone (or all of France), scored for them. */
    async list(user: User, query: ListQuery): Promise<TenderListResponse> {
      const now = clock.now();
      const metier = query.metier ?? user.metier;
      const departements = query.zone === 'all' ? undefined : zoneDepartements(user.departement);
      const ownerId = await ownerIdOf(user);
      const filter = { metier, departements, q: query.q || undefined, status: query.status, now, ownerId };
      const key = JSON.stringify([
        ownerId ?? null,
        'list',
        metier,
        departements ?? null,
        filter.q ?? null,
        query.status,
        query.sort,
        query.page,
        query.page_size,
        user.departement,
      ]);
      const reads = await cached(key, () =>
        Promise.all([
          listTenders(db, {
            ...filter,
            sort: query.sort,
            userDepartement: user.departement,
            neighbours: [...departementNeighbours(user.departement)],
            limit: query.page_size,
            offset: (query.page - 1) * query.page_size,
          }),
          countTenders(db, filter),
          lastSuccessfulSync(db, BOAMP_SOURCE),
        ]),
      );
      // The cards of kept reads are kept too, for each dossier completion, until the first instant
      // a card would read differently (a days-left count going down): the same response as
      // computed afresh. Reads read again are new objects, and their pages are computed again.
      const variant = String(user.dossier_completion);
      const kept = readCacheMs > 0 ? pages.get(reads)?.get(variant) : undefined;
      const nowMs = now.getTime();
      if (kept && nowMs >= kept.at && nowMs < kept.until) {
        return kept.response;
      }
      const [rows, counters, lastSync] = reads;
      const viewer = viewerOf(user, metier);
      const response: TenderListResponse = {
        items: rows.map((row) => presentTenderSummary(row, viewer, now)),
        page: query.page,
        page_size: query.page_size,
        counters,
        last_sync_at: lastSync ? lastSync.toISOString() : null,
        metier,
        departements: departements ?? [],
      };
      if (readCacheMs > 0) {
        // Shared by the requests to come: frozen, so that none changes it (and the serializer
        // writes its JSON once).
        deepFreeze(response);
        const byVariant = pages.get(reads) ?? new Map<string, KeptPage>();
        byVariant.set(variant, { at: nowMs, until: cardsUnchangedUntil(rows, now), response });
        pages.set(reads, byVariant);
      }
      return response;
    },

    /**
     * One tender, scored for the user: any published notice, or a tender the user submitted;
     * another user's submitted tender is not found (404), for every module that reads through here.
     */
    async get(user: User, id: string): Promise<TenderDetail> {
      const row = isUuid(id) ? await getTenderDetailById(db, id, user.id) : undefined;
      if (!row) {
        throw notFound('Appel d’offres introuvable');
      }
      return presentTenderDetail(row, viewerOf(user), clock.now());
    },

    /**
     * The detail page's tender: `get`, with what the user's consultation files add to its score
     * (the mandatory visit and its date, the price form, the pieces missing from their file).
     */
    async detail(user: User, id: string): Promise<TenderDetail> {
      const row = isUuid(id) ? await getTenderDetailById(db, id, user.id) : undefined;
      if (!row) {
        throw notFound('Appel d’offres introuvable');
      }
      const dce = deps.dce ? await deps.dce(user, row.id) : null;
      return presentTenderDetail(row, viewerOf(user), clock.now(), dce);
    },

    /** The titles of some tenders by id, for the modules that list their rows with them (generation). */
    async titles(ids: readonly string[]): Promise<Map<string, string>> {
      return findTenderTitles(db, ids.filter(isUuid));
    },

    /** The notice as the source published it (the BOAMP record), for the writing engines; null when none. */
    async rawNotice(id: string): Promise<unknown> {
      const row = isUuid(id) ? await getTenderById(db, id) : undefined;
      return row?.raw ?? null;
    },

    /** The dashboard's tender figures for the user's trade and zone. */
    async stats(user: User): Promise<DashboardStats> {
      const now = clock.now();
      const departements = zoneDepartements(user.departement);
      const ownerId = await ownerIdOf(user);
      const key = JSON.stringify(['stats', user.metier, departements, ownerId ?? null]);
      const [counters, lastSync] = await cached(key, () =>
        Promise.all([
          countTenders(db, { metier: user.metier, departements, q: undefined, status: 'all', now, ownerId }),
          lastSuccessfulSync(db, BOAMP_SOURCE),
        ]),
      );
      return {
        total_tenders: counters.total,
        active_tenders: counters.active,
        urgent_tenders: counters.urgent,
        last_sync_at: lastSync ? lastSync.toISOString() : null,
      };
    },

    /** A user submitted, changed or deleted one of their tenders: their next reads see it at once. */
    ownerChanged(userId: string, hasTenders?: boolean): void {
      if (hasTenders === undefined) {
        owners.delete(userId);
      } else {
        owners.set(userId, hasTenders);
      }
      cached.forget(JSON.stringify(userId));
    },
  };
}

export type TendersService = ReturnType<typeof createTendersService>;
