import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod route schemas; the UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string; https: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'BatiAO API',
          description: 'API de BatiAO : appels d’offres du BTP, dossier administratif, réponses générées.',
          version: opts.version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // swagger-ui sets inline styles; its page gets its own CSP, the SPA keeps the strict one.
      // Over http, upgrade-insecure-requests would send its assets to an https port nobody serves
      // (like the main CSP, only over https).
      transformStaticCSP: (header) => {
        const csp = header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'");
        return opts.https ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '').trim();
      },
    });
  },
  { name: 'openapi' },
);
