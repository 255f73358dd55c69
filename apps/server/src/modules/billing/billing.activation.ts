import { normalizePlan, quotaPeriod, type PaidPlanId } from '@batiao/shared/domain/plans';
import type { Stripe } from '../../integrations/stripe/client.ts';
import {
  fromSeconds,
  idOf,
  isPaidSession,
  str,
  stripePeriod,
  type StripeObject,
} from '../../integrations/stripe/objects.ts';
import type { BillingContext } from './billing.context.ts';
import {
  claimActivation,
  findCheckoutSession,
  findSubscription,
  insertAudit,
  insertPayment,
  updateSubscription,
  type SubscriptionRow,
} from './billing.queries.ts';

/*
 * The one activation path of a paid plan, for Stripe and the test checkout, reached from the
 * payment return (billing.checkout.ts) and from the webhook (billing.webhook.ts).
 */

/** A month after `date`: the end of the first quota period anchored there. */
export function addMonth(date: Date): Date {
  return quotaPeriod(date, date).end;
}

export interface Activation {
  sessionId: string;
  userId: string;
  plan: PaidPlanId;
  provider: 'stripe' | 'test';
  amountCents: number;
  anchor: Date;
  periodEnd: Date;
  customerId?: string;
  subscriptionId?: string;
  actor: 'user' | 'stripe';
}

export type Activator = ReturnType<typeof createActivator>;

export function createActivator(context: BillingContext) {
  const { db, clock, log, stripe, effective, callStripe } = context;

  /**
   * A change of plan while a subscription is in force: the start of the quota period it
   * interrupts (itself carried from an earlier change when that period was the first one), so the
   * new plan's first period counts what was already generated. Null for a first subscription.
   */
  function interruptedPeriodStart(before: SubscriptionRow, now: Date, anchor: Date): Date | null {
    const previous = effective(before, now);
    if (!before.subscriptionPeriodStart || previous.status === 'none' || previous.status === 'canceled') {
      return null;
    }
    const interrupted = quotaPeriod(before.subscriptionPeriodStart, now).start;
    const start =
      before.quotaCarriedFrom &&
      before.quotaCarriedFrom < interrupted &&
      interrupted.getTime() === before.subscriptionPeriodStart.getTime()
        ? before.quotaCarriedFrom
        : interrupted;
    return start < anchor ? start : null;
  }

  /**
   * The one activation path, for Stripe and the test checkout, from the payment return or the
   * webhook: idempotent per checkout session (the first caller activates, the others find it done).
   */
  async function activate(input: Activation): Promise<boolean> {
    const now = clock.now();
    let replaced: string | undefined;
    const activated = await db.transaction(async (tx) => {
      if (!(await claimActivation(tx, input.sessionId, now))) {
        return false;
      }
      const before = await findSubscription(tx, input.userId);
      if (before?.stripeSubscriptionId && before.stripeSubscriptionId !== input.subscriptionId) {
        replaced = before.stripeSubscriptionId;
      }
      const quotaCarriedFrom = before ? interruptedPeriodStart(before, now, input.anchor) : null;
      await updateSubscription(tx, input.userId, {
        subscriptionActive: true,
        subscriptionPlan: input.plan,
        subscriptionStatus: 'active',
        subscriptionProvider: input.provider,
        subscriptionPeriodStart: input.anchor,
        subscriptionPeriodEnd: input.periodEnd,
        quotaCarriedFrom,
        subscriptionCancelAtPeriodEnd: false,
        paymentFailedAt: null,
        stripeCustomerId: input.customerId ?? before?.stripeCustomerId ?? null,
        stripeSubscriptionId: input.subscriptionId ?? null,
      });
      await insertPayment(tx, {
        userId: input.userId,
        provider: input.provider,
        kind: 'checkout',
        providerRef: input.sessionId,
        plan: input.plan,
        amountCents: input.amountCents,
        status: 'paid',
        createdAt: now,
      });
      await insertAudit(tx, {
        userId: input.userId,
        actor: input.actor,
        action: 'subscription.activated',
        details: {
          plan: input.plan,
          previous_plan: before?.subscriptionPlan ?? 'free',
          provider: input.provider,
          session_id: input.sessionId,
          period_start: input.anchor.toISOString(),
          period_end: input.periodEnd.toISOString(),
          quota_counted_from: (quotaCarriedFrom ?? input.anchor).toISOString(),
        },
        createdAt: now,
      });
      return true;
    });
    if (activated) {
      log.info({ userId: input.userId, plan: input.plan, provider: input.provider }, 'abonnement activé');
    }
    if (replaced && stripe) {
      // A change of plan through a new checkout: the previous Stripe subscription stops at once.
      const previous = replaced;
      await callStripe('subscriptions.cancel', (client) => client.subscriptions.cancel(previous)).catch(
        (error: unknown) => log.warn({ err: error, subscription: previous }, 'ancien abonnement Stripe non résilié'),
      );
    }
    return activated;
  }

  /** Activates the plan of a paid Stripe Checkout Session of ours; false when it is not one. */
  async function activateStripeSession(session: Stripe.Checkout.Session, actor: 'user' | 'stripe'): Promise<boolean> {
    const row = await findCheckoutSession(db, session.id);
    if (!row || row.provider !== 'stripe' || (session.client_reference_id ?? row.userId) !== row.userId) {
      return false;
    }
    if (!isPaidSession(session)) {
      return false;
    }
    const subscriptionId = idOf(session.subscription);
    let subscription: StripeObject | undefined =
      typeof session.subscription === 'object' && session.subscription
        ? (session.subscription as unknown as StripeObject)
        : undefined;
    if (!subscription && subscriptionId) {
      subscription = (await callStripe('subscriptions.retrieve', (client) =>
        client.subscriptions.retrieve(subscriptionId),
      )) as unknown as StripeObject;
    }
    const period = subscription ? stripePeriod(subscription) : {};
    const anchor = fromSeconds(subscription?.start_date) ?? period.start ?? clock.now();
    const plan = normalizePlan(str(session.metadata?.plan) ?? row.plan);
    return activate({
      sessionId: session.id,
      userId: row.userId,
      plan: plan === 'free' ? (row.plan as PaidPlanId) : plan,
      provider: 'stripe',
      amountCents: session.amount_total ?? row.amountCents,
      anchor,
      periodEnd: period.end ?? addMonth(anchor),
      customerId: idOf(session.customer),
      subscriptionId,
      actor,
    });
  }

  return { activate, activateStripeSession };
}
