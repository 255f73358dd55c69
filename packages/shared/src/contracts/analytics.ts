import { z } from 'zod';

/** Cookie consent (supporting-areas §3, §9): version 1.0, essential always on. */
export const CONSENT_VERSION = '1.0';
export const CONSENT_STORAGE_KEY = 'batiao.cookie-consent';
/** The banner shows this long after the page loads when no choice is stored. */
export const CONSENT_BANNER_DELAY_MS = 2_000;

export const cookieConsentSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.string().datetime({ offset: true, error: 'Date du choix invalide' }),
  version: z.literal(CONSENT_VERSION, { error: 'Version du consentement inconnue' }),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/**
 * Every analytics call carries this header, set by the browser only once the visitor accepted the
 * audience cookies; the server refuses a call without it (nothing is measured before the choice).
 */
export const ANALYTICS_CONSENT_HEADER = 'x-analytics-consent';
export const ANALYTICS_CONSENT_VALUE = 'granted';
export const ANALYTICS_MESSAGES = {
  consentRequired: 'Mesure d’audience refusée : le visiteur n’a pas accepté les cookies de mesure d’audience.',
  rateLimited: 'Trop d’événements envoyés : réessayez dans une minute.',
} as const;

/** Analytics constants (supporting-areas §9). */
export const ANALYTICS = {
  scrollMilestones: [25, 50, 75, 90, 100],
  scrollThrottleMs: 500,
  idleAfterMs: 30_000,
  timeOnPageEveryMs: 60_000,
  slowLoadMs: 3_000,
  mobileBelow: 768,
  tabletBelow: 1024,
  /** Events older than this are purged (the privacy policy's 13 months of browsing data). */
  retentionMonths: 13,
} as const;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export function deviceOfWidth(width: number): Device {
  if (width < ANALYTICS.mobileBelow) {
    return 'mobile';
  }
  if (width < ANALYTICS.tabletBelow) {
    return 'tablet';
  }
  return 'desktop';
}

export const ANALYTICS_EVENTS = [
  'page_view',
  'user_authenticated',
  'user_logout',
  'scroll_depth',
  'user_idle',
  'time_on_page',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_METRICS = ['page_load'] as const;

/** A path of the site, without query string nor fragment. */
const page = z
  .string()
  .max(300, 'Chemin trop long')
  .regex(/^\/[^?#\s]*$/, 'Chemin de page invalide');

/** Free properties besides the known ones: a few scalar values, short. */
const extraValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const MAX_PROPERTIES = 20;

export const analyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENTS, { error: 'Événement inconnu' }),
  properties: z
    .object({
      timestamp: z.string().datetime({ offset: true, error: 'Horodatage invalide' }),
      sessionId: z.string().regex(/^[\w-]{8,64}$/, 'Identifiant de session invalide'),
      page,
      referrer: z.string().max(500).nullable().optional(),
      viewport: z.object({ width: z.number().int().min(0).max(20_000), height: z.number().int().min(0).max(20_000) }),
      device: z.enum(DEVICES),
    })
    .catchall(extraValue)
    .refine((value) => Object.keys(value).length <= 6 + MAX_PROPERTIES, 'Trop de propriétés (20 au plus)'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsMetricSchema = z.object({
  type: z.enum(ANALYTICS_METRICS, { error: 'Mesure inconnue' }),
  data: z.object({
    sessionId: z.string().regex(/^[\w-]{8,64}$/, 'Identifiant de session invalide'),
    page,
    load_ms: z.number().int().min(0).max(600_000),
    device: z.enum(DEVICES),
  }),
  timestamp: z.string().datetime({ offset: true, error: 'Horodatage invalide' }),
});
export type AnalyticsMetric = z.infer<typeof analyticsMetricSchema>;

export const acceptedResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/admin/analytics: what the operator sees of the audience (the last 30 days). */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  page_views: z.array(z.object({ day: z.string(), views: z.number().int(), sessions: z.number().int() })),
  top_pages: z.array(z.object({ page: z.string(), views: z.number().int() })),
  devices: z.array(z.object({ device: z.string(), sessions: z.number().int() })),
  /** Sessions reaching each step (and every step before it). */
  funnel: z.array(z.object({ step: z.string(), label: z.string(), sessions: z.number().int() })),
  slow_pages: z.array(
    z.object({ page: z.string(), loads: z.number().int(), slow: z.number().int(), avg_ms: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** PUT /api/analytics/consent: a signed-in user's choice, kept as proof. */
export const consentRecordResponseSchema = z.object({ success: z.literal(true), recorded_at: z.string() });
