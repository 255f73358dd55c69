import { z } from 'zod';

/**
 * The public site's API (ADR 025): who runs the service (from the OPERATOR_* settings, for the
 * legal pages), the contact form and the live service status.
 */

/** The operator's identity; null when the setting is not filled (the pages then say « [à renseigner] »). */
export const operatorSchema = z.object({
  name: z.string().nullable(),
  legal_form: z.string().nullable(),
  siren: z.string().nullable(),
  address: z.string().nullable(),
  /** Le directeur de la publication. */
  publisher: z.string().nullable(),
  /** L'hébergeur: name and address, as one line. */
  host: z.string().nullable(),
  email: z.string().nullable(),
  /** Where to report a security flaw (SECURITY_EMAIL, else OPERATOR_EMAIL). */
  security_email: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const CONTACT_LIMITS = {
  nameMax: 100,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 20,
  messageMax: 5000,
  /** Messages accepted per client address and window (429 beyond). */
  perAddress: 5,
  windowMinutes: 60,
} as const;

/** A trimmed text with one message per problem: missing, too short, too long. */
const text = (label: string, min: number, max: number, minMessage: string) =>
  z
    .string({ error: `${label} est obligatoire` })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) {
        ctx.addIssue({ code: 'custom', message: `${label} est obligatoire` });
      } else if (value.length < min) {
        ctx.addIssue({ code: 'custom', message: minMessage });
      } else if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} est trop long (${max} caractères maximum)` });
      }
    });

export const contactRequestSchema = z.object({
  name: text('Le nom', 2, CONTACT_LIMITS.nameMax, 'Le nom est trop court'),
  email: z
    .string({ error: 'L’adresse e-mail est obligatoire' })
    .trim()
    .min(1, 'L’adresse e-mail est obligatoire')
    .max(254, 'L’adresse e-mail est trop longue')
    .pipe(z.email({ error: 'Adresse e-mail invalide' })),
  subject: text(
    'L’objet',
    CONTACT_LIMITS.subjectMin,
    CONTACT_LIMITS.subjectMax,
    `L’objet doit contenir au moins ${CONTACT_LIMITS.subjectMin} caractères`,
  ),
  message: text(
    'Le message',
    CONTACT_LIMITS.messageMin,
    CONTACT_LIMITS.messageMax,
    `Le message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères`,
  ),
  /** Honeypot: hidden from people; a robot that fills it is answered as usual but nothing is sent. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const serviceStatusSchema = z.object({
  /** ok: the service answers with its database; degraded: the database does not. */
  status: z.enum(['ok', 'degraded']),
  checked_at: z.string(),
  version: z.string(),
  database: z.enum(['ok', 'down']),
  boamp: z.object({
    /** When the last successful sync of BOAMP tenders ended; null: never. */
    last_sync_at: z.string().nullable(),
    /** Whether that sync is older than the expected interval (or missing). */
    stale: z.boolean(),
  }),
  mail: z.object({
    /** smtp: e-mails are delivered; outbox: they are kept for the operator (no SMTP server). */
    mode: z.enum(['smtp', 'outbox']),
    /** E-mails of the last 24 hours not delivered (kept in the outbox or failed). */
    undelivered: z.number().int().min(0),
  }),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
