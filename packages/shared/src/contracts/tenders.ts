import { z } from 'zod';
import { TRADE_SLUGS } from '../domain/trades.ts';

export const TENDER_PAGE_SIZE_MAX = 100;
export const TENDER_STATUS_FILTERS = ['all', 'active', 'urgent', 'expired'] as const;
export const TENDER_SORTS = ['deadline', 'score', 'publication'] as const;

export const tenderListQuerySchema = z.object({
  /** Server-side French full-text search, accent-insensitive. */
  q: z.string().trim().max(200, 'La recherche est trop longue (200 caractères maximum)').optional(),
  status: z.enum(TENDER_STATUS_FILTERS).default('all'),
  sort: z.enum(TENDER_SORTS).default('deadline'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(TENDER_PAGE_SIZE_MAX).default(20),
  /** `all` widens the list to every département; by default, the user's zone. */
  zone: z.enum(['mine', 'all']).default('mine'),
  /** Another trade than the user's. */
  metier: z.enum(TRADE_SLUGS).optional(),
});
export type TenderListQuery = z.input<typeof tenderListQuerySchema>;

export const compatibilityAnalysisSchema = z.object({
  score_global: z.number().int().min(0).max(100),
  ai_message: z.string(),
});

export const deadlineStatusSchema = z.enum(['active', 'urgent', 'expired', 'unknown']);

export const tenderSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  departements: z.array(z.string()),
  buyer_name: z.string().nullable(),
  deadline: z.string().nullable(),
  deadline_status: deadlineStatusSchema,
  days_left: z.number().int().nullable(),
  /** Estimated amount in euros (excl. tax), null when the notice gives none. */
  amount: z.number().nullable(),
  cpv_code: z.string().nullable(),
  cpv_codes: z.array(z.string()),
  /** The trade the tender was matched to (label). */
  profession: z.string(),
  publication_date: z.string(),
  source_url: z.string(),
  real_boamp_url: z.string().nullable(),
  has_real_documents: z.boolean(),
  documents_summary: z.object({ total_count: z.number().int(), types_available: z.array(z.string()) }),
  compatibility_analysis: compatibilityAnalysisSchema,
  status: z.enum(['open', 'awarded', 'cancelled']),
  /** A sample tender loaded by `npm run seed:demo`, shown as "Exemple". */
  is_example: z.boolean(),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;

export const tenderDetailSchema = tenderSummarySchema.extend({
  source: z.string(),
  source_id: z.string(),
  nature: z.string(),
  procedure: z.string().nullable(),
  buyer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    url: z.string().nullable(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
  }),
  lots: z.array(
    z.object({
      number: z.string().nullable(),
      title: z.string(),
      description: z.string().nullable(),
      cpv_codes: z.array(z.string()),
      amount: z.number().nullable(),
    }),
  ),
  criteria: z.array(z.object({ label: z.string(), weight: z.number().nullable() })),
  execution_place: z.string().nullable(),
  duration_months: z.number().nullable(),
  dce_url: z.string().nullable(),
  winners: z.array(z.string()),
  descripteurs: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

export const tenderListResponseSchema = z.object({
  items: z.array(tenderSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  counters: z.object({
    total: z.number().int(),
    active: z.number().int(),
    urgent: z.number().int(),
    filtered: z.number().int(),
  }),
  /** When the last successful BOAMP sync ended; null when there has been none. */
  last_sync_at: z.string().nullable(),
  metier: z.enum(TRADE_SLUGS),
  /** The départements searched: the user's and its neighbours, or empty for all of France. */
  departements: z.array(z.string()),
});
export type TenderListResponse = z.infer<typeof tenderListResponseSchema>;

/** Any string: an id that is not one of ours is simply not found (404). */
export const tenderIdParamsSchema = z.object({ id: z.string().max(100) });

export const dashboardStatsSchema = z.object({
  total_tenders: z.number().int(),
  active_tenders: z.number().int(),
  urgent_tenders: z.number().int(),
  last_sync_at: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
