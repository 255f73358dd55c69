import type { z } from 'zod';
import type {
  DashboardStats,
  TenderDetail,
  TenderListResponse,
  tenderListQuerySchema,
} from '@batiao/shared/contracts/tenders';
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
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
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
}

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
}) {
  const { db, clock } = deps;
  const readCacheMs = deps.readCacheMs ?? 0;
  const cached = readCache(readCacheMs, clock);
  const pages = new WeakMap<object, Map<string, KeptPage>>();

  function viewerOf(user: User, metier: TradeSlug = user.metier): Viewer {
    return { metier, departement: user.departement, dossierCompletion: user.dossier_completion };
  }

  return {
    /** The user's tenders: their trade (or another) in their zone (or all of France), scored for them. */
    async list(user: User, query: ListQuery): Promise<TenderListResponse> {
      const now = clock.now();
      const metier = query.metier ?? user.metier;
      const departements = query.zone === 'all' ? undefined : zoneDepartements(user.departement);
      const filter = { metier, departements, q: query.q || undefined, status: query.status, now };
      const key = JSON.stringify([
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

    /** One tender, scored for the user. Any tender is readable by a signed-in user (public notices). */
    async get(user: User, id: string): Promise<TenderDetail> {
      const row = isUuid(id) ? await getTenderDetailById(db, id) : undefined;
      if (!row) {
        throw notFound('Appel d’offres introuvable');
      }
      return presentTenderDetail(row, viewerOf(user), clock.now());
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
      const [counters, lastSync] = await cached(JSON.stringify(['stats', user.metier, departements]), () =>
        Promise.all([
          countTenders(db, { metier: user.metier, departements, q: undefined, status: 'all', now }),
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
  };
}

export type TendersService = ReturnType<typeof createTendersService>;
