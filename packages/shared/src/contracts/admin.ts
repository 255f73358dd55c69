import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans.ts';
import { ROLES } from './auth.ts';

/** Messages of the admin page (supporting-areas §8). */
export const ADMIN_MESSAGES = {
  accessDeniedTitle: 'Accès refusé',
  accessDenied: 'Vous n’avez pas les privilèges administrateur.',
  loadError: 'Erreur lors du chargement des données admin',
  roleUpdated: (role: string) => `Rôle mis à jour vers ${role}`,
  roleUpdateError: 'Erreur lors de la mise à jour du rôle',
  selfRole: 'Vous ne pouvez pas modifier votre propre rôle.',
  lastAdmin: 'Impossible de retirer le dernier administrateur.',
  syncRunning: 'Une synchronisation BOAMP est déjà en cours : réessayez quand elle sera finie.',
} as const;

const count = z.number().int().min(0);

/** GET /api/admin/stats: the spec's figures (§3), then the operator's. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: count,
    active_subscriptions: count,
    admin_users: count,
    free_users: count,
  }),
  tenders: z.object({ total: count }),
  documents: z.object({ total: count }),
  transactions: z.object({ total: count, completed: count }),
  /** The last 12 weeks (Monday, Europe/Paris), oldest first. */
  weekly: z.array(
    z.object({
      week: z.string(),
      signups: count,
      /** Accounts whose subscription was active during that week (from their paid periods). */
      active_subscribers: count,
    }),
  ),
  /** Paid amounts per plan, test payments apart from live ones. */
  revenue: z.array(
    z.object({
      plan: z.string(),
      mode: z.enum(['live', 'test']),
      payments: count,
      amount_cents: count,
    }),
  ),
  /** The last 30 days, per day and engine. */
  generations: z.array(
    z.object({
      day: z.string(),
      engine: z.string(),
      total: count,
      failed: count,
      avg_duration_ms: z.number().int().nullable(),
    }),
  ),
  sync: z.object({
    /** False when this server runs without the BOAMP sync (BOAMP_SYNC=off): the manual sync answers 503. */
    enabled: z.boolean(),
    running: z.boolean(),
    last_success_at: z.string().nullable(),
    runs: z.array(
      z.object({
        id: z.number().int(),
        trigger: z.string(),
        status: z.string(),
        from_date: z.string(),
        to_date: z.string(),
        fetched: count,
        inserted: count,
        updated: count,
        errors: count,
        error_message: z.string().nullable(),
        started_at: z.string(),
        finished_at: z.string().nullable(),
      }),
    ),
  }),
  outbox: z.object({
    /** Kept in the outbox, not sent through SMTP (no SMTP server, or not yet). */
    waiting: count,
    failed: count,
    recent_failures: z.array(
      z.object({
        id: z.number().int(),
        to: z.string(),
        subject: z.string(),
        error: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The admin user list item (spec §3), plus the sign-up date. */
export const adminUserSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  metier: z.string(),
  zone_geographique: z.string(),
  role: z.enum(ROLES),
  subscription_active: z.boolean(),
  subscription_plan: z.enum(PLAN_IDS),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Recherche trop longue (100 caractères maximum)').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: count,
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.string().max(100) });

export const adminRoleRequestSchema = z.object({
  role: z.enum(ROLES, { error: 'Le rôle doit être « user » ou « admin »' }),
});
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

export const adminRoleResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(['role_change', 'boamp_sync']),
  actor_email: z.string(),
  target_email: z.string().nullable(),
  from_role: z.string().nullable(),
  to_role: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({ items: z.array(adminAuditEntrySchema) });

/** POST /api/admin/sync: the run's figures (409 while another sync runs). */
export const adminSyncResponseSchema = z.object({
  status: z.string(),
  fetched: count,
  inserted: count,
  updated: count,
  errors: count,
  error_message: z.string().nullable(),
});
export type AdminSyncResponse = z.infer<typeof adminSyncResponseSchema>;
