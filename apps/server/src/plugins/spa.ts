import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@batiao/shared/errors';
import { isSpaRoute } from '@batiao/shared/routes';

/**
 * Serves the built SPA. A GET of one of its pages (shared/routes.ts) answers index.html to any
 * client, curl included, so that deep links work; a GET of an unknown page answers index.html
 * under HTTP 404 to a browser (the SPA shows its not-found page). Anything else unknown (all of
 * /api, files, other methods, non-HTML clients) gets the JSON 404 of the API.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    const hasSpa = indexFile !== undefined && existsSync(indexFile);
    if (hasSpa && opts.distDir) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under /assets; the rest must be revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const pathname = request.url.split('?', 1)[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isPage = !isApi && !path.posix.basename(pathname).includes('.');
      if (hasSpa && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
        if (isSpaRoute(pathname)) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        if (wantsHtml) {
          return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html');
        }
      }
      const body: ErrorBody = { detail: 'Ressource introuvable', code: 'NOT_FOUND' };
      return reply.code(404).send(body);
    });
  },
  { name: 'spa' },
);
