import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from '@batiao/shared/contracts/auth';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

const errors = { 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Créer un compte (une entreprise)',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, request.ip)),
  );

  const loginSchema = {
    tags: ['auth'],
    summary: 'Se connecter',
    body: loginRequestSchema,
    response: { 200: authResponseSchema, ...errors },
  };
  // The spec's client calls both the API path and the bare backend path.
  for (const url of ['/api/auth/login', '/auth/login']) {
    r.post(url, { schema: { ...loginSchema, hide: url === '/auth/login' } }, async (request) =>
      auth.login(request.body.email, request.body.password, request.ip),
    );
  }

  r.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Utilisateur connecté',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => principalOf(request).user,
  );

  r.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Se déconnecter de tous les appareils (révoque toutes les sessions, celle-ci comprise)',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await auth.logoutEverywhere(principalOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changer de mot de passe (révoque les autres sessions ; la réponse porte un jeton pour cet appareil)',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      auth.changePassword(principalOf(request).userId, request.body.current_password, request.body.new_password),
  );
}
