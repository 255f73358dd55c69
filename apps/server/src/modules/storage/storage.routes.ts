import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storageUsageSchema } from '@batiao/shared/contracts/storage';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import type { StorageService } from './storage.service.ts';

export async function storageRoutes(app: FastifyInstance, opts: { storage: StorageService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/storage/usage',
    {
      schema: {
        tags: ['documents'],
        security: [{ bearerAuth: [] }],
        summary: 'Espace de stockage utilisé (documents et photos) et quota de l’offre, en octets',
        response: { 200: storageUsageSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => opts.storage.usage(principalOf(request).userId),
  );
}
