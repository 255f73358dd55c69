import {
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminStats,
  type AdminSyncResponse,
  type AdminUser,
  type AdminUsersResponse,
} from '@batiao/shared/contracts/admin';
import { ANALYTICS, type AnalyticsSummary } from '@batiao/shared/contracts/analytics';
import type { PlanId } from '@batiao/shared/domain/plans';
import type { Database } from '../../db/client.ts';
import type { AdminAuditRow, UserRow } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  changeRole,
  deviceSplit,
  documentCount,
  funnel,
  generationSeries,
  insertAudit,
  listAudit,
  listUsers,
  outboxCounts,
  pageViewSeries,
  paymentCounts,
  recentSyncRuns,
  revenueByPlan,
  slowPages,
  syncOverview,
  tenderCount,
  topPages,
  userCounts,
  weeklySeries,
} from './admin.queries.ts';

/** The figures of one BOAMP sync run, as the sync service reports them. */
export interface SyncRunResult {
  status: string;
  fetched: number;
  inserted: number;
  updated: number;
  errors: number;
  errorMessage: string | null;
}

/** Runs the BOAMP sync once under the sync lock (the scheduler's); `acquired: false` when one runs. */
export type SyncNow = () => Promise<{ acquired: true; value: SyncRunResult } | { acquired: false }>;

export interface Actor {
  id: string;
  email: string;
}

const WEEKS = 12;
const GENERATION_DAYS = 30;
const ANALYTICS_DAYS = 30;

function presentUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    metier: row.metier,
    zone_geographique: row.zoneGeographique,
    role: row.role === 'admin' ? 'admin' : 'user',
    subscription_active: row.subscriptionActive,
    subscription_plan: row.subscriptionPlan as PlanId,
    created_at: row.createdAt.toISOString(),
  };
}

