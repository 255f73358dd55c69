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
import { presentTenderDetail, presentTenderSummary, type Viewer } from './tenders.presenter.ts';
import { countTenders, getTenderById, lastSuccessfulSync, listTenders } from './tenders.queries.ts';
import { BOAMP_SOURCE } from './tenders-sync.service.ts';

type ListQuery = z.output<typeof tenderListQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTendersService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

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
      const [rows, counters, lastSync] = await Promise.all([
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
      ]);
      const viewer = viewerOf(user, metier);
      return {
        items: rows.map((row) => presentTenderSummary(row, viewer, now)),
        page: query.page,
        page_size: query.page_size,
        counters,
        last_sync_at: lastSync ? lastSync.toISOString() : null,
        metier,
        departements: departements ?? [],
      };
    },

    /** One tender, scored for the user. Any tender is readable by a signed-in user (public notices). */
    async get(user: User, id: string): Promise<TenderDetail> {
      const row = UUID.test(id) ? await getTenderById(db, id) : undefined;
      if (!row) {
        throw notFound('Appel d’offres introuvable');
      }
      return presentTenderDetail(row, viewerOf(user), clock.now());
    },

    /** The notice as the source published it (the BOAMP record), for the writing engines; null when none. */
    async rawNotice(id: string): Promise<unknown> {
      const row = UUID.test(id) ? await getTenderById(db, id) : undefined;
      return row?.raw ?? null;
    },

    /** The dashboard's tender figures for the user's trade and zone. */
    async stats(user: User): Promise<DashboardStats> {
      const now = clock.now();
      const [counters, lastSync] = await Promise.all([
        countTenders(db, {
          metier: user.metier,
          departements: zoneDepartements(user.departement),
          q: undefined,
          status: 'all',
          now,
        }),
        lastSuccessfulSync(db, BOAMP_SOURCE),
      ]);
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
