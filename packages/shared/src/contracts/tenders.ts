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

export const compatibilityReasonSchema = z.object({
  level: z.enum(['bloquant', 'attention', 'info']),
  text: z.string(),
  source: z.string().nullable(),
});

export const compatibilityAnalysisSchema = z.object({
  score_global: z.number().int().min(0).max(100),
  ai_message: z.string(),
  /**
   * What the consultation files the user attached add (issue 16: « Visite obligatoire le … », the
   * price form, pieces missing from their file): on the detail only, absent on the list's cards.
   */
  reasons: z.array(compatibilityReasonSchema).optional(),
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
  /** A tender the reader submitted themselves (« Soumis par vous »); only its author ever reads it. */
  submitted_by_me: z.boolean().optional(),
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
  /** What its author typed in, for a submitted tender (null for a published notice). */
  submission: z
    .object({
      authority: z.string(),
      location: z.string(),
      execution_delay: z.string().nullable(),
      contact_email: z.string().nullable(),
      contact_phone: z.string().nullable(),
      source_url: z.string().nullable(),
      requirements: z.array(z.string()),
      dce_content: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable()
    .optional(),
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

/* ---------------------------------------------------------------------------------------------
 * Submitted tenders (issue 17): a subscriber's own tender, optionally pre-filled from an address.
 * ------------------------------------------------------------------------------------------- */

/** Tenders a user may submit in a rolling day. */
export const SUBMITTED_TENDERS_PER_DAY = 50;
/** Analyses (address or file) a user may run in a rolling hour. */
export const TENDER_ANALYSES_PER_HOUR = 30;
/** A dropped notice or RC: PDF or DOCX, 10 MB at most. */
export const TENDER_NOTICE_FILE_MAX_BYTES = 10_485_760;

export const TENDER_SUBMISSION_MESSAGES = {
  subscriptionRequired: 'Abonnement actif requis pour soumettre un AO',
  tooMany: `Vous avez soumis ${SUBMITTED_TENDERS_PER_DAY} appels d’offres en 24 heures : réessayez demain.`,
  tooManyAnalyses: 'Trop d’analyses en une heure : attendez un moment avant de réessayer.',
  notFound: 'Appel d’offres introuvable',
  notEditable: 'Seuls les appels d’offres que vous avez soumis peuvent être modifiés ou supprimés.',
  urlRequired: 'Veuillez saisir une URL',
  submitError: 'Erreur lors de la soumission',
  analyzeError: 'Erreur lors de l’analyse du document',
  fileRequired: 'Déposez un fichier PDF ou DOCX',
  fileTooLarge: 'Le fichier est trop volumineux (10 Mo au plus)',
  fileUnsupported: 'Fichier non reconnu : déposez un avis ou un règlement de consultation en PDF ou DOCX',
} as const;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} : texte attendu` })
    .trim()
    .max(max, { message: `${label} : ${max} caractères au plus` });
const requiredText = (label: string, max: number, missing: string) => trimmed(label, max).min(1, { message: missing });
const optionalText = (label: string, max: number) =>
  trimmed(label, max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Minutes Paris is ahead of UTC at this UTC instant (CET +60, CEST +120: last Sunday of March to last Sunday of October, 01:00 UTC). */
function parisOffsetMinutes(utc: Date): number {
  const year = utc.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  const t = utc.getTime();
  return t >= lastSunday(2) && t < lastSunday(9) ? 120 : 60;
}

/**
 * A deadline as typed or extracted: `AAAA-MM-JJ` (the end of that day, 23:59 in Paris),
 * `AAAA-MM-JJTHH:MM` (Paris time) or an ISO instant with its offset; null when unreadable.
 */
export function parseTenderDeadline(value: string): Date | null {
  const v = value.trim();
  let naive: string;
  if (ZONED_DATE_TIME.test(v)) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  } else if (DATE_ONLY.test(v)) {
    naive = `${v}T23:59:00`;
  } else if (LOCAL_DATE_TIME.test(v)) {
    naive = v;
  } else {
    return null;
  }
  const asUtc = new Date(`${naive}Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 10) !== naive.slice(0, 10)) {
    return null;
  }
  const guess = new Date(asUtc.getTime() - parisOffsetMinutes(asUtc) * 60_000);
  return new Date(asUtc.getTime() - parisOffsetMinutes(guess) * 60_000);
}

