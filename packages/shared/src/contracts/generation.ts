import { z } from 'zod';
import { DOCUMENT_TYPES } from '../domain/documents.ts';

/**
 * Response generation (issue 5): what the writing engines produce for one tender and one company,
 * what the PDF/DOCX renderers lay out, and what the API returns.
 *
 * Text conventions, shared by the engines, the renderers and the web editor:
 * - a section `body` is plain text; paragraphs are separated by a blank line ("\n\n");
 * - a line starting with "- " is a bullet item (consecutive ones form one list);
 * - "[À compléter : …]" marks a fact the company profile lacks: it stays visible everywhere
 *   (editor, PDF, DOCX) until the artisan replaces it. Nothing about the company is ever invented.
 */

export const TO_COMPLETE_PATTERN = /\[À compléter : [^\]]+\]/g;

/** The mémoire's sections, in their default order (reordered to mirror the award criteria). */
export const MEMOIRE_SECTION_KEYS = [
  'presentation',
  'comprehension',
  'moyens_humains',
  'moyens_materiels',
  'methodologie',
  'planning',
  'securite',
  'environnement',
  'qualite',
  'references',
  'garanties',
] as const;
export type MemoireSectionKey = (typeof MEMOIRE_SECTION_KEYS)[number];

export const MEMOIRE_SECTION_TITLES: Record<MemoireSectionKey, string> = {
  presentation: 'Présentation de l’entreprise',
  comprehension: 'Compréhension du projet et du site',
  moyens_humains: 'Moyens humains affectés au chantier',
  moyens_materiels: 'Moyens matériels',
  methodologie: 'Méthodologie d’exécution',
  planning: 'Planning prévisionnel',
  securite: 'Hygiène, sécurité et protection de la santé',
  environnement: 'Gestion des déchets et environnement',
  qualite: 'Contrôles et assurance qualité',
  references: 'Références similaires',
  garanties: 'Service après-travaux et garanties',
};

export const responseTableSchema = z.object({
  columns: z.array(z.string()).min(1).max(8),
  rows: z.array(z.array(z.string())).max(60),
});
export type ResponseTable = z.infer<typeof responseTableSchema>;

export const memoireSectionSchema = z.object({
  key: z.enum(MEMOIRE_SECTION_KEYS),
  title: z.string().min(1).max(200),
  body: z.string().max(20_000),
  /** Staff, equipment, schedule…: laid out as a real table in the PDF and the DOCX. */
  table: responseTableSchema.nullable(),
  /** The award criterion this section answers, when the notice gives them. */
  criterion: z.object({ label: z.string(), weight: z.number().nullable() }).nullable(),
});
export type MemoireSection = z.infer<typeof memoireSectionSchema>;

export const REQUIRED_DOCUMENT_STATUSES = ['present', 'missing', 'expired', 'to_provide'] as const;

