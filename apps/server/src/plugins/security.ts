import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The CSP allows only our own origin: the SPA is one script and one stylesheet
 * from /assets; inline styles stay allowed because the toast library injects its own <style>.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The in-page PDF preview shows the response's PDF from a blob: URL.
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Same-origin API; the SPA never embeds cross-origin resources that would need CORP relaxing.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.https ? undefined : false,
    });
  },
  { name: 'security' },
);
