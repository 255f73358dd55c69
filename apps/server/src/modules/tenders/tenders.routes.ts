import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyzeFromUrlRequestSchema,
  dashboardStatsSchema,
  TENDER_NOTICE_FILE_MAX_BYTES,
  TENDER_SUBMISSION_MESSAGES,
  tenderSubmissionResponseSchema,
  tenderSubmissionSchema,
  urlAnalysisResultSchema,
  tenderDetailSchema,
  tenderIdParamsSchema,
  tenderListQuerySchema,
  tenderListResponseSchema,
} from '@batiao/shared/contracts/tenders';
import { errorBodySchema } from '@batiao/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { readUpload, registerUploads } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { TenderSubmissionService } from './tenders-submission.service.ts';
import type { TendersService } from './tenders.service.ts';

export async function tendersRoutes(
  app: FastifyInstance,
  opts: { tenders: TendersService; submissions: TenderSubmissionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenders, submissions } = opts;
  // Scoped to this plugin: only the notice drop of the submission form reads a multipart body.
  await registerUploads(app, { fileSize: TENDER_NOTICE_FILE_MAX_BYTES, fields: 0 });
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
    502: errorBodySchema,
  };
  const security = [{ bearerAuth: [] }];
  // The hot routes: responses written by an encoder compiled from their zod schemas (same JSON).
  const serializerCompiler = fastSerializerCompiler;

  r.get(
    '/api/tenders',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Appels d’offres du métier et de la zone de l’utilisateur',
        security,
        querystring: tenderListQuerySchema,
        response: { 200: tenderListResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
      serializerCompiler,
    },
    async (request) => tenders.list(principalOf(request).user, request.query),
  );

  r.get(
    '/api/tenders/:id',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Détail d’un appel d’offres',
        security,
        params: tenderIdParamsSchema,
        response: { 200: tenderDetailSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
      serializerCompiler,
    },
    async (request) => tenders.detail(principalOf(request).user, request.params.id),
  );

  r.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Chiffres du tableau de bord',
        security,
        response: { 200: dashboardStatsSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
      serializerCompiler,
    },
    async (request) => tenders.stats(principalOf(request).user),
  );

  r.post(
    '/api/tenders/submit',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Soumettre son propre appel d’offres (abonnés)',
        description:
          'Privé à son auteur (« Soumis par vous ») ; 50 par 24 heures au plus (429). `deadline` : ' +
          'AAAA-MM-JJ, AAAA-MM-JJTHH:MM (heure de Paris) ou un instant ISO ; `requirements` : une par ligne.',
        security,
        body: tenderSubmissionSchema,
        response: { 201: tenderSubmissionResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const created = await submissions.submit(principalOf(request).user, request.body);
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/api/tenders/:id',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Modifier un appel d’offres que l’on a soumis',
        security,
        params: tenderIdParamsSchema,
        body: tenderSubmissionSchema,
        response: { 200: tenderDetailSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => submissions.update(principalOf(request).user, request.params.id, request.body),
  );

  r.delete(
    '/api/tenders/:id',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Supprimer un appel d’offres que l’on a soumis',
        security,
        params: tenderIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await submissions.remove(principalOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/tenders/analyze-from-url',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Lire un avis à une adresse web pour pré-remplir la soumission (abonnés)',
        description:
          'Une adresse boamp.fr est lue depuis l’API du BOAMP ; les autres sont lues sur le site (HTML, PDF ' +
          'ou DOCX, 5 Mo et 10 s au plus) sans jamais joindre une adresse interne (400). 30 analyses par heure.',
        security,
        body: analyzeFromUrlRequestSchema,
        response: { 200: urlAnalysisResultSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => submissions.analyzeUrl(principalOf(request).user, request.body.url),
  );

  r.post(
    '/api/tenders/analyze-file',
    {
      schema: {
        tags: ['tenders'],
        summary: 'Lire un avis ou un RC déposé (PDF ou DOCX) pour pré-remplir la soumission (abonnés)',
        description: 'multipart/form-data : `file`, PDF ou DOCX reconnu par son contenu, 10 Mo au plus.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: urlAnalysisResultSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = principalOf(request).user;
      submissions.assertCanSubmit(user);
      const { file } = await readUpload(request, {
        notMultipart: 'Envoyez le fichier en multipart/form-data, dans le champ « file ».',
        tooLarge: TENDER_SUBMISSION_MESSAGES.fileTooLarge,
        oneFileOnly: 'Un seul fichier, dans « file »',
      });
      if (!file) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: TENDER_SUBMISSION_MESSAGES.fileRequired }]);
      }
      return submissions.analyzeFile(user, file.bytes);
    },
  );
}
