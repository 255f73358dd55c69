import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditResponseSchema,
  adminRoleRequestSchema,
  adminRoleResponseSchema,
  adminStatsSchema,
  adminSyncResponseSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '@batiao/shared/contracts/admin';
import { analyticsSummarySchema } from '@batiao/shared/contracts/analytics';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';

/** /api/admin/* (supporting-areas §7): role admin only, checked on every call (401, then 403). */
export async function adminRoutes(app: FastifyInstance, opts: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = opts;
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const denied = { 401: errorBodySchema, 403: errorBodySchema };
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { id: principal.userId, email: principal.user.email };
  };

  r.get(
    '/api/admin/stats',
    {
      schema: {
        ...common,
        summary: 'Statistiques globales et figures d’exploitation',
        response: { 200: adminStatsSchema, ...denied },
      },
      onRequest: app.requireAdmin,
    },
    async () => admin.stats(),
  );

  r.get(
    '/api/admin/analytics',
    {
      schema: {
        ...common,
        summary: 'Mesure d’audience (visiteurs consentants) : pages vues, entonnoir, pages lentes',
        response: { 200: analyticsSummarySchema, ...denied },
      },
      onRequest: app.requireAdmin,
    },
    async () => admin.analytics(),
  );

  r.get(
    '/api/admin/users',
    {
      schema: {
        ...common,
        summary: 'Utilisateurs, les plus récents d’abord (pagination, recherche)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, 422: errorBodySchema, ...denied },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => admin.users(request.query),
  );

  r.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        ...common,
        summary: 'Promouvoir ou rétrograder un autre utilisateur',
        description: 'Jamais soi-même (403) ; le dernier administrateur ne peut pas être rétrogradé (409).',
        params: adminUserIdParamsSchema,
        body: adminRoleRequestSchema,
        response: {
          200: adminRoleResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...denied,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      user: await admin.setRole(actorOf(request), request.params.id, request.body.role),
    }),
  );

  r.get(
    '/api/admin/audit',
    {
      schema: {
        ...common,
        summary: 'Journal des actions des administrateurs (changements de rôle, synchronisations)',
        response: { 200: adminAuditResponseSchema, ...denied },
      },
      onRequest: app.requireAdmin,
    },
    async () => ({ items: await admin.audit() }),
  );

  r.post(
    '/api/admin/sync',
    {
      schema: {
        ...common,
        summary: 'Synchroniser le BOAMP maintenant',
        description:
          '200 avec les chiffres du passage ; 202 s’il dure (il continue) ; 409 si une synchronisation tourne déjà.',
        response: {
          200: adminSyncResponseSchema,
          202: z.object({ status: z.literal('running') }),
          409: errorBodySchema,
          503: errorBodySchema,
          ...denied,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const outcome = await admin.syncNow(actorOf(request));
      if (!outcome.done) {
        return reply.code(202).send({ status: 'running' as const });
      }
      return outcome.result;
    },
  );
}
