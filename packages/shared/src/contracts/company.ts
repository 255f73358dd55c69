import { z } from 'zod';
import { DOCUMENT_DATE_MESSAGES, isCalendarDate, validUntilProblem } from '../domain/documents.ts';
import { isValidSiret, normalizeSiret } from '../domain/siret.ts';

/**
 * The company profile ("Mon entreprise"): what the response generator may say about the
 * company, and nothing more. Money is in integer euro cents (HT). Every list is bounded.
 */

export const LEGAL_FORMS = [
  'Entreprise individuelle',
  'Micro-entreprise',
  'EURL',
  'SARL',
  'SASU',
  'SAS',
  'SA',
  'SNC',
  'SCOP',
  'Autre',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const INSURANCE_TYPES = ['rc_pro', 'decennale', 'autre'] as const;
export const INSURANCE_TYPE_LABELS: Record<(typeof INSURANCE_TYPES)[number], string> = {
  rc_pro: 'Responsabilité civile professionnelle',
  decennale: 'Garantie décennale',
  autre: 'Autre assurance',
};

export const REFERENCE_PHOTO_MAX_BYTES = 5_242_880;
export const REFERENCE_PHOTOS_MAX = 6;
export const REFERENCE_PHOTO_TOO_LARGE = 'La photo est trop volumineuse (max 5 Mo)';
export const REFERENCE_PHOTO_UNSUPPORTED = 'Photo non acceptée : JPG ou PNG uniquement';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} : texte attendu` })
    .trim()
    .max(max, { message: `${label} : ${max} caractères au plus` });
const required = (max: number, label: string) => text(max, label).min(1, { message: `${label} est obligatoire` });
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const calendarDate = z
  .string()
  .refine(isCalendarDate, { message: 'Date attendue au format AAAA-MM-JJ', abort: true })
  // An end of validity between 1900 and 2100, as for the documents (ADR 012).
  .refine((date) => validUntilProblem(date) === null, { message: DOCUMENT_DATE_MESSAGES.validUntilOutOfRange })
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const cents = z
  .number({ error: 'Montant attendu (en centimes)' })
  .int({ message: 'Montant en centimes entiers' })
  .min(0, { message: 'Le montant ne peut pas être négatif' })
  .max(100_000_000_000, { message: 'Montant trop élevé' });
const year = z
  .number({ error: 'Année attendue' })
  .int({ message: 'Année attendue' })
  .min(1800, { message: 'Année invalide' })
  .max(2100, { message: 'Année invalide' });

export const companyStaffSchema = z.object({
  /** "Chef de chantier", "Compagnon couvreur", "Apprenti"… */
  role: required(100, 'Le poste'),
  nombre: z
    .number({ error: 'Nombre de personnes attendu' })
    .int({ message: 'Nombre entier attendu' })
    .min(0, { message: 'Le nombre ne peut pas être négatif' })
    .max(100_000, { message: 'Nombre trop élevé' }),
});
export type CompanyStaff = z.infer<typeof companyStaffSchema>;

export const companyTurnoverSchema = z.object({
  annee: year,
  montant_ht_cents: cents,
});
export type CompanyTurnover = z.infer<typeof companyTurnoverSchema>;

export const companyQualificationSchema = z.object({
  /** Qualibat, RGE, Qualifelec, QualiPV… */
  organisme: required(100, 'L’organisme'),
  intitule: required(200, 'L’intitulé'),
  numero: optionalText(100, 'Le numéro'),
  valid_until: calendarDate,
});
export type CompanyQualification = z.infer<typeof companyQualificationSchema>;

export const companyInsuranceSchema = z.object({
  type: z.enum(INSURANCE_TYPES, { error: 'Type d’assurance inconnu' }),
  assureur: required(150, 'L’assureur'),
  numero_police: optionalText(100, 'Le numéro de police'),
  /** Activities and amounts covered, as printed on the certificate. */
  couverture: optionalText(500, 'La couverture'),
  valid_until: calendarDate,
});
export type CompanyInsurance = z.infer<typeof companyInsuranceSchema>;

export const companyEquipmentSchema = z.object({
  designation: required(200, 'La désignation'),
  quantite: z
    .number({ error: 'Quantité attendue' })
    .int({ message: 'Quantité entière attendue' })
    .min(1, { message: 'La quantité est d’au moins 1' })
    .max(10_000, { message: 'Quantité trop élevée' })
    .default(1),
  details: optionalText(300, 'Le détail'),
});
export type CompanyEquipment = z.infer<typeof companyEquipmentSchema>;

export const referencePhotoSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ReferencePhoto = z.infer<typeof referencePhotoSchema>;

const referenceFields = {
  projet: required(200, 'Le projet'),
  client: required(200, 'Le client'),
  annee: year,
  montant_ht_cents: cents
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  description: optionalText(2000, 'La description'),
};

/** A reference as written by the client: `id` of an existing one keeps its photos. */
export const companyReferenceInputSchema = z.object({
  id: z.uuid().optional(),
  ...referenceFields,
});

/*
 * What the API answers. These schemas carry no transform: the response serializer *encodes*
 * through them (fastify-type-provider-zod 7 uses z.encode), and a unidirectional transform
 * (trim-to-null, default-to-null) throws there. Their types are those of the input schemas' output.
 */
const storedText = z.string();
const storedOptionalText = z.string().nullable();

const companyStaffOutputSchema = z.object({ role: storedText, nombre: z.number().int() });
const companyTurnoverOutputSchema = z.object({ annee: z.number().int(), montant_ht_cents: z.number().int() });
const companyQualificationOutputSchema = z.object({
  organisme: storedText,
  intitule: storedText,
  numero: storedOptionalText,
  valid_until: storedOptionalText,
});
const companyInsuranceOutputSchema = z.object({
  type: z.enum(INSURANCE_TYPES),
  assureur: storedText,
  numero_police: storedOptionalText,
  couverture: storedOptionalText,
  valid_until: storedOptionalText,
});
const companyEquipmentOutputSchema = z.object({
  designation: storedText,
  quantite: z.number().int(),
  details: storedOptionalText,
});

export const companyReferenceSchema = z.object({
  id: z.string(),
  projet: storedText,
  client: storedText,
  annee: z.number().int(),
  montant_ht_cents: z.number().int().nullable(),
  description: storedOptionalText,
  photos: z.array(referencePhotoSchema),
});
export type CompanyReference = z.infer<typeof companyReferenceSchema>;

/** A reference as stored: its photos keep their storage key, never sent to the client. */
export interface CompanyReferenceStored extends Omit<CompanyReference, 'photos'> {
  photos: (ReferencePhoto & { storage_key: string })[];
}

const siret = z
  .string({ error: 'SIRET : texte attendu' })
  .transform(normalizeSiret)
  .refine((v) => v === '' || /^\d{14}$/.test(v), { message: 'Le SIRET compte 14 chiffres' })
  // Only a 14-digit value has a check digit to verify: one message per mistake.
  .refine((v) => !/^\d{14}$/.test(v) || isValidSiret(v), { message: 'SIRET invalide (clé de contrôle incorrecte)' })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** PUT /api/company: the whole profile (lists replace the stored ones). */
export const companyProfileInputSchema = z.object({
  raison_sociale: optionalText(200, 'La raison sociale'),
  siret,
  forme_juridique: z
    .enum(LEGAL_FORMS, { error: 'Forme juridique inconnue' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  adresse: optionalText(300, 'L’adresse'),
  code_postal: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), { message: 'Le code postal compte 5 chiffres' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  ville: optionalText(150, 'La ville'),
  annee_creation: year
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  effectifs: z.array(companyStaffSchema).max(30).default([]),
  chiffres_affaires: z
    .array(companyTurnoverSchema)
    .max(3, { message: 'Les 3 derniers exercices au plus' })
    .refine((list) => new Set(list.map((t) => t.annee)).size === list.length, {
      message: 'Un seul chiffre d’affaires par exercice',
    })
    .default([]),
  qualifications: z.array(companyQualificationSchema).max(30).default([]),
  assurances: z.array(companyInsuranceSchema).max(10).default([]),
  materiel: z.array(companyEquipmentSchema).max(100).default([]),
  references: z.array(companyReferenceInputSchema).max(50).default([]),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type CompanyProfileParsed = z.output<typeof companyProfileInputSchema>;

export const companyCompletionSchema = z.object({
  /** 0–100: the share of the profile's sections filled. */
  percent: z.number().int().min(0).max(100),
  /** French labels of the sections still empty. */
  missing: z.array(z.string()),
});
export type CompanyCompletion = z.infer<typeof companyCompletionSchema>;

export const companyProfileSchema = z.object({
  raison_sociale: z.string().nullable(),
  siret: z.string().nullable(),
  forme_juridique: z.enum(LEGAL_FORMS).nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  annee_creation: z.number().int().nullable(),
  effectifs: z.array(companyStaffOutputSchema),
  chiffres_affaires: z.array(companyTurnoverOutputSchema),
  qualifications: z.array(companyQualificationOutputSchema),
  assurances: z.array(companyInsuranceOutputSchema),
  materiel: z.array(companyEquipmentOutputSchema),
  references: z.array(companyReferenceSchema),
  completion: companyCompletionSchema,
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const referencePhotoParamsSchema = z.object({
  referenceId: z.string().max(100),
  photoId: z.string().max(100),
});
export const referenceParamsSchema = z.object({ referenceId: z.string().max(100) });
export const referencePhotoDeleteResponseSchema = z.object({ success: z.literal(true) });
