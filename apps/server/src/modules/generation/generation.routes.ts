import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateResponseBodySchema,
  generatedResponseEditSchema,
  generatedResponseListQuerySchema,
  generatedResponseListSchema,
  generatedResponseParamsSchema,
  generatedResponseSchema,
} from '@batiao/shared/contracts/generation';
import { tenderIdParamsSchema } from '@batiao/shared/contracts/tenders';
import { errorBodySchema } from '@batiao/shared/errors';
import { sendFile } from '../../lib/files.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { GenerationService } from './generation.service.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export async function generationRoutes(app: FastifyInstance, opts: { generation: GenerationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { generation } = opts;
  const common = { tags: ['generation'], security: [{ bearerAuth: [] }] };

  r.post(
    '/api/tenders/:id/generate-response',
    {
      schema: {
        ...common,
        summary: 'Générer la réponse complète (lettre, mémoire technique, documents requis) et son PDF',
        description:
          '201 avec la réponse terminée ; 202 quand la rédaction continue (suivre `status` et `step` sur ' +
          '`GET /api/generated-responses/{id}`). 403 sans abonnement, 402 quota épuisé, 429 trop de demandes.',
        params: tenderIdParamsSchema,
        body: generateResponseBodySchema.nullish(),
        response: {
          201: generatedResponseSchema,
          202: generatedResponseSchema,
          ...errors,
          402: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { response, finished } = await generation.generate(principalOf(request).user, request.params.id);
      return reply.code(finished ? 201 : 202).send(response);
    },
  );

  r.get(
    '/api/generated-responses',
    {
      schema: {
        ...common,
        summary: 'Ses réponses générées, les plus récentes d’abord (toutes, ou celles d’un appel d’offres)',
        querystring: generatedResponseListQuerySchema,
        response: { 200: generatedResponseListSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ items: await generation.list(principalOf(request).userId, request.query) }),
  );

  r.get(
    '/api/generated-responses/:id',
    {
      schema: {
        ...common,
        summary: 'Une réponse générée (et l’avancement de sa génération)',
        params: generatedResponseParamsSchema,
        response: { 200: generatedResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => generation.get(principalOf(request).userId, request.params.id),
  );

  r.put(
    '/api/generated-responses/:id',
    {
      schema: {
        ...common,
        summary: 'Enregistrer le texte modifié ; le PDF est refait à partir de lui',
        params: generatedResponseParamsSchema,
        body: generatedResponseEditSchema,
        response: { 200: generatedResponseSchema, ...errors, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => generation.edit(principalOf(request).userId, request.params.id, request.body),
  );

  r.get(
    '/api/generated-responses/:id/download',
    {
      schema: {
        ...common,
        summary: 'Le PDF de la réponse (en pièce jointe, ou affiché avec `inline=1`)',
        params: generatedResponseParamsSchema,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        response: errors,
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const file = await generation.openPdf(principalOf(request).userId, request.params.id);
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: 'application/pdf',
        body: file.stream,
        size: file.size,
        disposition: request.query.inline === '1' ? 'inline' : 'attachment',
      });
    },
  );

  r.get(
    '/api/generated-responses/:id/docx',
    {
      schema: {
        ...common,
        summary: 'La réponse au format Word (.docx), à modifier dans Word',
        params: generatedResponseParamsSchema,
        response: errors,
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const file = await generation.docx(principalOf(request).userId, request.params.id);
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: DOCX_TYPE,
        body: file.bytes,
        size: file.bytes.length,
      });
    },
  );
}
