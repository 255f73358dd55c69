import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  tenderFormParamsSchema,
  tenderFormQuerySchema,
  tenderPackParamsSchema,
} from '@batiao/shared/contracts/tender-forms';
import { errorBodySchema } from '@batiao/shared/errors';
import { sendFile } from '../../lib/files.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { TenderFormsService } from './tender-forms.service.ts';

/** DC1/DC2 pre-filled for a tender and the response pack (issue 16, ADR 028). */
export async function tenderFormsRoutes(app: FastifyInstance, opts: { tenderForms: TenderFormsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenderForms } = opts;
  const common = { tags: ['tender-forms'], security: [{ bearerAuth: [] }] };
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  r.get(
    '/api/tenders/:id/forms/:form',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Télécharger le DC1 ou le DC2 pré-rempli (PDF ou Word)',
        description:
          '`form` : `dc1` (lettre de candidature) ou `dc2` (déclaration du candidat) ; `format` : `pdf` (par défaut) ' +
          'ou `docx`. Rempli depuis le profil d’entreprise et l’avis ; ce qui manque est écrit « [À compléter : …] ». ' +
          'Réservé aux abonnés (403).',
        params: tenderFormParamsSchema,
        querystring: tenderFormQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, form } = request.params;
      const file = await tenderForms.form(principalOf(request).user, id, form, request.query.format);
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: file.contentType,
        body: file.bytes,
        size: file.bytes.length,
      });
    },
  );

  r.get(
    '/api/tenders/:id/pack',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Télécharger le dossier de réponse complet (.zip)',
        description:
          'Un ZIP : la dernière réponse générée (PDF et Word), le DC1 et le DC2 (PDF et Word), les documents valides ' +
          'du dossier administratif et un LISEZ-MOI.txt de ce qui y est et de ce qui manque. 409 tant qu’aucune ' +
          'réponse n’a été générée ; réservé aux abonnés (403).',
        params: tenderPackParamsSchema,
        response: { ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await tenderForms.pack(principalOf(request).user, request.params.id);
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: file.contentType,
        body: file.bytes,
        size: file.bytes.length,
      });
    },
  );
}
