import { normalizePlan } from '@batiao/shared/domain/plans';
import type { Stripe } from '../../integrations/stripe/client.ts';
import {
  eventTime,
  fromSeconds,
  idOf,
  invoicePeriodEnd,
  invoiceSubscriptionId,
  str,
  stripePeriod,
  type StripeObject,
} from '../../integrations/stripe/objects.ts';
import type { NewPayment, SubscriptionPatch, SubscriptionRow } from './billing.queries.ts';

/*
 * What a Stripe webhook event changes, as data: no database, no network, no clock. The webhook
 * (billing.webhook.ts) looks up the account the event names, asks `stripeEventChanges` what to do
 * and applies the answer in one transaction.
 */

/** The changes an event makes to one account, applied in this order in one transaction. */
export interface AccountChanges {
  kind: 'account';
  userId: string;
  /** A payment to record whatever follows (recorded once per provider reference and kind). */
  payment?: NewPayment;
  /**
   * The event must not be older than the last one applied to this Stripe subscription, nor
   * follow its deletion (ADR 011): checked and recorded with `status`; a refused claim is stale.
   */
  claim?: { subscriptionId: string; status: string };
  /** The account's new subscription state and its audit entry; none: the event is ignored. */
  update?: { patch: SubscriptionPatch; audit: { action: string; details: Record<string, unknown> } };
  /** When the changes happened (the event's time): the payment's and the audit entry's date. */
  at: Date;
}

export type StripeEventChanges =
  /** A paid Checkout Session: the activation path, shared with the payment return. */
  | { kind: 'checkout'; session: Stripe.Checkout.Session }
  /** Nothing to do; `userId` when the event is about a known account. */
  | { kind: 'ignored'; userId?: string }
  | AccountChanges;

/** The Stripe references that name the account an event is about; none for the other events. */
export function stripeEventAccount(event: Stripe.Event): { subscriptionId?: string; customerId?: string } | undefined {
  const object = event.data.object as unknown as StripeObject;
  switch (event.type) {
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: idOf(object.id) };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { subscriptionId: invoiceSubscriptionId(object), customerId: idOf(object.customer) };
    default:
      return undefined;
  }
}

/**
 * What `event` changes, given the account it names (found by `stripeEventAccount`'s references,
 * undefined when there is none).
 */
export function stripeEventChanges(event: Stripe.Event, account: SubscriptionRow | undefined): StripeEventChanges {
  const object = event.data.object as unknown as StripeObject;
  const at = eventTime(event);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as unknown as Stripe.Checkout.Session;
      return session.mode === 'subscription' ? { kind: 'checkout', session } : { kind: 'ignored' };
    }
    case 'customer.subscription.updated': {
      const subscriptionId = idOf(object.id);
      if (!account || !subscriptionId || account.stripeSubscriptionId !== subscriptionId) {
        return { kind: 'ignored' };
      }
      return subscriptionUpdated(event, object, account, subscriptionId, at);
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = idOf(object.id);
      if (!account || !subscriptionId || account.stripeSubscriptionId !== subscriptionId) {
        return { kind: 'ignored' };
      }
      return {
        kind: 'account',
        userId: account.id,
        claim: { subscriptionId, status: 'canceled' },
        update: {
          patch: {
            subscriptionActive: false,
            subscriptionPlan: 'free',
            subscriptionStatus: 'canceled',
            subscriptionCancelAtPeriodEnd: false,
            subscriptionPeriodEnd: fromSeconds(object.ended_at) ?? at,
          },
          audit: {
            action: 'subscription.ended',
            details: { event_id: event.id, plan: account.subscriptionPlan, reason: 'deleted' },
          },
        },
        at,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      if (!account) {
        return { kind: 'ignored' };
      }
      return invoiceChanges(event, object, account, at);
    }
    default:
      return { kind: 'ignored' };
  }
}

