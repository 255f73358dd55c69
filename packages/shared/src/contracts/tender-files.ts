import { z } from 'zod';

/**
 * The consultation files (DCE) attached to a tender, their analysis and the quantities read from
 * them (issue 16; core-journey §2, §3, §7).
 */

/** Roles of a DCE piece. `ae` covers the acte d'engagement and the ATTRI1 form. */
export const TENDER_FILE_ROLES = ['rc', 'cctp', 'ccap', 'ae', 'dpgf', 'bpu', 'dqe', 'plans', 'other'] as const;
export type TenderFileRole = (typeof TENDER_FILE_ROLES)[number];

export const TENDER_FILE_ROLE_LABELS: Record<TenderFileRole, string> = {
  rc: 'RC – règlement',
  cctp: 'CCTP – technique',
  ccap: 'CCAP – administratif',
  ae: 'AE / ATTRI1 – engagement',
  dpgf: 'DPGF – prix global',
  bpu: 'BPU – prix unitaires',
  dqe: 'DQE – quantitatif',
  plans: 'Plans',
  other: 'Autre pièce',
};

/** Formats kept, recognised by content (a zip is unpacked into these). */
export const TENDER_FILE_FORMATS = ['pdf', 'docx', 'xlsx', 'xls', 'ods'] as const;
export type TenderFileFormat = (typeof TENDER_FILE_FORMATS)[number];

/** Total of a tender's files, per user (issue 16). */
export const TENDER_FILES_MAX_BYTES = 200 * 1024 * 1024;
/** Files kept per tender (a zip counts its files). */
export const TENDER_FILES_MAX_COUNT = 300;
export const TENDER_FILES_TOO_LARGE = 'Le dossier de consultation dépasse 200 Mo pour cet appel d’offres.';
export const TENDER_FILES_UNSUPPORTED = 'Format non accepté : ZIP, PDF, DOCX, XLSX, XLS ou ODS';
/** For the file picker. */
export const TENDER_FILES_ACCEPT = '.zip,.pdf,.docx,.xlsx,.xls,.ods';

export const METRES_LOCKED = 'Abonnement requis pour extraire les métrés';
export const METRES_NO_FILES =
  'Aucun fichier exploitable : joignez le DPGF, le BPU, le DQE ou le CCTP du dossier de consultation.';

export const tenderFileRoleSchema = z.enum(TENDER_FILE_ROLES, { error: 'Rôle de pièce inconnu' });

export const tenderFileSchema = z.object({
  id: z.string(),
  tender_id: z.string(),
  filename: z.string(),
  /** The folder inside the uploaded zip, '' for a file sent alone. */
  path: z.string(),
  format: z.enum(TENDER_FILE_FORMATS),
  content_type: z.string(),
  size: z.number().int(),
  role: tenderFileRoleSchema,
  detected_role: tenderFileRoleSchema,
  /** text: read; scanned: a PDF without text (no OCR); spreadsheet; unreadable. */
  text_status: z.enum(['text', 'scanned', 'spreadsheet', 'unreadable']),
  pages: z.number().int().nullable(),
  uploaded_at: z.string(),
});
export type TenderFile = z.infer<typeof tenderFileSchema>;

export const tenderFileListSchema = z.object({
  files: z.array(tenderFileSchema),
  total_bytes: z.number().int(),
  max_bytes: z.number().int(),
  /** The DCE address of the notice (the buyer profile), to fetch the files; null when unknown. */
  dce_url: z.string().nullable(),
});
export type TenderFileList = z.infer<typeof tenderFileListSchema>;

export const tenderFileUploadResponseSchema = z.object({
  files: z.array(tenderFileSchema),
  /** Entries of a zip left aside (other formats, empty), with the reason. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type TenderFileUploadResponse = z.infer<typeof tenderFileUploadResponseSchema>;

export const tenderFileUpdateSchema = z.object({ role: tenderFileRoleSchema }).strict();
export type TenderFileUpdate = z.infer<typeof tenderFileUpdateSchema>;

export const tenderFileParamsSchema = z.object({ id: z.string(), fileId: z.string() });
export const tenderIdParamsSchema = z.object({ id: z.string() });

/** One quantity line (core-journey §3), with where it was read. */
export const metreRowSchema = z.object({
  poste: z.string(),
  /** null: no quantity given (a BPU line, a quantity left to the bidder, « PM »). */
  quantite: z.number().nullable(),
  unite: z.string(),
  specifications: z.string(),
  localisation: z.string(),
  observations: z.string(),
  /** Works group (the section of the DPGF, or the CCTP's lot). */
  groupe: z.string(),
  /** The line's number in the buyer's file, '' when it has none. */
  code: z.string(),
  /** File, sheet and row (or page) the line comes from. */
  source: z.string(),
});
export type MetreRow = z.infer<typeof metreRowSchema>;

export const unitTotalsSchema = z.record(z.string(), z.number());

export const worksGroupSchema = z.object({
  groupe: z.string(),
  postes: z.number().int(),
  totaux_par_unite: unitTotalsSchema,
});

export const sheetTotalsSchema = z.object({
  fichier: z.string(),
  feuille: z.string(),
  postes: z.number().int(),
  totaux_par_unite: unitTotalsSchema,
});

export const metresResultSchema = z.object({
  type: z.enum(['extraction', 'estimation']),
  extraction_date: z.string(),
  /** Always present for an estimation; a note on what could not be read otherwise. */
  avertissement: z.string().nullable(),
  metres_data: z.object({
    metres_data: z.array(metreRowSchema),
    totaux_par_unite: unitTotalsSchema,
    groupes_travaux: z.array(worksGroupSchema),
    feuilles: z.array(sheetTotalsSchema),
    fichiers: z.array(z.string()),
  }),
});
export type MetresResult = z.infer<typeof metresResultSchema>;

/** Something read from a DCE piece, with the page it comes from. */
const foundSchema = z.object({ texte: z.string(), fichier: z.string(), page: z.number().int().nullable() });

export const tenderAnalysisSchema = z.object({
  analysed_at: z.string(),
  fichiers: z.array(z.object({ fichier: z.string(), role: tenderFileRoleSchema, text_status: z.string() })),
  lots: z.array(foundSchema),
  criteres: z.array(
    z.object({
      critere: z.string(),
      ponderation: z.number().nullable(),
      fichier: z.string(),
      page: z.number().int().nullable(),
    }),
  ),
  date_limite: foundSchema.nullable(),
  visite: z
    .object({
      obligatoire: z.boolean(),
      date: z.string().nullable(),
      texte: z.string(),
      fichier: z.string(),
      page: z.number().int().nullable(),
    })
    .nullable(),
  variantes: foundSchema.nullable(),
  forme_prix: z.object({ forme: z.enum(['dpgf', 'bpu_dqe', 'forfait', 'inconnue']), texte: z.string().nullable() }),
  duree: foundSchema.nullable(),
  normes: z.array(z.object({ norme: z.string(), fichier: z.string(), page: z.number().int().nullable() })),
  contraintes: z.array(
    z.object({
      type: z.enum(['site_occupe', 'phasage', 'horaires', 'amiante', 'plomb']),
      libelle: z.string(),
      texte: z.string(),
      fichier: z.string(),
      page: z.number().int().nullable(),
    }),
  ),
  /** Pieces the analysis could not read (scanned PDFs, spreadsheets aside). */
  avertissements: z.array(z.string()),
});
export type TenderAnalysis = z.infer<typeof tenderAnalysisSchema>;
