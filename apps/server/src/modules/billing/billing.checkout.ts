import { randomBytes } from 'node:crypto';
import type { CheckoutResponse } from '@batiao/shared/contracts/billing';
import { PLANS, type PaidPlanId } from '@batiao/shared/domain/plans';
import { isPaidSession } from '../../integrations/stripe/objects.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { addMonth, type Activator } from './billing.activation.ts';
import { SESSION_NOT_FOUND, TEST_MODE_OFF, type BillingContext } from './billing.context.ts';
import { findCheckoutSession, insertCheckoutSession, setCheckoutSessionStatus } from './billing.queries.ts';
import type { UsageGates } from './billing.usage.ts';

/*
 * Checkout: starting a payment (Stripe Checkout, or the local test page in test mode), the
 * payment return that activates the plan, and the local test checkout page's calls.
 */

const TEST_MODE_PREFIX = 'cs_test_local_';

export function createCheckout(context: BillingContext, gates: UsageGates, activator: Activator) {
  const { db, clock, stripe, mode, effective, publicUrl, callStripe, loadRow, settle, recordAudit } = context;
  const { computeUsage } = gates;
  const { activate, activateStripeSession } = activator;

  /** The test checkout exists only with PAYMENTS_TEST_MODE=on: 403 otherwise, whatever the session. */
  function requireTestMode(): void {
    if (mode !== 'test') {
      throw forbidden(TEST_MODE_OFF);
    }
  }

  async function ownTestSession(userId: string, sessionId: string) {
    requireTestMode();
    const row = await findCheckoutSession(db, sessionId);
    if (!row || row.userId !== userId || row.provider !== 'test') {
      throw notFound(SESSION_NOT_FOUND);
    }
    return row;
  }

  return {
    /** Starts a checkout for a plan: Stripe Checkout when configured, the local test page otherwise. */
    async startCheckout(userId: string, plan: PaidPlanId): Promise<CheckoutResponse> {
      if (mode === 'disabled') {
        throw new AppError('SERVICE_UNAVAILABLE', 'Le paiement en ligne n’est pas configuré sur ce serveur.');
      }
      const now = clock.now();
      const row = await settle(await loadRow(userId), now);
      const current = effective(row, now);
      if (current.active && current.plan === plan) {
        throw new AppError('CONFLICT', `Votre formule ${PLANS[plan].name} est déjà active.`);
      }
      const definition = PLANS[plan];
      if (stripe) {
        const session = await callStripe('checkout.sessions.create', (client) =>
          client.checkout.sessions.create({
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: definition.priceCents,
                  recurring: { interval: 'month' },
                  tax_behavior: 'inclusive',
                  product_data: { name: `BatiAO ${definition.fullName}`, description: definition.description },
                },
              },
            ],
            client_reference_id: userId,
            ...(row.stripeCustomerId ? { customer: row.stripeCustomerId } : { customer_email: row.email }),
            metadata: { user_id: userId, plan },
            subscription_data: { metadata: { user_id: userId, plan } },
            locale: 'fr',
            success_url: `${publicUrl}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}/subscription?canceled=true`,
          }),
        );
        if (!session.url) {
          throw new AppError('SERVICE_UNAVAILABLE', 'Le service de paiement n’a pas fourni de page de paiement.');
        }
        await insertCheckoutSession(db, {
          id: session.id,
          userId,
          plan,
          provider: 'stripe',
          amountCents: definition.priceCents,
          createdAt: now,
        });
        await recordAudit(userId, 'user', 'checkout.started', { plan, provider: 'stripe', session_id: session.id });
        return { url: session.url, session_id: session.id, mode: 'stripe' };
      }
      const id = `${TEST_MODE_PREFIX}${randomBytes(16).toString('hex')}`;
      await insertCheckoutSession(db, {
        id,
        userId,
        plan,
        provider: 'test',
        amountCents: definition.priceCents,
        createdAt: now,
      });
      await recordAudit(userId, 'user', 'checkout.started', { plan, provider: 'test', session_id: id });
      return { url: `/subscription/checkout-test?session_id=${id}`, session_id: id, mode: 'test' };
    },

    /**
     * The payment return: checks the session (with Stripe, or the local test session) and
     * activates its plan. 404 for a session of another account, 409 while it is not paid.
     */
    async verifyPayment(userId: string, sessionId: string) {
      const row = await findCheckoutSession(db, sessionId);
      if (!row || row.userId !== userId) {
        throw notFound(SESSION_NOT_FOUND);
      }
      if (row.provider === 'test') {
        // A test session (opened in development, say) never activates anything on a server
        // without test mode.
        requireTestMode();
        if (row.status !== 'paid') {
          throw new AppError(
            'CONFLICT',
            row.status === 'canceled'
              ? 'Le paiement a été annulé : aucun abonnement n’a été activé.'
              : 'Le paiement n’est pas confirmé : aucun abonnement n’a été activé.',
          );
        }
        const anchor = row.completedAt ?? clock.now();
        await activate({
          sessionId: row.id,
          userId,
          plan: row.plan as PaidPlanId,
          provider: 'test',
          amountCents: row.amountCents,
          anchor,
          periodEnd: addMonth(anchor),
          actor: 'user',
        });
      } else {
        const session = await callStripe('checkout.sessions.retrieve', (client) =>
          client.checkout.sessions.retrieve(sessionId),
        );
        if (session.client_reference_id !== userId) {
          throw notFound(SESSION_NOT_FOUND);
        }
        if (!isPaidSession(session)) {
          throw new AppError('CONFLICT', 'Le paiement n’est pas confirmé : aucun abonnement n’a été activé.');
        }
        await activateStripeSession(session, 'user');
      }
      const usage = await computeUsage({ id: userId }, clock.now());
      return { success: true as const, plan: usage.plan, plan_name: usage.plan_name, usage };
    },

    /** The local test checkout page's session (own sessions only). */
    async getTestCheckout(userId: string, sessionId: string) {
      const row = await ownTestSession(userId, sessionId);
      const account = await loadRow(userId);
      const plan = row.plan as PaidPlanId;
      return {
        id: row.id,
        plan,
        plan_name: PLANS[plan].fullName,
        amount_cents: row.amountCents,
        status: row.status as 'open' | 'paid' | 'canceled',
        email: account.email,
      };
    },

    /** « Payer (simulation) »: marks the test session paid; activation happens at the payment return. */
    async completeTestCheckout(userId: string, sessionId: string) {
      const row = await ownTestSession(userId, sessionId);
      if (row.status === 'canceled') {
        throw new AppError('CONFLICT', 'Ce paiement a été annulé : recommencez depuis la page Abonnement.');
      }
      if (row.status === 'open') {
        await setCheckoutSessionStatus(db, sessionId, 'paid', clock.now());
      }
      return { redirect_url: `/subscription?success=true&session_id=${encodeURIComponent(sessionId)}` };
    },

    /** « Annuler » on the test page: nothing is paid, back to the plans. */
    async cancelTestCheckout(userId: string, sessionId: string) {
      const row = await ownTestSession(userId, sessionId);
      if (row.status === 'open') {
        await setCheckoutSessionStatus(db, sessionId, 'canceled', clock.now());
      }
      return { redirect_url: '/subscription?canceled=true' };
    },
  };
}
