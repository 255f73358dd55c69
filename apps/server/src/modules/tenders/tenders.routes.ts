import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardStatsSchema,
  tenderDetailSchema,
  tenderIdParamsSchema,
  tenderListQuerySchema,
  tenderListResponseSchema,
} from '@batiao/shared/contracts/tenders';
import { errorBodySchema } from '@batiao/shared/errors';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { TendersService } from './tenders.service.ts';

export async function tendersRoutes(app: FastifyInstance, opts: { tenders: TendersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenders } = opts;
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
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
      serializerCompiler,
    },
    async (request) => tenders.get(principalOf(request).user, request.params.id),
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
      preHandler: app.authenticate,
      serializerCompiler,
    },
    async (request) => tenders.stats(principalOf(request).user),
  );
}
