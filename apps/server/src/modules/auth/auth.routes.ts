import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
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
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
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
      preHandler: app.authenticate,
    },
    async (request) => principalOf(request).user,
  );
}