export const requiredDocumentSchema = z.object({
  label: z.string(),
  /** `avis`: asked by this notice; `usuel`: the usual candidature set (DC1, DC2 or DUME…). */
  source: z.enum(['avis', 'usuel']),
  /** The administrative-file type it maps to, when it is one of the 13. */
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  /** In the user's file: present (valid), missing, expired; `to_provide`: a form to fill per tender. */
  status: z.enum(REQUIRED_DOCUMENT_STATUSES),
  note: z.string().nullable(),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/** What an engine writes: validated by this schema whatever the engine (local or LLM). */
export const generatedContentSchema = z.object({
  lettre_candidature: z.string().min(1).max(20_000),
  memoire_sections: z.array(memoireSectionSchema).min(1).max(20),
  documents_requis: z.array(requiredDocumentSchema).max(60),
  /** What the artisan should complete before sending, in French (one line per missing fact). */
  a_completer: z.array(z.string()).max(100),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** The cover page and running headers of the documents produced. */
export interface RenderMeta {
  companyName: string | null;
  buyerName: string | null;
  tenderTitle: string;
  tenderReference: string;
  lot: string | null;
  deadline: string | null;
  /** The date printed on the cover (ISO instant). */
  generatedAt: string;
}

/* ---------------------------------------------------------------- API ---------------------------------------------------------------- */

export const GENERATION_STEPS = ['analysis', 'writing', 'layout'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];
export const GENERATION_STEP_LABELS: Record<GenerationStep, string> = {
  analysis: 'Analyse de l’appel d’offres et de votre dossier',
  writing: 'Rédaction de la lettre et du mémoire technique',
  layout: 'Mise en page du PDF',
};
export const GENERATION_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** POST /api/tenders/{id}/generate-response (the spec's body; `tender_id` repeats the path). */
export const generateResponseBodySchema = z.object({
  tender_id: z.string().max(100).optional(),
  response_type: z.literal('complete').default('complete'),
});
export type GenerateResponseBody = z.input<typeof generateResponseBodySchema>;

/** A generated response as listed (dashboard's recent PDFs, versions of a tender). */
export const generatedResponseSummarySchema = z.object({
  id: z.string(),
  tender_id: z.string(),
  tender_title: z.string(),
  version: z.number().int(),
  status: z.enum(GENERATION_STATUSES),
  step: z.enum(GENERATION_STEPS).nullable(),
  engine: z.string(),
  /** Size of the PDF in bytes; null until it exists. */
  pdf_size: z.number().int().nullable(),
  /** The PDF's download name, "reponse-<reference>-v2.pdf". */
  filename: z.string(),
  created_at: z.string(),
  /** The spec's names (core-journey §3) for `pdf_size` and `created_at`, with the same values. */
  file_size: z.number().int().nullable(),
  generated_at: z.string(),
  edited_at: z.string().nullable(),
  /** French message when the generation failed. */
  error: z.string().nullable(),
});
export type GeneratedResponseSummary = z.infer<typeof generatedResponseSummarySchema>;

/**
 * A generated response in full. The spec's fields (`lettre_candidature`, `memoire_technique` as
 * one text, `documents_requis`) are null until the generation succeeded.
 */
export const generatedResponseSchema = generatedResponseSummarySchema.extend({
  lettre_candidature: z.string().nullable(),
  memoire_technique: z.string().nullable(),
  memoire_sections: z.array(memoireSectionSchema).nullable(),
  documents_requis: z.array(requiredDocumentSchema).nullable(),
  a_completer: z.array(z.string()).nullable(),
  duration_ms: z.number().int().nullable(),
  tokens_in: z.number().int().nullable(),
  tokens_out: z.number().int().nullable(),
});
export type GeneratedResponse = z.infer<typeof generatedResponseSchema>;

export const generatedResponseListQuerySchema = z.object({
  tender_id: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const generatedResponseListSchema = z.object({ items: z.array(generatedResponseSummarySchema) });

/** PUT /api/generated-responses/{id}: the edited text; the PDF is re-rendered from it. */
export const generatedResponseEditSchema = z.object({
  lettre_candidature: z
    .string()
    .trim()
    .min(1, { message: 'La lettre de candidature ne peut pas être vide' })
    .max(20_000),
  memoire_sections: z
    .array(
      z.object({
        key: z.enum(MEMOIRE_SECTION_KEYS),
        title: z.string().trim().min(1, { message: 'Le titre de la section est obligatoire' }).max(200),
        body: z.string().max(20_000, { message: 'Section trop longue (20 000 caractères au plus)' }),
      }),
    )
    .min(1)
    .max(20),
});
export type GeneratedResponseEdit = z.infer<typeof generatedResponseEditSchema>;

export const generatedResponseParamsSchema = z.object({ id: z.string().max(100) });

/** The messages of the spec (core-journey §8) and of the quotas. */
export const GENERATION_MESSAGES = {
  subscriptionRequired: 'Abonnement requis pour générer une réponse',
  tooManyRequests: 'Trop de requêtes - Attendez un moment avant de réessayer',
  providerUnavailable: 'Le service de rédaction est indisponible pour le moment. Réessayez dans quelques minutes.',
  failed: 'Erreur lors de la génération',
} as const;
