import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeleteRequestSchema,
  accountExportSchema,
  accountProfileUpdateSchema,
} from '@batiao/shared/contracts/account';
import { userSchema } from '@batiao/shared/contracts/auth';
import { errorBodySchema } from '@batiao/shared/errors';
import { sendFile } from '../../lib/files.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';

/** GDPR rights of the signed-in user (issue 19): export, rectification, erasure. */
export async function accountRoutes(app: FastifyInstance, opts: { account: AccountService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { account } = opts;
  const common = { tags: ['account'], security: [{ bearerAuth: [] }] };

  r.get(
    '/api/account/export',
    {
      schema: {
        ...common,
        summary: 'Exporter toutes mes données (zip JSON + CSV + fichiers ; `?format=json` pour le JSON seul)',
        querystring: z.object({ format: z.enum(['zip', 'json'], { error: 'Format : zip ou json' }).optional() }),
        response: { 200: z.union([accountExportSchema, z.any()]), 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = principalOf(request).userId;
      if (request.query.format === 'json') {
        const json = await account.exportJson(userId);
        void reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="batiao-export-${json.exported_at.slice(0, 10)}.json"`);
        return json;
      }
      const zip = await account.exportZip(userId);
      return sendFile(reply, { filename: zip.filename, contentType: 'application/zip', body: zip.body });
    },
  );

  r.patch(
    '/api/account/profile',
    {
      schema: {
        ...common,
        summary: 'Rectifier mes informations (prénom, nom, e-mail, métier, zone)',
        body: accountProfileUpdateSchema,
        response: { 200: userSchema, 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => account.updateProfile(principalOf(request).userId, request.body),
  );

  r.delete(
    '/api/account',
    {
      schema: {
        ...common,
        summary: 'Supprimer mon compte (mot de passe requis) : données et fichiers effacés, paiements anonymisés',
        body: accountDeleteRequestSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await account.deleteAccount(principalOf(request).userId, request.body.password);
      return reply.code(204).send(null);
    },
  );
}
