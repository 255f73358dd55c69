import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactRequestSchema,
  contactResponseSchema,
  operatorSchema,
  serviceStatusSchema,
} from '@batiao/shared/contracts/site';
import { errorBodySchema } from '@batiao/shared/errors';
import type { SiteService } from './site.service.ts';

/** The public site's routes (ADR 025): no session needed, nothing personal answered. */
export async function siteRoutes(app: FastifyInstance, opts: { site: SiteService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site } = opts;

  r.get(
    '/api/site/operator',
    {
      schema: {
        tags: ['site'],
        summary: 'Identité de l’exploitant (mentions légales)',
        response: { 200: operatorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(site.operator()),
  );

  r.post(
    '/api/contact',
    {
      schema: {
        tags: ['site'],
        summary: 'Envoyer un message à l’équipe (formulaire de contact)',
        description: `Limité par adresse IP (429 au-delà). Le champ « website » est un piège à robots : rempli, la réponse est la même mais rien n'est envoyé.`,
        body: contactRequestSchema,
        response: { 202: contactResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await site.contact(request.body, request.ip)),
  );

  r.get(
    '/api/status',
    {
      schema: {
        tags: ['site'],
        summary: 'État du service : base de données, synchronisation BOAMP, e-mails',
        response: { 200: serviceStatusSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await site.status()),
  );
}
