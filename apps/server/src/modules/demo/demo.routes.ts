import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoPdfQuerySchema, demoPdfResponseSchema, quartusResultSchema } from '@batiao/shared/contracts/demo';
import { errorBodySchema } from '@batiao/shared/errors';
import { sendFile } from '../../lib/files.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { DemoService } from './demo.service.ts';

/** The public demo PDF and the generator page (supporting-areas §7, issue 19). */
export async function demoRoutes(app: FastifyInstance, opts: { demo: DemoService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { demo } = opts;

  r.get(
    '/api/demo/generate-pdf',
    {
      schema: {
        tags: ['demo'],
        summary: 'PDF de démonstration (public) : le vrai moteur de rédaction sur l’appel d’offres de démonstration',
        description:
          'Métier parmi plombier, peintre, plaquiste, electricien, chauffagiste, etancheur ; ville parmi les 12 de la démo ' +
          '(une ville absente pour ce métier : sa première ville). Réponse mise en cache par couple, limitée par adresse.',
        querystring: demoPdfQuerySchema,
        response: { 200: demoPdfResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return demo.demoPdf(request.query.metier, request.query.ville, request.ip);
    },
  );

  const subscriber = { tags: ['demo'], security: [{ bearerAuth: [] }] };
  const principal = (request: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(request);
    return { id: p.userId, role: p.role };
  };

  r.post(
    '/api/generate-quartus-response',
    {
      schema: {
        ...subscriber,
        summary: 'Générateur (abonnés) : réponse complète au LOT 20 du projet tertiaire, prix et délai compris',
        response: { 200: quartusResultSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => demo.generateQuartus(principal(request)),
  );

  for (const [url, kind] of [
    ['/api/download/quartus-reponse-technique-public', 'technical'],
    ['/api/download/quartus-complete.pdf', 'complete'],
  ] as const) {
    r.get(
      url,
      {
        schema: {
          ...subscriber,
          summary:
            kind === 'technical'
              ? 'La réponse technique du générateur (texte)'
              : 'La réponse complète du générateur (PDF)',
          response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
        onRequest: app.authenticate,
      },
      async (request, reply) => {
        const file = await demo.quartusFile(principal(request), kind);
        return sendFile(reply, {
          filename: file.filename,
          contentType: file.contentType,
          body: file.body,
          size: file.body.length,
        });
      },
    );
  }
}
