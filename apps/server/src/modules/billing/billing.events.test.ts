// What a Stripe event changes, without a database: the mapping is a pure function of the event
// and the account it names. The webhook route's tests (billing-stripe.test.ts) apply the same
// events end to end.
import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../integrations/stripe/client.ts';
import { stripeEventAccount, stripeEventChanges } from './billing.events.ts';
import type { SubscriptionRow } from './billing.queries.ts';

const CREATED = 1_767_225_600; // 2026-01-01T00:00:00Z
const AT = new Date(CREATED * 1000);
const seconds = (iso: string) => Date.parse(iso) / 1000;

function event(type: string, object: Record<string, unknown>, id = 'evt_1'): Stripe.Event {
  return { id, type, created: CREATED, data: { object } } as unknown as Stripe.Event;
}

function account(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 'user-1',
    email: 'a@example.fr',
    role: 'user',
    subscriptionActive: true,
    subscriptionPlan: 'pro',
    subscriptionStatus: 'active',
    subscriptionProvider: 'stripe',
    subscriptionPeriodStart: new Date('2025-12-01T00:00:00Z'),
    subscriptionPeriodEnd: new Date('2026-01-01T00:00:00Z'),
    quotaCarriedFrom: null,
    subscriptionCancelAtPeriodEnd: false,
    paymentFailedAt: null,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    ...overrides,
  };
}

describe('stripeEventAccount', () => {
  it('names the account by subscription for subscription events, by subscription and customer for invoices', () => {
    expect(stripeEventAccount(event('customer.subscription.updated', { id: 'sub_1' }))).toEqual({
      subscriptionId: 'sub_1',
    });
    expect(
      stripeEventAccount(
        event('invoice.paid', {
          id: 'in_1',
          customer: { id: 'cus_1' },
          parent: { subscription_details: { subscription: 'sub_2' } },
        }),
      ),
    ).toEqual({ subscriptionId: 'sub_2', customerId: 'cus_1' });
    // Before the 2025 API versions, the invoice carried its subscription itself.
    expect(stripeEventAccount(event('invoice.payment_failed', { id: 'in_1', subscription: 'sub_3' }))).toEqual({
      subscriptionId: 'sub_3',
      customerId: undefined,
    });
  });

  it('names no account for the checkout and the other events', () => {
    expect(stripeEventAccount(event('checkout.session.completed', { id: 'cs_1' }))).toBeUndefined();
    expect(stripeEventAccount(event('customer.created', { id: 'cus_1' }))).toBeUndefined();
  });
});

describe('stripeEventChanges: checkout', () => {
  it('hands a subscription checkout to the activation path, and ignores the other modes', () => {
    const session = { id: 'cs_1', mode: 'subscription' };
    expect(stripeEventChanges(event('checkout.session.completed', session), undefined)).toEqual({
      kind: 'checkout',
      session,
    });
    expect(stripeEventChanges(event('checkout.session.async_payment_succeeded', session), undefined).kind).toBe(
      'checkout',
    );
    expect(stripeEventChanges(event('checkout.session.completed', { id: 'cs_2', mode: 'payment' }), undefined)).toEqual(
      { kind: 'ignored' },
    );
  });
});

