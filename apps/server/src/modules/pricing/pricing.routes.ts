import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pricingProfileInputSchema,
  pricingProfileResponseSchema,
  productAddResponseSchema,
  productInputSchema,
} from '@batiao/shared/contracts/pricing';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import { catalogRoutes } from './catalog.routes.ts';
import type { PricingService } from './pricing.service.ts';

/** /api/pricing/profile and /api/pricing/product (core-journey §7): any signed-in user, no plan needed. */
export async function pricingRoutes(app: FastifyInstance, opts: { pricing: PricingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pricing } = opts;
  const common = { tags: ['pricing'], security: [{ bearerAuth: [] }] };

  r.get(
    '/api/pricing/profile',
    {
      schema: {
        ...common,
        summary: 'Le profil tarifaire : taux de base, majorations et catalogue produits',
        description:
          'Montants en euros HT, pourcentages en points (15 = 15 %). Les valeurs par défaut tant que rien n’a été enregistré.',
        response: { 200: pricingProfileResponseSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, profile: await pricing.get(principalOf(request).userId) }),
  );

  r.post(
    '/api/pricing/profile',
    {
      schema: {
        ...common,
        summary: 'Enregistrer le profil tarifaire',
        description:
          'Charge utile à plat : les cinq taux de base, les cinq majorations (`public_markup`…) et `product_catalog`, ' +
          'qui remplace la liste enregistrée (un produit absent est supprimé ; un produit renvoyé avec son `id` le garde).',
        body: pricingProfileInputSchema,
        response: {
          200: pricingProfileResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      profile: await pricing.save(principalOf(request).userId, request.body),
    }),
  );

  r.post(
    '/api/pricing/product',
    {
      schema: {
        ...common,
        summary: 'Ajouter un produit au catalogue',
        description: 'Nom et prix unitaire (euros HT) obligatoires ; unité u, ml, m², m³, kg ou t (u par défaut).',
        body: productInputSchema,
        response: {
          201: productAddResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const product = await pricing.addProduct(principalOf(request).userId, request.body);
      return reply.code(201).send({ success: true as const, product });
    },
  );

  // /api/pricing/catalog*: the same store seen as the /catalog tree (ADR 020), in its own scope
  // (it alone reads multipart bodies).
  await app.register(catalogRoutes, { catalog: pricing.catalog });
}