function presentAudit(row: AdminAuditRow): AdminAuditEntry {
  return {
    id: row.id,
    action: row.action === 'boamp_sync' ? 'boamp_sync' : 'role_change',
    actor_email: row.actorEmail,
    target_email: row.targetEmail,
    from_role: row.fromRole,
    to_role: row.toRole,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function createAdminService(deps: {
  db: Database;
  clock: Clock;
  /** The manual BOAMP sync; absent when the sync is off on this server (BOAMP_SYNC=off). */
  syncNow?: SyncNow;
  /** How long the sync request waits for the run before answering 202 (it goes on). */
  syncWaitMs?: number;
}) {
  const { db, clock } = deps;
  let inFlight: Promise<unknown> | null = null;

  return {
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const [usersN, tendersN, documentsN, paymentsN, weekly, revenue, generations, runs, overview, mails] =
        await Promise.all([
          userCounts(db),
          tenderCount(db),
          documentCount(db),
          paymentCounts(db),
          weeklySeries(db, now, WEEKS),
          revenueByPlan(db),
          generationSeries(db, new Date(now.getTime() - GENERATION_DAYS * 86_400_000)),
          recentSyncRuns(db, 10),
          syncOverview(db),
          outboxCounts(db),
        ]);
      return {
        users: {
          total: usersN.total,
          active_subscriptions: usersN.active,
          admin_users: usersN.admins,
          free_users: usersN.total - usersN.active,
        },
        tenders: { total: tendersN },
        documents: { total: documentsN },
        transactions: paymentsN,
        weekly: weekly.map((w) => ({ week: w.week, signups: w.signups, active_subscribers: w.active })),
        revenue: revenue.map((r) => ({
          plan: r.plan,
          mode: r.provider === 'test' ? ('test' as const) : ('live' as const),
          payments: r.payments,
          amount_cents: r.amount,
        })),
        generations: generations.map((g) => ({
          day: g.day,
          engine: g.engine,
          total: g.total,
          failed: g.failed,
          avg_duration_ms: g.avgMs === null ? null : Number(g.avgMs),
        })),
        sync: {
          enabled: deps.syncNow !== undefined,
          running: overview.running || inFlight !== null,
          last_success_at: iso(overview.lastSuccess),
          runs: runs.map((r) => ({
            id: r.id,
            trigger: r.trigger,
            status: r.status,
            from_date: r.fromDate,
            to_date: r.toDate,
            fetched: r.fetched,
            inserted: r.inserted,
            updated: r.updated,
            errors: r.errors,
            error_message: r.errorMessage,
            started_at: r.startedAt.toISOString(),
            finished_at: iso(r.finishedAt),
          })),
        },
        outbox: {
          waiting: mails.waiting,
          failed: mails.failed,
          recent_failures: mails.recent.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            error: m.error ?? '',
            created_at: m.createdAt.toISOString(),
          })),
        },
      };
    },

    async analytics(): Promise<AnalyticsSummary> {
      const since = new Date(clock.now().getTime() - ANALYTICS_DAYS * 86_400_000);
      const [views, pages, devices, steps, slow] = await Promise.all([
        pageViewSeries(db, since),
        topPages(db, since, 10),
        deviceSplit(db, since),
        funnel(db, since),
        slowPages(db, since, ANALYTICS.slowLoadMs, 10),
      ]);
      return {
        days: ANALYTICS_DAYS,
        page_views: views,
        top_pages: pages,
        devices,
        funnel: [
          { step: 'landing', label: 'Page d’accueil', sessions: steps.landing },
          { step: 'register', label: 'Inscription', sessions: steps.registered },
          { step: 'tender', label: 'Premier appel d’offres ouvert', sessions: steps.opened },
          { step: 'subscription', label: 'Abonnement', sessions: steps.subscribed },
          { step: 'generation', label: 'Première génération', sessions: steps.generated },
        ],
        slow_pages: slow.map((s) => ({ page: s.page, loads: s.loads, slow: s.slow, avg_ms: Number(s.avgMs) })),
      };
    },

    async users(query: { q?: string; page: number; page_size: number }): Promise<AdminUsersResponse> {
      const q = query.q?.trim() || undefined;
      const { rows, total } = await listUsers(db, q, query.page_size, (query.page - 1) * query.page_size);
      return { users: rows.map(presentUser), total, page: query.page, page_size: query.page_size };
    },

    /** Promote or demote another user; never oneself, never the last admin; audited. */
    async setRole(actor: Actor, targetId: string, role: 'user' | 'admin'): Promise<AdminUser> {
      if (targetId === actor.id) {
        throw forbidden(ADMIN_MESSAGES.selfRole);
      }
      if (!isUuid(targetId)) {
        throw notFound('Utilisateur introuvable');
      }
      const outcome = await changeRole(db, actor, targetId, role, clock.now());
      if (!outcome.ok) {
        throw outcome.reason === 'not_found'
          ? notFound('Utilisateur introuvable')
          : new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
      }
      return presentUser(outcome.user);
    },

    async audit(limit = 50): Promise<AdminAuditEntry[]> {
      return (await listAudit(db, limit)).map(presentAudit);
    },

    /**
     * « Synchroniser maintenant »: the scheduler's sync, under its lock (409 while one runs). The
     * answer waits for the run up to `syncWaitMs`; a longer run goes on (202) and the page follows
     * it through the stats. The run is audited when it ends.
     */
    async syncNow(actor: Actor): Promise<{ done: true; result: AdminSyncResponse } | { done: false }> {
      const run = deps.syncNow;
      if (!run) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'La synchronisation BOAMP est désactivée sur ce serveur (BOAMP_SYNC=off).',
        );
      }
      if (inFlight !== null || (await syncOverview(db)).running) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.syncRunning);
      }
      let outcome: Awaited<ReturnType<SyncNow>> | undefined;
      let failure: unknown;
      const task = run()
        .then(async (o) => {
          outcome = o;
          if (o.acquired) {
            await insertAudit(db, {
              actorId: actor.id,
              actorEmail: actor.email,
              action: 'boamp_sync',
              details: {
                status: o.value.status,
                fetched: o.value.fetched,
                inserted: o.value.inserted,
                errors: o.value.errors,
              },
              createdAt: clock.now(),
            });
          }
        })
        .catch((error: unknown) => {
          failure = error;
        })
        .finally(() => {
          inFlight = null;
        });
      inFlight = task;
      await Promise.race([task, new Promise((resolve) => setTimeout(resolve, deps.syncWaitMs ?? 20_000).unref())]);
      if (failure) {
        throw failure instanceof Error ? failure : new Error(String(failure));
      }
      if (!outcome) {
        return { done: false };
      }
      if (!outcome.acquired) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.syncRunning);
      }
      const r = outcome.value;
      return {
        done: true,
        result: {
          status: r.status,
          fetched: r.fetched,
          inserted: r.inserted,
          updated: r.updated,
          errors: r.errors,
          error_message: r.errorMessage,
        },
      };
    },

    /** For a graceful stop: the manual sync under way, if any. */
    async close(): Promise<void> {
      if (inFlight) {
        await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      }
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