/** An http(s) address, as the submission's source and the analysis take it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const PHONE = /^\+?[0-9][0-9 .\-()]{5,24}$/;

/** Requirements typed one per line (or sent as a list): trimmed, blank lines dropped. */
export function requirementLines(value: string | readonly string[] | null | undefined): string[] {
  const lines = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

export const tenderSubmissionSchema = z.object({
  title: requiredText('Le titre', 300, 'Le titre est obligatoire'),
  description: requiredText('La description', 20_000, 'La description est obligatoire'),
  authority: requiredText('L’organisme acheteur', 300, 'L’organisme acheteur est obligatoire'),
  location: requiredText('La localisation', 200, 'La localisation est obligatoire'),
  deadline: z
    .string({ error: 'La date limite est obligatoire' })
    .trim()
    .min(1, { message: 'La date limite est obligatoire', abort: true })
    .refine((v) => parseTenderDeadline(v) !== null, {
      message: 'Date limite invalide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM)',
    }),
  amount: z
    .number({ error: 'Montant attendu (en euros)' })
    .min(0, { message: 'Le montant ne peut pas être négatif' })
    .max(100_000_000_000, { message: 'Montant trop élevé' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  execution_delay: optionalText('Le délai d’exécution', 200),
  contact_email: optionalText('L’e-mail de contact', 254).refine((v) => v === null || z.email().safeParse(v).success, {
    message: 'Adresse e-mail de contact invalide',
  }),
  contact_phone: optionalText('Le téléphone', 30).refine((v) => v === null || PHONE.test(v), {
    message: 'Numéro de téléphone invalide',
  }),
  source_url: optionalText('L’adresse source', 2000).refine((v) => v === null || isHttpUrl(v), {
    message: 'Adresse web invalide (http:// ou https://)',
  }),
  requirements: z
    .union([
      z.string().max(20_000, { message: 'Exigences : 20 000 caractères au plus' }),
      z.array(z.string().max(1000, { message: 'Une exigence : 1 000 caractères au plus' })).max(200, {
        message: 'Exigences : 200 lignes au plus',
      }),
    ])
    .nullable()
    .optional()
    .transform((v) => requirementLines(v)),
  dce_content: optionalText('Le contenu du DCE', 50_000),
  notes: optionalText('Les notes', 5_000),
});
export type TenderSubmissionInput = z.input<typeof tenderSubmissionSchema>;
export type TenderSubmission = z.output<typeof tenderSubmissionSchema>;

export const tenderSubmissionResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
});
export type TenderSubmissionResponse = z.infer<typeof tenderSubmissionResponseSchema>;

export const analyzeFromUrlRequestSchema = z.object({
  url: z
    .string({ error: TENDER_SUBMISSION_MESSAGES.urlRequired })
    .trim()
    .min(1, { message: TENDER_SUBMISSION_MESSAGES.urlRequired })
    .max(2000, { message: 'Adresse trop longue (2 000 caractères au plus)' }),
});
export type AnalyzeFromUrlRequest = z.infer<typeof analyzeFromUrlRequestSchema>;

/** The fields an analysis looks for, in the order `missing_info` lists them. */
export const EXTRACTED_FIELDS = [
  'title',
  'description',
  'authority',
  'location',
  'amount',
  'execution_delay',
  'contact_email',
  'deadline',
  'requirements',
  'dce_content',
] as const;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

export const EXTRACTED_FIELD_LABELS: Record<ExtractedField, string> = {
  title: 'Titre',
  description: 'Description',
  authority: 'Organisme acheteur',
  location: 'Localisation',
  amount: 'Montant estimé',
  execution_delay: 'Délai d’exécution',
  contact_email: 'E-mail de contact',
  deadline: 'Date limite de remise des offres',
  requirements: 'Exigences',
  dce_content: 'Contenu du DCE',
};

export const urlAnalysisResultSchema = z.object({
  extracted_info: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    authority: z.string().nullable(),
    location: z.string().nullable(),
    /** Euros excl. tax. */
    amount: z.number().nullable(),
    execution_delay: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    /** ISO instant. */
    deadline: z.string().nullable(),
    requirements: z.array(z.string()),
    dce_content: z.string().nullable(),
    source_url: z.string().nullable(),
  }),
  recommendations: z.object({
    /** 0–100: the share of the fields found, the main ones weighing more. */
    confidence_score: z.number().int().min(0).max(100),
    /** French labels of the fields not found. */
    missing_info: z.array(z.string()),
  }),
});
export type UrlAnalysisResult = z.infer<typeof urlAnalysisResultSchema>;
