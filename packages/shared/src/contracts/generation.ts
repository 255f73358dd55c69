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
