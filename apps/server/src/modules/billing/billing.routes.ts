import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingUsageSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  portalResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutResultSchema,
  testCheckoutSessionSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from '@batiao/shared/contracts/billing';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, quotas and payments (ADR 008): `app.billing.assertCanGenerate(user)` before a generation. */
    billing: BillingService;
    /** preHandler: authenticate, then 403 unless the account has an active subscription (admins pass). */
    requireSubscription: (request: FastifyRequest) => Promise<void>;
  }
}

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** The webhook reads its body raw: the signature is computed over the exact bytes Stripe sent. */
async function webhookRoute(app: FastifyInstance, opts: { billing: BillingService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Webhook Stripe (signé)',
        description:
          'Vérifie l’en-tête Stripe-Signature avec STRIPE_WEBHOOK_SECRET ; chaque événement (par id) est appliqué une seule fois. ' +
          'Événements traités : checkout.session.completed, customer.subscription.updated, customer.subscription.deleted, invoice.paid, invoice.payment_failed.',
        response: { 200: webhookResponseSchema, ...errors(400, 503) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      return opts.billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
    },
  );
}

async function billingRoutes(app: FastifyInstance, opts: { billing: BillingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;
  const common = { tags: ['billing'], security: [{ bearerAuth: [] }] };

  r.get(
    '/api/billing/usage',
    {
      schema: {
        ...common,
        summary: 'Formule, période et réponses utilisées / restantes',
        response: { 200: billingUsageSchema, ...errors(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.usage(principalOf(request).user),
  );

  r.post(
    '/api/payments/checkout',
    {
      schema: {
        ...common,
        summary: 'Commencer le paiement d’une formule',
        description:
          'Stripe Checkout (abonnement mensuel) quand STRIPE_SECRET_KEY est défini ; la page de paiement locale en mode test avec PAYMENTS_TEST_MODE=on ; sinon 503.',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors(401, 409, 422, 503) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.startCheckout(principalOf(request).userId, request.body.plan),
  );

  r.post(
    '/api/payments/verify-payment',
    {
      schema: {
        ...common,
        summary: 'Vérifier un paiement au retour et activer la formule',
        body: verifyPaymentRequestSchema,
        description:
          'Une session du mode test (cs_test_local_…) n’est acceptée qu’avec PAYMENTS_TEST_MODE=on : 403 sinon.',
        response: { 200: verifyPaymentResponseSchema, ...errors(401, 403, 404, 409, 422, 503) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.verifyPayment(principalOf(request).userId, request.body.session_id),
  );

  r.get(
    '/api/payments/test-checkout/:id',
    {
      schema: {
        ...common,
        summary: 'Session de paiement en mode test (aucun paiement réel)',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutSessionSchema, ...errors(401, 403, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.getTestCheckout(principalOf(request).userId, request.params.id),
  );

  r.post(
    '/api/payments/test-checkout/:id/complete',
    {
      schema: {
        ...common,
        summary: 'Payer (simulation) : mode test uniquement',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutResultSchema, ...errors(401, 403, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.completeTestCheckout(principalOf(request).userId, request.params.id),
  );

  r.post(
    '/api/payments/test-checkout/:id/cancel',
    {
      schema: {
        ...common,
        summary: 'Abandonner un paiement en mode test',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutResultSchema, ...errors(401, 403, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.cancelTestCheckout(principalOf(request).userId, request.params.id),
  );

  r.post(
    '/api/payments/cancel',
    {
      schema: {
        ...common,
        summary: 'Résilier (mode test) : effet à la fin de la période payée',
        response: { 200: billingUsageSchema, ...errors(401, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.cancelSubscription(principalOf(request).userId),
  );

  r.post(
    '/api/payments/resume',
    {
      schema: {
        ...common,
        summary: 'Annuler une résiliation en cours (mode test)',
        response: { 200: billingUsageSchema, ...errors(401, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.resumeSubscription(principalOf(request).userId),
  );

  r.post(
    '/api/payments/portal',
    {
      schema: {
        ...common,
        summary: 'Espace client Stripe (carte, factures, résiliation)',
        response: { 200: portalResponseSchema, ...errors(401, 409, 503) },
      },
      onRequest: app.authenticate,
    },
    async (request) => billing.openPortal(principalOf(request).userId),
  );

  await app.register(webhookRoute, { billing });
}

/**
 * Billing: the routes, plus `app.billing` and `app.requireSubscription` for the other modules
 * (not encapsulated, so that they are visible to every plugin registered after it).
 */
export const billingPlugin = fp(
  async (app: FastifyInstance, opts: { billing: BillingService }) => {
    app.decorate('billing', opts.billing);
    app.decorate('requireSubscription', async (request: FastifyRequest) => {
      await app.authenticate(request);
      await opts.billing.assertSubscribed(principalOf(request).user);
    });
    await app.register(billingRoutes, { billing: opts.billing });
  },
  { name: 'billing', dependencies: ['auth'] },
);
