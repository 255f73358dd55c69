import { z } from 'zod';
import {
  DOCUMENT_DATE_MESSAGES,
  DOCUMENT_DATE_MIN,
  DOCUMENT_TYPES,
  isCalendarDate,
  validUntilProblem,
} from '../domain/documents.ts';

/** Upload limit of core-journey §5: 10 MB. */
export const DOCUMENT_MAX_BYTES = 10_485_760;
export const DOCUMENT_TOO_LARGE = 'Le fichier est trop volumineux (max 10MB)';
export const DOCUMENT_UNSUPPORTED = 'Format non accepté : PDF, JPG, PNG, DOC ou DOCX';
export const DOCUMENT_ALREADY_VALID =
  'Ce document est déjà déposé et valide : supprimez-le ou attendez son expiration pour le remplacer';
/** Accepted formats, for the file picker. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Type de document inconnu' });
export const documentStatusSchema = z.enum(['valid', 'expiring_soon', 'expired', 'missing']);

const calendarDate = z
  .string()
  .refine(isCalendarDate, { message: 'Date attendue au format AAAA-MM-JJ', abort: true })
  .describe('AAAA-MM-JJ');

/**
 * An issue date: from 1900 on. « Not after tomorrow » depends on the day: the service checks it
 * with its clock (`issuedAtProblem`).
 */
const issuedAtDate = calendarDate.refine((date) => date >= DOCUMENT_DATE_MIN, {
  message: DOCUMENT_DATE_MESSAGES.issuedTooOld,
});
/** An end of validity: between 1900 and 2100. */
const validUntilDate = calendarDate.refine((date) => validUntilProblem(date) === null, {
  message: DOCUMENT_DATE_MESSAGES.validUntilOutOfRange,
});

/** The text fields of the multipart upload (the file part is `file`). */
export const documentUploadFieldsSchema = z.object({
  document_type: documentTypeSchema,
  /** "Valable jusqu'au", as printed on the document. */
  valid_until: validUntilDate.optional(),
  /** Issue date ("délivré le"), for the documents valid N months from issue; not after tomorrow. */
  issued_at: issuedAtDate.optional(),
  /** Replace a document of that type that is still valid. */
  replace: z.enum(['true', 'false']).optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const documentSchema = z.object({
  id: z.string(),
  document_type: documentTypeSchema,
  /** Display name, sanitised; the stored file has a generated name. */
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  upload_date: z.string(),
  issued_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** Last valid day (entered or computed), null when it does not expire. */
  expires_on: z.string().nullable(),
  days_left: z.number().int().nullable(),
  status: documentStatusSchema,
  /** An insurance/qualification certificate whose end date is not entered yet. */
  needs_valid_until: z.boolean(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentTypeStatusSchema = z.object({
  document_type: documentTypeSchema,
  label: z.string(),
  critical: z.boolean(),
  tips: z.string(),
  validity: z.string(),
  status: documentStatusSchema,
  document: documentSchema.nullable(),
});
export type DocumentTypeStatus = z.infer<typeof documentTypeStatusSchema>;

export const documentListResponseSchema = z.object({
  documents: z.array(documentSchema),
  /** The 13 types, in the spec's order, each with its status. */
  types: z.array(documentTypeStatusSchema),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().max(100) });

export const documentUpdateSchema = z
  .object({
    valid_until: validUntilDate.nullable().optional(),
    issued_at: issuedAtDate.nullable().optional(),
  })
  .strict();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

export const fileHealthSchema = z.object({
  overall_health: z.enum(['good', 'warning', 'incomplete']),
  missing_critical: z.array(documentTypeSchema),
  expired: z.array(documentTypeSchema),
  expiring_soon: z.array(documentTypeSchema),
  recommendations: z.array(z.string()),
  dossier_completion: z.number().int().min(0).max(100),
});
export type FileHealthResponse = z.infer<typeof fileHealthSchema>;

export const documentDeleteResponseSchema = z.object({ success: z.literal(true) });
