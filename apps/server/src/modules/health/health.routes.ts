import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@batiao/shared/contracts/health';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, opts: { health: HealthService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'État du service et de la base de données',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await opts.health.check();
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
