import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrichRequestSchema,
  enrichResponseSchema,
  libraryHistoryResponseSchema,
  libraryImportResponseSchema,
  libraryImportSchema,
  libraryItemsResponseSchema,
  libraryPreviewResponseSchema,
  marketCategoriesQuerySchema,
  marketCategoriesResponseSchema,
  marketSearchQuerySchema,
  marketSearchResponseSchema,
  marketSuggestionsQuerySchema,
  marketSuggestionsResponseSchema,
  priceIndicesPutSchema,
  priceIndicesResponseSchema,
  quoteExportSchema,
} from '@batiao/shared/contracts/market-prices';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import { quoteWorkbook } from './market-prices.export.ts';
import type { MarketPricesService } from './market-prices.service.ts';

/**
 * /api/pricing/market-price/* (supporting-areas §7). The spec lists these calls without a bearer
 * token: they answer a visitor with the national default rates; a signed-in caller (a valid token
 * is checked when one is sent: 401 otherwise) gets their own rates and catalogue. The library
 * import is for admins only.
 */
export async function marketPricesRoutes(app: FastifyInstance, opts: { marketPrices: MarketPricesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { marketPrices } = opts;
  const security: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
  const common = { tags: ['market-prices'], security };
  const base = '/api/pricing/market-price';

  /** A token, when sent, must be valid; none means a visitor. */
  const optionalSession = async (request: FastifyRequest) => {
    if (request.headers.authorization) {
      await app.authenticate(request);
    }
  };
  const userOf = (request: FastifyRequest) => request.principal?.userId;

  r.get(
    `${base}/categories`,
    {
      schema: {
        ...common,
        summary: 'Catégories de la bibliothèque de prix (par métier si `metier` est donné)',
        querystring: marketCategoriesQuerySchema,
        response: { 200: marketCategoriesResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, categories: await marketPrices.categories(request.query.metier) }),
  );

  r.get(
    `${base}/search`,
    {
      schema: {
        ...common,
        summary: 'Chercher un ouvrage et son prix composé',
        description:
          'Le prix est calculé : temps × taux horaire + fournitures × coefficient, puis frais généraux et marge ' +
          '(vos taux si vous êtes connecté, les taux nationaux par défaut sinon) ; `detail` donne chaque étape.',
        querystring: marketSearchQuerySchema,
        response: { 200: marketSearchResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      preHandler: optionalSession,
    },
    async (request) => {
      const { search_term, metier } = request.query;
      const { result, tarifs } = await marketPrices.search(userOf(request), search_term, metier);
      return {
        success: true as const,
        result,
        tarifs,
        ...(result.length === 0 ? { message: `Aucun ouvrage ne correspond à « ${search_term} »` } : {}),
      };
    },
  );

  r.get(
    `${base}/suggestions`,
    {
      schema: {
        ...common,
        summary: 'Suggestions d’ouvrages (5 par défaut)',
        querystring: marketSuggestionsQuerySchema,
        response: { 200: marketSuggestionsResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      preHandler: optionalSession,
    },
    async (request) => {
      const { search_term, metier, limit } = request.query;
      return {
        success: true as const,
        suggestions: await marketPrices.suggestions(userOf(request), search_term, metier, limit),
      };
    },
  );

  r.post(
    `${base}/enrich-devis`,
    {
      schema: {
        ...common,
        summary: 'Chiffrer les lignes d’un devis',
        description:
          'Chaque ligne prend le prix de votre catalogue s’il y a un article correspondant (source ' +
          '`catalogue_utilisateur`), sinon le prix de marché composé (`prix_marche`), sinon `non_trouve`. ' +
          'Les majorations cochées dans `contexte` s’appliquent avec vos taux. 500 lignes au plus.',
        body: enrichRequestSchema,
        response: { 200: enrichResponseSchema, 401: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema },
      },
      preHandler: optionalSession,
    },
    async (request) => {
      const { devis_items, metier, contexte } = request.body;
      return { success: true as const, ...(await marketPrices.enrich(userOf(request), devis_items, metier, contexte)) };
    },
  );

  r.post(
    `${base}/export.xlsx`,
    {
      schema: {
        ...common,
        summary: 'Le devis chiffré en classeur Excel',
        body: quoteExportSchema,
        response: { 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const buffer = await quoteWorkbook(request.body);
      return (reply as FastifyReply)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="devis-chiffre.xlsx"')
        .send(buffer);
    },
  );

  r.post(
    `${base}/library/import`,
    {
      schema: {
        tags: ['market-prices'],
        security: [{ bearerAuth: [] }],
        summary: 'Administrateur : importer des lignes de la bibliothèque (CSV)',
        description:
          'CSV `;`, virgule décimale, colonnes code;metier;categorie;designation;unite;temps_h;fournitures_eur;' +
          'date;base_temps;base_fournitures. Tout ou rien ; une ligne modifiée garde ses anciennes valeurs dans son historique.',
        body: libraryImportSchema,
        response: {
          200: libraryImportResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      ...(await marketPrices.importLibrary(principalOf(request).userId, request.body.csv)),
    }),
  );

  r.post(
    `${base}/library/import/preview`,
    {
      schema: {
        tags: ['market-prices'],
        security: [{ bearerAuth: [] }],
        summary: 'Administrateur : aperçu d’un import de la bibliothèque (rien n’est écrit)',
        description:
          'Le même CSV que l’import. Chaque ligne lue est un ajout, une modification (avec les valeurs remplacées) ' +
          'ou inchangée ; chaque ligne refusée a sa raison en français (l’import refuserait alors tout le fichier).',
        body: libraryImportSchema,
        response: {
          200: libraryPreviewResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      ...(await marketPrices.previewLibraryImport(request.body.csv)),
    }),
  );

  r.get(
    `${base}/library/items`,
    {
      schema: {
        tags: ['market-prices'],
        security: [{ bearerAuth: [] }],
        summary: 'Administrateur : les ouvrages de la bibliothèque et le nombre de leurs versions précédentes',
        response: { 200: libraryItemsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      onRequest: app.requireAdmin,
    },
    async () => ({ success: true as const, items: await marketPrices.libraryItems() }),
  );

  r.get(
    `${base}/library/:code/history`,
    {
      schema: {
        ...common,
        summary: 'Un ouvrage de la bibliothèque et ses valeurs précédentes',
        params: z.object({ code: z.string().max(20, { message: 'Code trop long' }) }),
        response: { 200: libraryHistoryResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await marketPrices.history(request.params.code)) }),
  );

  r.get(
    `${base}/indices`,
    {
      schema: {
        tags: ['market-prices'],
        security: [{ bearerAuth: [] }],
        summary: 'Administrateur : les valeurs des indices BT saisies mois par mois',
        description:
          'Aucune valeur n’est livrée avec l’application : seules celles saisies par un administrateur servent à ' +
          'actualiser la part fournitures des prix de la bibliothèque (ADR 032).',
        response: { 200: priceIndicesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      onRequest: app.requireAdmin,
    },
    async () => ({ success: true as const, ...(await marketPrices.priceIndices()) }),
  );

  r.put(
    `${base}/indices`,
    {
      schema: {
        tags: ['market-prices'],
        security: [{ bearerAuth: [] }],
        summary: 'Administrateur : enregistrer des valeurs d’indices BT (valeur null : supprimer)',
        description:
          '`{values: [{indice: "BT38", mois: "2026-11", valeur: 131.4}]}`, tout ou rien. La part fournitures d’un ' +
          'ouvrage est actualisée par fournitures × I(dernier mois) / I(mois de ses chiffres) quand les deux valeurs existent.',
        body: priceIndicesPutSchema,
        response: {
          200: priceIndicesResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      success: true as const,
      ...(await marketPrices.savePriceIndices(principalOf(request).userId, request.body.values)),
    }),
  );
}
