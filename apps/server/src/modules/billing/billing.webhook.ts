import { stripeWebhooks, type Stripe } from '../../integrations/stripe/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Activator } from './billing.activation.ts';
import type { BillingContext } from './billing.context.ts';
import { stripeEventAccount, stripeEventChanges, type AccountChanges } from './billing.events.ts';
import {
  claimStripeSubscriptionEvent,
  findCheckoutSession,
  findSubscriptionByStripe,
  hasBillingEvent,
  insertAudit,
  insertBillingEvent,
  insertPayment,
  updateSubscription,
} from './billing.queries.ts';

/*
 * The Stripe webhook: the signature, once per event id, then what the event changes
 * (billing.events.ts, a pure function) applied in one transaction.
 */

type Outcome = 'applied' | 'ignored' | 'stale';

export function createWebhook(context: BillingContext, activator: Activator) {
  const { db, clock, log, stripe } = context;

  /** Applies an account's changes: the payment, then the claim of the event, then the update. */
  async function applyChanges(event: Stripe.Event, changes: AccountChanges): Promise<Outcome> {
    const { userId, payment, claim, update, at } = changes;
    if (!payment && !claim && !update) {
      return 'ignored';
    }
    return db.transaction(async (tx): Promise<Outcome> => {
      if (payment) {
        await insertPayment(tx, payment);
      }
      // Webhooks arrive out of order (ADR 011): the event is applied only when it is not older
      // than the last one applied to that Stripe subscription and the subscription was not
      // deleted; checked and recorded in one statement, in the transaction that applies it.
      if (
        claim &&
        !(await claimStripeSubscriptionEvent(tx, {
          id: claim.subscriptionId,
          userId,
          status: claim.status,
          eventAt: at,
          eventId: event.id,
        }))
      ) {
        return 'stale';
      }
      if (!update) {
        return 'ignored';
      }
      await updateSubscription(tx, userId, update.patch);
      await insertAudit(tx, {
        userId,
        actor: 'stripe',
        action: update.audit.action,
        details: update.audit.details,
        createdAt: at,
      });
      return 'applied';
    });
  }

  async function applyEvent(event: Stripe.Event): Promise<{ outcome: Outcome; userId?: string }> {
    const ref = stripeEventAccount(event);
    const account = ref ? await findSubscriptionByStripe(db, ref) : undefined;
    const changes = stripeEventChanges(event, account);
    switch (changes.kind) {
      case 'checkout': {
        const row = await findCheckoutSession(db, changes.session.id);
        await activator.activateStripeSession(changes.session, 'stripe');
        return row ? { outcome: 'applied', userId: row.userId } : { outcome: 'ignored' };
      }
      case 'ignored':
        return { outcome: 'ignored', userId: changes.userId };
      case 'account':
        return { outcome: await applyChanges(event, changes), userId: changes.userId };
    }
  }

  return {
    /**
     * A Stripe webhook: signature checked against STRIPE_WEBHOOK_SECRET, then applied once per
     * event id (a replay is acknowledged without being applied again).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const secret = context.webhookSecret;
      if (!secret || !stripe) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Webhook Stripe non configuré (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).',
        );
      }
      if (!signature) {
        throw new AppError('BAD_REQUEST', 'Signature Stripe manquante (en-tête Stripe-Signature).');
      }
      let event: Stripe.Event;
      try {
        event = stripeWebhooks.constructEvent(rawBody, signature, secret);
      } catch {
        throw new AppError('BAD_REQUEST', 'Signature Stripe invalide.');
      }
      if (await hasBillingEvent(db, event.id)) {
        return { received: true as const, duplicate: true };
      }
      const result = await applyEvent(event);
      const first = await insertBillingEvent(db, {
        id: event.id,
        type: event.type,
        userId: result.userId ?? null,
        outcome: result.outcome,
        receivedAt: clock.now(),
      });
      log.info({ event: event.id, type: event.type, outcome: result.outcome }, 'webhook Stripe');
      return { received: true as const, duplicate: !first };
    },
  };
}
