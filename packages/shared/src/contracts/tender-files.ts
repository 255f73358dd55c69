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

/*
 * The parts of the analysis added for issue 16 « Analysis » (sub-criteria, contents asked, penalties,
 * validity, PSE) are optional in the contract, so that answers and fixtures written before them
 * still parse; the server always fills them. Each of their findings carries `article`: the number
 * of the last numbered heading above it in the piece (« 8.2 », « 01.18 », « II »), null when the
 * piece numbers none.
 */

/** Something read from a DCE piece, with the page and the article it comes from. */
const sourcedSchema = foundSchema.extend({ article: z.string().nullable() });
export type SourcedFinding = z.infer<typeof sourcedSchema>;

/** Unit of a weight as the RC writes it. */
export const WEIGHT_UNITS = ['%', 'points'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** A sub-criterion (« méthodologie : 30 points »); ponderation null when the RC gives none. */
export const subCriterionSchema = z.object({
  critere: z.string(),
  ponderation: z.number().nullable(),
  unite: z.enum(WEIGHT_UNITS).nullable(),
  fichier: z.string(),
  page: z.number().int().nullable(),
});
export type SubCriterion = z.infer<typeof subCriterionSchema>;

/** A main award criterion with its unit, article and sub-criteria (the same list and order as `criteres`). */
export const criterionDetailSchema = z.object({
  critere: z.string(),
  ponderation: z.number().nullable(),
  unite: z.enum(WEIGHT_UNITS).nullable(),
  fichier: z.string(),
  page: z.number().int().nullable(),
  article: z.string().nullable(),
  sous_criteres: z.array(subCriterionSchema),
});
export type CriterionDetail = z.infer<typeof criterionDetailSchema>;

/** When a piece is asked for: with the candidature, in the offer, or of the winner only (before signature). */
export const REQUIRED_PIECE_STAGES = ['candidature', 'offre', 'attribution'] as const;
export type RequiredPieceStage = (typeof REQUIRED_PIECE_STAGES)[number];
export const REQUIRED_PIECE_KINDS = [
  'dc1',
  'dc2',
  'dc4',
  'dume',
  'kbis',
  'declaration_honneur',
  'pouvoir',
  'assurances',
  'chiffre_affaires',
  'references',
  'qualifications',
  'moyens',
  'urssaf',
  'fiscal',
  'acte_engagement',
  'memoire_technique',
  'dpgf',
  'bpu',
  'dqe',
  'planning',
  'fiches_techniques',
  'attestation_visite',
  'rib',
  'cctp_signe',
] as const;
export type RequiredPieceKind = (typeof REQUIRED_PIECE_KINDS)[number];

/** A content the RC asks for (or the CCTP: « à joindre à son offre »), once per kind and stage. */
export const requiredPieceSchema = sourcedSchema.extend({
  kind: z.enum(REQUIRED_PIECE_KINDS),
  /** French label, the same for a kind (« DC1 – lettre de candidature »). */
  piece: z.string(),
  etape: z.enum(REQUIRED_PIECE_STAGES),
});
export type RequiredPiece = z.infer<typeof requiredPieceSchema>;

export const PENALTY_MOTIVES = ['retard', 'absence_reunion', 'proprete', 'documents', 'securite', 'autre'] as const;
export type PenaltyMotive = (typeof PENALTY_MOTIVES)[number];

/** A penalty (or a cost charged to a failing contractor) stated by the RC, the CCAP, the AE or the CCTP. */
export const penaltySchema = sourcedSchema.extend({
  motif: z.enum(PENALTY_MOTIVES),
  libelle: z.string(),
  /** The amount as written (« 1/3000e du montant HT du marché par jour de retard », « 150 € HT par absence »); null when the text gives none. */
  montant: z.string().nullable(),
});
export type Penalty = z.infer<typeof penaltySchema>;

export const offerValiditySchema = sourcedSchema.extend({
  /** The number of days when the RC counts in days, null when in months. */
  jours: z.number().int().nullable(),
});

export const tenderAnalysisSchema = z.object({
  analysed_at: z.string(),
  fichiers: z.array(z.object({ fichier: z.string(), role: tenderFileRoleSchema, text_status: z.string() })),
  lots: z.array(foundSchema),
  /** The main award criteria, in the RC's order (their sub-criteria are in `criteres_detail`). */
  criteres: z.array(
    z.object({
      critere: z.string(),
      ponderation: z.number().nullable(),
      fichier: z.string(),
      page: z.number().int().nullable(),
    }),
  ),
  /** The same criteria with their unit, article and sub-criteria. */
  criteres_detail: z.array(criterionDetailSchema).optional(),
  /** What does not add up: a total other than 100 %, sub-criteria not summing to their criterion, missing weights. */
  criteres_remarques: z.array(z.string()).optional(),
  date_limite: foundSchema.nullable(),
  visite: z
    .object({
      obligatoire: z.boolean(),
      date: z.string().nullable(),
      texte: z.string(),
      fichier: z.string(),
      page: z.number().int().nullable(),
      /** « 10 h 00 » when written after the date. */
      heure: z.string().nullable().optional(),
      article: z.string().nullable().optional(),
    })
    .nullable(),
  variantes: foundSchema.nullable(),
  /** The RC's verdict on variants: true allowed, false refused, null not said. */
  variantes_autorisees: z.boolean().nullable().optional(),
  /** PSE and options to price (RC, AE, CCTP: « A chiffrer en PSE », « Option 1 : Plan de travail »). */
  pse: z.array(sourcedSchema).optional(),
  /** How long the offer binds the bidder (« 120 jours »). */
  validite_offres: offerValiditySchema.nullable().optional(),
  /** The contents asked for the candidature, the offer and of the winner, in reading order. */
  pieces_exigees: z.array(requiredPieceSchema).optional(),
  /** Penalties worth knowing, with their amounts as written. */
  penalites: z.array(penaltySchema).optional(),
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

/* The priced DPGF (issue 16, ADR 030): every métré line priced, reviewed by the user, exported. */

/** Where a line's unit price comes from (the market page's three, plus a price composed from a labour time). */
export const PRICED_SOURCES = ['catalogue_utilisateur', 'prix_marche', 'compose', 'non_trouve'] as const;
export type PricedSource = (typeof PRICED_SOURCES)[number];
export const PRICED_SOURCE_LABELS: Record<PricedSource, string> = {
  catalogue_utilisateur: 'Catalogue',
  prix_marche: 'Marché',
  compose: 'Composé',
  non_trouve: 'Non trouvé',
};

/** TVA rates a DPGF may carry (pricing-and-dce.md §1): 20 % by default. */
export const PRICED_TVA_RATES = [20, 10, 5.5] as const;
export const PRICED_MARKUP_KEYS = [
  'public_establishment',
  'urgent_deadline',
  'occupied_site',
  'weekend_work',
  'night_work',
] as const;
export type PricedMarkupKey = (typeof PRICED_MARKUP_KEYS)[number];

export const PRICED_NO_METRES = 'Extrayez d’abord les métrés de ce dossier pour les chiffrer.';
export const PRICED_NOTHING_TO_PRICE =
  'Aucune ligne à chiffrer : joignez le DPGF, le BPU ou le DQE (ou un CCTP qui indique ses quantités) puis extrayez les métrés.';

export const pricedLineSchema = z.object({
  /** Stable key of the line (its file, sheet, row and text): the edits are kept under it. */
  cle: z.string(),
  code: z.string(),
  poste: z.string(),
  groupe: z.string(),
  localisation: z.string(),
  quantite: z.number().nullable(),
  unite: z.string(),
  source: z.enum(PRICED_SOURCES),
  /** The price BatiAO computed (null when not found). */
  prix_calcule: z.number().nullable(),
  /** The price used: the user's when they edited it, else the computed one. */
  prix_unitaire: z.number().nullable(),
  modifie: z.boolean(),
  /** quantité × prix unitaire, rounded to the cent; null without a quantity or a price. */
  montant: z.number().nullable(),
  correspondance: z
    .object({
      kind: z.enum(['catalogue', 'marche']),
      id: z.string(),
      description: z.string(),
      category: z.string(),
      unite: z.string(),
      match_score: z.number(),
      reference: z.string().optional(),
    })
    .nullable(),
  /** The number explained, in French (« 0,45 h × 55 €/h = 24,75 € + fournitures … »). */
  explication: z.string(),
  unite_differente: z.boolean(),
  /** Where the line was read (file › sheet › row, or page). */
  origine: z.string(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const pricedMarkupSchema = z.object({
  key: z.enum(PRICED_MARKUP_KEYS),
  label: z.string(),
  /** The user's rate for it (profile), in %. */
  pct: z.number(),
  applique: z.boolean(),
  /** What the tender and its files say (why it applies or not). */
  raison: z.string(),
  /** The user decided (true) or BatiAO from the tender (false). */
  choisi: z.boolean(),
});
export type PricedMarkup = z.infer<typeof pricedMarkupSchema>;

export const pricedDpgfSchema = z.object({
  type: z.enum(['extraction', 'estimation']),
  extraction_date: z.string(),
  /** The buyer's spreadsheet the export fills, null when the export is a standard DPGF layout. */
  fichier_acheteur: z.string().nullable(),
  export: z.enum(['fichier_acheteur', 'dpgf_standard']),
  lignes: z.array(pricedLineSchema),
  majorations: z.array(pricedMarkupSchema),
  taux_tva: z.number(),
  totaux: z.object({ ht: z.number(), tva: z.number(), ttc: z.number() }),
  statistiques: z.object({
    lignes: z.number().int(),
    catalogue_utilisateur: z.number().int(),
    prix_marche: z.number().int(),
    compose: z.number().int(),
    non_trouve: z.number().int(),
    modifiees: z.number().int(),
    sans_quantite: z.number().int(),
  }),
  /** 'profil': the user's rates; 'defaut': the defaults, before they saved theirs. */
  tarifs: z.enum(['profil', 'defaut']),
  /** When the user last saved their review, null before. */
  revu_le: z.string().nullable(),
});
export type PricedDpgf = z.infer<typeof pricedDpgfSchema>;

const unitPriceEdit = z
  .number({ error: 'Le prix unitaire est un nombre' })
  .min(0, { message: 'Le prix unitaire ne peut pas être négatif' })
  .max(10_000_000, { message: 'Le prix unitaire est de 10 000 000 € au plus' });

/** PUT …/priced-dpgf/lines: the whole review (the edited prices, the markups chosen, the TVA rate). */
export const pricedDpgfUpdateSchema = z
  .object({
    prix: z
      .array(
        z.object({
          cle: z.string().min(1).max(100),
          /** null: back to the computed price. */
          prix_unitaire: unitPriceEdit.nullable(),
        }),
        { error: 'Les prix (prix) sont une liste' },
      )
      .max(20_000, { message: '20 000 lignes au plus' })
      .default([]),
    majorations: z.partialRecord(z.enum(PRICED_MARKUP_KEYS), z.boolean()).optional(),
    taux_tva: z
      .number({ error: 'Le taux de TVA est un nombre' })
      .refine((v) => (PRICED_TVA_RATES as readonly number[]).includes(v), {
        message: 'Taux de TVA : 20, 10 ou 5,5 %',
      })
      .optional(),
  })
  .strict();
export type PricedDpgfUpdate = z.input<typeof pricedDpgfUpdateSchema>;

/** GET/POST …/priced-dpgf?format=xlsx|pdf */
export const pricedDpgfQuerySchema = z.object({
  format: z.enum(['xlsx', 'pdf'], { error: 'Format : xlsx ou pdf' }).default('xlsx'),
});
