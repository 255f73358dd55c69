import type { AdminStats, AdminUser } from '@batiao/shared/contracts/admin';
import type { AnalyticsSummary } from '@batiao/shared/contracts/analytics';

export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    users: { total: 12, active_subscriptions: 4, admin_users: 1, free_users: 8 },
    tenders: { total: 746 },
    documents: { total: 31 },
    transactions: { total: 9, completed: 7 },
    weekly: [
      { week: '2026-11-09', signups: 3, active_subscribers: 2 },
      { week: '2026-11-16', signups: 5, active_subscribers: 4 },
    ],
    revenue: [
      { plan: 'pro', mode: 'live', payments: 3, amount_cents: 14700 },
      { plan: 'pro', mode: 'test', payments: 2, amount_cents: 9800 },
    ],
    generations: [{ day: '2026-11-19', engine: 'local', total: 4, failed: 1, avg_duration_ms: 2300 }],
    sync: {
      enabled: true,
      running: false,
      last_success_at: '2026-11-20T06:00:00.000Z',
      runs: [
        {
          id: 7,
          trigger: 'schedule',
          status: 'success',
          from_date: '2026-11-19',
          to_date: '2026-11-19',
          fetched: 210,
          inserted: 38,
          updated: 2,
          errors: 0,
          error_message: null,
          started_at: '2026-11-20T06:00:00.000Z',
          finished_at: '2026-11-20T06:01:00.000Z',
        },
      ],
    },
    outbox: { waiting: 2, failed: 1, recent_failures: [] },
    ...overrides,
  };
}

export function makeAnalyticsSummary(): AnalyticsSummary {
  return {
    days: 30,
    page_views: [{ day: '2026-11-19', views: 42, sessions: 9 }],
    top_pages: [{ page: '/', views: 30 }],
    devices: [{ device: 'mobile', sessions: 5 }],
    funnel: [
      { step: 'landing', label: 'Page d’accueil', sessions: 9 },
      { step: 'register', label: 'Inscription', sessions: 3 },
      { step: 'tender', label: 'Premier appel d’offres ouvert', sessions: 2 },
      { step: 'subscription', label: 'Abonnement', sessions: 1 },
      { step: 'generation', label: 'Première génération', sessions: 0 },
    ],
    slow_pages: [{ page: '/tenders', loads: 10, slow: 2, avg_ms: 1800 }],
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'usr_02',
    prenom: 'Paul',
    nom: 'Durand',
    email: 'paul@exemple.fr',
    metier: 'peintre',
    zone_geographique: 'Lyon (69)',
    role: 'user',
    subscription_active: false,
    subscription_plan: 'free',
    created_at: '2026-11-18T08:00:00.000Z',
    ...overrides,
  };
}
