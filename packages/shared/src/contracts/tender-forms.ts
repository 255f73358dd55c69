import { z } from 'zod';

/**
 * The pre-filled candidature forms and the response pack of a tender (issue 16, ADR 028):
 * `GET /api/tenders/{id}/forms/{dc1|dc2}?format=pdf|docx` and `GET /api/tenders/{id}/pack`.
 */
export const TENDER_FORMS = ['dc1', 'dc2'] as const;
export type TenderForm = (typeof TENDER_FORMS)[number];

export const TENDER_FORM_FORMATS = ['pdf', 'docx'] as const;
export type TenderFormFormat = (typeof TENDER_FORM_FORMATS)[number];

export const TENDER_FORM_LABELS: Record<TenderForm, string> = {
  dc1: 'DC1 – Lettre de candidature',
  dc2: 'DC2 – Déclaration du candidat',
};

export const tenderFormParamsSchema = z.object({
  id: z.string().max(100),
  form: z.enum(TENDER_FORMS, { error: 'Formulaire inconnu : dc1 ou dc2' }),
});

export const tenderFormQuerySchema = z.object({
  format: z.enum(TENDER_FORM_FORMATS, { error: 'Format attendu : pdf ou docx' }).default('pdf'),
});

export const tenderPackParamsSchema = z.object({ id: z.string().max(100) });

/** Who may download the forms and the pack (core-journey §6, like the response documents). */
export const TENDER_FORMS_LOCKED =
  'Les formulaires DC1, DC2 et le dossier complet sont réservés aux abonnés. Abonnez-vous pour les télécharger.';

/** The pack before any generated response (409). */
export const TENDER_PACK_EMPTY =
  'Rien à rassembler pour l’instant : générez d’abord la réponse à cet appel d’offres (lettre de candidature et mémoire technique), puis téléchargez le dossier complet.';