describe('stripeEventChanges: customer.subscription.updated', () => {
  const periodEnd = seconds('2026-02-01T00:00:00Z');
  const updated = (object: Record<string, unknown>) =>
    event('customer.subscription.updated', {
      id: 'sub_1',
      items: { data: [{ current_period_start: CREATED, current_period_end: periodEnd }] },
      ...object,
    });

  it('renews an active subscription: period end from its item, plan from its metadata, claimed as active', () => {
    const changes = stripeEventChanges(
      updated({ status: 'active', metadata: { plan: 'expert' } }),
      account({ paymentFailedAt: AT }),
    );
    expect(changes).toEqual({
      kind: 'account',
      userId: 'user-1',
      claim: { subscriptionId: 'sub_1', status: 'active' },
      update: {
        patch: {
          subscriptionPeriodEnd: new Date('2026-02-01T00:00:00Z'),
          subscriptionCancelAtPeriodEnd: false,
          subscriptionPlan: 'expert',
          subscriptionActive: true,
          subscriptionStatus: 'active',
          paymentFailedAt: null,
        },
        audit: {
          action: 'subscription.updated',
          details: {
            event_id: 'evt_1',
            stripe_status: 'active',
            cancel_at_period_end: false,
            period_end: '2026-02-01T00:00:00.000Z',
          },
        },
      },
      at: AT,
    });
  });

  it('a cancellation at period end (or at a date) keeps the plan until then', () => {
    const cancelAt = seconds('2026-01-15T00:00:00Z');
    const changes = stripeEventChanges(updated({ status: 'active', cancel_at: cancelAt }), account());
    expect(changes).toMatchObject({
      kind: 'account',
      update: {
        patch: {
          subscriptionPeriodEnd: new Date('2026-01-15T00:00:00Z'),
          subscriptionCancelAtPeriodEnd: true,
          subscriptionActive: true,
          subscriptionStatus: 'canceling',
        },
        audit: { action: 'subscription.cancel_requested' },
      },
    });
    expect(stripeEventChanges(updated({ status: 'trialing', cancel_at_period_end: true }), account())).toMatchObject({
      update: { patch: { subscriptionStatus: 'canceling' } },
    });
  });

  it('past_due keeps access and the first failure date; a suspended account stays suspended', () => {
    const firstFailure = new Date('2025-12-28T00:00:00Z');
    expect(stripeEventChanges(updated({ status: 'past_due' }), account())).toMatchObject({
      claim: { status: 'past_due' },
      update: { patch: { subscriptionActive: true, subscriptionStatus: 'past_due', paymentFailedAt: AT } },
    });
    expect(
      stripeEventChanges(
        updated({ status: 'past_due' }),
        account({ subscriptionStatus: 'suspended', subscriptionActive: false, paymentFailedAt: firstFailure }),
      ),
    ).toMatchObject({
      update: {
        patch: { subscriptionActive: false, subscriptionStatus: 'suspended', paymentFailedAt: firstFailure },
      },
    });
  });

  it('unpaid, paused and incomplete_expired suspend; canceled ends on the free plan', () => {
    for (const status of ['unpaid', 'paused', 'incomplete_expired']) {
      expect(stripeEventChanges(updated({ status }), account())).toMatchObject({
        claim: { status },
        update: { patch: { subscriptionActive: false, subscriptionStatus: 'suspended' } },
      });
    }
    expect(stripeEventChanges(updated({ status: 'canceled' }), account())).toMatchObject({
      update: {
        patch: {
          subscriptionActive: false,
          subscriptionPlan: 'free',
          subscriptionStatus: 'canceled',
          subscriptionCancelAtPeriodEnd: false,
        },
      },
    });
  });

  it('keeps the known period end when the event has none', () => {
    const changes = stripeEventChanges(
      event('customer.subscription.updated', { id: 'sub_1', status: 'active' }),
      account(),
    );
    expect(changes).toMatchObject({ update: { patch: { subscriptionPeriodEnd: new Date('2026-01-01T00:00:00Z') } } });
  });

  it('ignores an unknown status (for a known account), another subscription, or no account', () => {
    expect(stripeEventChanges(updated({ status: 'incomplete' }), account())).toEqual({
      kind: 'ignored',
      userId: 'user-1',
    });
    expect(stripeEventChanges(updated({ status: 'active' }), account({ stripeSubscriptionId: 'sub_old' }))).toEqual({
      kind: 'ignored',
    });
    expect(stripeEventChanges(updated({ status: 'active' }), undefined)).toEqual({ kind: 'ignored' });
  });
});

describe('stripeEventChanges: customer.subscription.deleted', () => {
  it('ends the subscription when it ended, claimed as canceled', () => {
    const endedAt = seconds('2025-12-31T12:00:00Z');
    expect(
      stripeEventChanges(event('customer.subscription.deleted', { id: 'sub_1', ended_at: endedAt }), account()),
    ).toEqual({
      kind: 'account',
      userId: 'user-1',
      claim: { subscriptionId: 'sub_1', status: 'canceled' },
      update: {
        patch: {
          subscriptionActive: false,
          subscriptionPlan: 'free',
          subscriptionStatus: 'canceled',
          subscriptionCancelAtPeriodEnd: false,
          subscriptionPeriodEnd: new Date('2025-12-31T12:00:00Z'),
        },
        audit: { action: 'subscription.ended', details: { event_id: 'evt_1', plan: 'pro', reason: 'deleted' } },
      },
      at: AT,
    });
  });

  it('ends at the event time without ended_at; ignores another subscription', () => {
    expect(stripeEventChanges(event('customer.subscription.deleted', { id: 'sub_1' }), account())).toMatchObject({
      update: { patch: { subscriptionPeriodEnd: AT } },
    });
    expect(
      stripeEventChanges(
        event('customer.subscription.deleted', { id: 'sub_1' }),
        account({ stripeSubscriptionId: 'sub_2' }),
      ),
    ).toEqual({ kind: 'ignored' });
  });
});

