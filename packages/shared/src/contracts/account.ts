import { z } from 'zod';
import { toTradeSlug } from '../domain/trades.ts';

/**
 * GDPR rights in the account (supporting-areas §2 privacy section 7, issue 19): access and
 * export (`GET /api/account/export`, a zip of JSON and CSV files, or `?format=json`),
 * rectification of the account's own fields (`PATCH /api/account/profile`) and erasure
 * (`DELETE /api/account`, the password confirms it).
 */

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Saisissez votre mot de passe pour confirmer la suppression',
  wrongPassword: 'Mot de passe incorrect : le compte n’a pas été supprimé',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans 15 minutes.',
  stripeUnavailable:
    'Le prestataire de paiement ne répond pas : votre abonnement n’a pas pu être résilié, le compte n’a pas été supprimé. Réessayez dans quelques minutes.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  zoneUnknown: 'Ville non reconnue : choisissez une commune dans la liste',
} as const;

export const accountDeleteRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(200, 'Le mot de passe est trop long'),
});
export type AccountDeleteRequest = z.input<typeof accountDeleteRequestSchema>;

const text = (label: string, max = 100) =>
  z
    .string({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} est trop long (${max} caractères maximum)`);

/** Rectification: every field optional, the ones given are checked as at registration. */
export const accountProfileUpdateSchema = z
  .object({
    prenom: text('Le prénom').optional(),
    nom: text('Le nom').optional(),
    email: z
      .string({ error: 'L’adresse e-mail est obligatoire' })
      .trim()
      .min(1, 'L’adresse e-mail est obligatoire')
      .max(254, 'L’adresse e-mail est trop longue')
      .pipe(z.email({ error: 'Adresse e-mail invalide' }))
      .transform((v) => v.toLowerCase())
      .optional(),
    metier: z
      .string({ error: 'Le métier est obligatoire' })
      .transform((value, ctx) => {
        const slug = toTradeSlug(value);
        if (!slug) {
          ctx.addIssue({ code: 'custom', message: 'Choisissez un métier dans la liste' });
          return z.NEVER;
        }
        return slug;
      })
      .optional(),
    zone_geographique: text('La zone d’intervention', 120).optional(),
  })
  .strict();
export type AccountProfileUpdate = z.input<typeof accountProfileUpdateSchema>;

/** What the export's JSON holds: one key per kind of data, each a list of rows (the profile too). */
export const accountExportSchema = z.object({
  format: z.literal('batiao-export-v1'),
  exported_at: z.string(),
  user_id: z.string(),
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** The files in the zip, by kind: path in the archive and name. */
  files: z.array(z.object({ kind: z.string(), path: z.string(), name: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The retention periods of the privacy policy (supporting-areas §9), applied by the scheduled purge. */
export const RETENTION = {
  browsingMonths: 13,
  securityLogMonths: 12,
  paymentYears: 10,
  inactiveAccountYears: 3,
} as const;