function subscriptionUpdated(
  event: Stripe.Event,
  object: StripeObject,
  account: SubscriptionRow,
  subscriptionId: string,
  at: Date,
): StripeEventChanges {
  const stripeStatus = str(object.status) ?? 'active';
  const cancelAtEnd = object.cancel_at_period_end === true || typeof object.cancel_at === 'number';
  const period = stripePeriod(object);
  const patch: SubscriptionPatch = {
    subscriptionPeriodEnd: fromSeconds(object.cancel_at) ?? period.end ?? account.subscriptionPeriodEnd,
    subscriptionCancelAtPeriodEnd: cancelAtEnd,
  };
  const metaPlan = normalizePlan(str((object.metadata as StripeObject | undefined)?.plan));
  if (metaPlan !== 'free') {
    patch.subscriptionPlan = metaPlan;
  }
  if (stripeStatus === 'active' || stripeStatus === 'trialing') {
    Object.assign(patch, {
      subscriptionActive: true,
      subscriptionStatus: cancelAtEnd ? 'canceling' : 'active',
      paymentFailedAt: null,
    });
  } else if (stripeStatus === 'past_due') {
    Object.assign(patch, {
      subscriptionActive: account.subscriptionStatus !== 'suspended',
      subscriptionStatus: account.subscriptionStatus === 'suspended' ? 'suspended' : 'past_due',
      paymentFailedAt: account.paymentFailedAt ?? at,
    });
  } else if (stripeStatus === 'unpaid' || stripeStatus === 'paused' || stripeStatus === 'incomplete_expired') {
    Object.assign(patch, { subscriptionActive: false, subscriptionStatus: 'suspended' });
  } else if (stripeStatus === 'canceled') {
    Object.assign(patch, {
      subscriptionActive: false,
      subscriptionPlan: 'free',
      subscriptionStatus: 'canceled',
      subscriptionCancelAtPeriodEnd: false,
    });
  } else {
    return { kind: 'ignored', userId: account.id };
  }
  return {
    kind: 'account',
    userId: account.id,
    claim: { subscriptionId, status: stripeStatus },
    update: {
      patch,
      audit: {
        action: cancelAtEnd ? 'subscription.cancel_requested' : 'subscription.updated',
        details: {
          event_id: event.id,
          stripe_status: stripeStatus,
          cancel_at_period_end: cancelAtEnd,
          period_end: patch.subscriptionPeriodEnd?.toISOString() ?? null,
        },
      },
    },
    at,
  };
}

/**
 * An invoice paid or failed: the payment is recorded whatever happens; the subscription changes
 * only for the account's current subscription and an event not older than the last one applied
 * to it.
 */
function invoiceChanges(event: Stripe.Event, object: StripeObject, account: SubscriptionRow, at: Date): AccountChanges {
  const subscriptionId = invoiceSubscriptionId(object);
  const invoiceId = idOf(object.id) ?? event.id;
  const paid = event.type === 'invoice.paid';
  const first = object.billing_reason === 'subscription_create';
  const payment: NewPayment | undefined =
    paid && first
      ? undefined
      : {
          userId: account.id,
          provider: 'stripe',
          kind: paid ? 'renewal' : 'failure',
          providerRef: invoiceId,
          plan: account.subscriptionPlan,
          amountCents: amountOf(paid ? object.amount_paid : object.amount_due),
          currency: str(object.currency) ?? 'eur',
          status: paid ? 'paid' : 'failed',
          createdAt: at,
        };
  const changes: AccountChanges = { kind: 'account', userId: account.id, payment, at };
  if (subscriptionId && account.stripeSubscriptionId !== subscriptionId) {
    // An invoice of another (an earlier) subscription: recorded, nothing else.
    return changes;
  }
  if (subscriptionId) {
    changes.claim = { subscriptionId, status: paid ? 'active' : 'past_due' };
  }
  if (paid) {
    const periodEnd = invoicePeriodEnd(object);
    const restore = account.subscriptionStatus === 'past_due' || account.subscriptionStatus === 'suspended';
    changes.update = {
      patch: {
        paymentFailedAt: null,
        subscriptionPeriodEnd:
          periodEnd && (!account.subscriptionPeriodEnd || periodEnd > account.subscriptionPeriodEnd)
            ? periodEnd
            : account.subscriptionPeriodEnd,
        ...(restore ? { subscriptionStatus: 'active', subscriptionActive: true } : {}),
      },
      audit: {
        action: 'payment.succeeded',
        details: { event_id: event.id, invoice: invoiceId, restored: restore },
      },
    };
  } else if (account.subscriptionStatus !== 'none' && account.subscriptionStatus !== 'canceled') {
    const suspended = account.subscriptionStatus === 'suspended';
    changes.update = {
      patch: {
        paymentFailedAt: account.paymentFailedAt ?? at,
        subscriptionStatus: suspended ? 'suspended' : 'past_due',
      },
      audit: {
        action: 'payment.failed',
        details: {
          event_id: event.id,
          invoice: invoiceId,
          first_failure: (account.paymentFailedAt ?? at).toISOString(),
        },
      },
    };
  }
  return changes;
}

function amountOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}