describe('stripeEventChanges: invoices', () => {
  const invoice = (type: string, object: Record<string, unknown>) =>
    event(type, {
      id: 'in_1',
      customer: 'cus_1',
      parent: { subscription_details: { subscription: 'sub_1' } },
      currency: 'eur',
      ...object,
    });

  it('a renewal paid: the payment recorded, the period extended to the latest line, a failure cleared', () => {
    const changes = stripeEventChanges(
      invoice('invoice.paid', {
        billing_reason: 'subscription_cycle',
        amount_paid: 4900,
        lines: {
          data: [
            { period: { end: seconds('2026-01-20T00:00:00Z') } },
            { period: { end: seconds('2026-02-01T00:00:00Z') } },
          ],
        },
      }),
      account({ subscriptionStatus: 'past_due', paymentFailedAt: new Date('2025-12-30T00:00:00Z') }),
    );
    expect(changes).toEqual({
      kind: 'account',
      userId: 'user-1',
      payment: {
        userId: 'user-1',
        provider: 'stripe',
        kind: 'renewal',
        providerRef: 'in_1',
        plan: 'pro',
        amountCents: 4900,
        currency: 'eur',
        status: 'paid',
        createdAt: AT,
      },
      claim: { subscriptionId: 'sub_1', status: 'active' },
      update: {
        patch: {
          paymentFailedAt: null,
          subscriptionPeriodEnd: new Date('2026-02-01T00:00:00Z'),
          subscriptionStatus: 'active',
          subscriptionActive: true,
        },
        audit: { action: 'payment.succeeded', details: { event_id: 'evt_1', invoice: 'in_1', restored: true } },
      },
      at: AT,
    });
  });

  it('the first invoice records no payment (the checkout did) and never shortens the period', () => {
    const changes = stripeEventChanges(
      invoice('invoice.paid', {
        billing_reason: 'subscription_create',
        amount_paid: 4900,
        lines: { data: [{ period: { end: seconds('2025-12-15T00:00:00Z') } }] },
      }),
      account(),
    );
    expect(changes).toMatchObject({ kind: 'account', payment: undefined });
    expect(changes).toMatchObject({
      update: { patch: { paymentFailedAt: null, subscriptionPeriodEnd: new Date('2026-01-01T00:00:00Z') } },
    });
  });

  it('an invoice of another subscription is recorded and changes nothing', () => {
    expect(
      stripeEventChanges(invoice('invoice.paid', { amount_paid: 900 }), account({ stripeSubscriptionId: 'sub_2' })),
    ).toEqual({
      kind: 'account',
      userId: 'user-1',
      payment: expect.objectContaining({ kind: 'renewal', amountCents: 900 }),
      at: AT,
    });
  });

  it('an invoice found by customer alone applies without a claim', () => {
    const changes = stripeEventChanges(
      event('invoice.paid', { id: 'in_2', customer: 'cus_1', amount_paid: 900 }),
      account(),
    );
    expect(changes).toMatchObject({ kind: 'account', update: { audit: { action: 'payment.succeeded' } } });
    expect(changes).not.toHaveProperty('claim');
  });

  it('a failed payment: recorded with the amount due, past_due from the first failure', () => {
    const firstFailure = new Date('2025-12-30T00:00:00Z');
    expect(
      stripeEventChanges(
        invoice('invoice.payment_failed', { amount_due: 4900 }),
        account({ paymentFailedAt: firstFailure }),
      ),
    ).toEqual({
      kind: 'account',
      userId: 'user-1',
      payment: {
        userId: 'user-1',
        provider: 'stripe',
        kind: 'failure',
        providerRef: 'in_1',
        plan: 'pro',
        amountCents: 4900,
        currency: 'eur',
        status: 'failed',
        createdAt: AT,
      },
      claim: { subscriptionId: 'sub_1', status: 'past_due' },
      update: {
        patch: { paymentFailedAt: firstFailure, subscriptionStatus: 'past_due' },
        audit: {
          action: 'payment.failed',
          details: { event_id: 'evt_1', invoice: 'in_1', first_failure: '2025-12-30T00:00:00.000Z' },
        },
      },
      at: AT,
    });
  });

  it('a failed payment keeps a suspension, and changes nothing on an account without a subscription', () => {
    expect(
      stripeEventChanges(invoice('invoice.payment_failed', {}), account({ subscriptionStatus: 'suspended' })),
    ).toMatchObject({ update: { patch: { subscriptionStatus: 'suspended', paymentFailedAt: AT } } });
    const canceled = stripeEventChanges(
      invoice('invoice.payment_failed', {}),
      account({ subscriptionStatus: 'canceled' }),
    );
    expect(canceled).toMatchObject({ kind: 'account', claim: { status: 'past_due' }, payment: { amountCents: 0 } });
    expect(canceled).not.toHaveProperty('update');
  });

  it('ignores an invoice of no known account, and the other event types', () => {
    expect(stripeEventChanges(invoice('invoice.paid', {}), undefined)).toEqual({ kind: 'ignored' });
    expect(stripeEventChanges(event('customer.created', { id: 'cus_1' }), account())).toEqual({ kind: 'ignored' });
  });
});
