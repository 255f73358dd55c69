import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@batiao/shared/errors';

/**
 * Serves the built SPA and answers every other GET that wants HTML with index.html, so that deep
 * links work. Anything else unknown (and all of /api) gets the JSON 404 of the API.
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
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const body: ErrorBody = { detail: 'Ressource introuvable', code: 'NOT_FOUND' };
      return reply.code(404).send(body);
    });
  },
  { name: 'spa' },
);
