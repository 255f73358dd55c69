import { describe, expect, it } from 'vitest';
import {
  PAID_PLANS,
  PLANS,
  PLAN_COMPARISON,
  hasSubscriberAccess,
  STRIPE_RENEWAL_GRACE_DAYS,
  effectiveSubscription,
  formatPlanPrice,
  formatQuota,
  normalizePlan,
  quotaPeriod,
  type SubscriptionFacts,
} from './plans.ts';

describe('the plan definition', () => {
  it('has the issue’s names, prices and the CGV quotas', () => {
    expect(PAID_PLANS.map((p) => [p.id, p.fullName, p.priceCents, p.responsesPerMonth, p.recommended])).toEqual([
      ['essentiel', 'ESSENTIEL (Starter)', 3900, 5, false],
      ['pro', 'PRO', 4900, 20, true],
      ['expert', 'EXPERT (Premium)', 14900, null, false],
    ]);
    expect(PLANS.free).toMatchObject({ name: 'Aucun', priceCents: 0, responsesPerMonth: 0 });
  });

  it('formats prices and quotas as the pages print them', () => {
    expect(formatPlanPrice(PLANS.pro)).toBe('49\u00a0€');
    expect(formatPlanPrice(PLANS.expert)).toBe('149\u00a0€');
    expect(formatQuota(PLANS.essentiel)).toBe('5 réponses par mois');
    expect(formatQuota(PLANS.expert)).toBe('Réponses illimitées');
    expect(formatQuota(PLANS.free)).toBe('Aucune réponse générée');
  });

  it('the comparison table agrees with the cards', () => {
    const price = PLAN_COMPARISON.find((r) => r.label.startsWith('Prix'));
    expect(price?.values).toEqual({ essentiel: '39\u00a0€', pro: '49\u00a0€', expert: '149\u00a0€' });
    const quota = PLAN_COMPARISON.find((r) => r.label.startsWith('Réponses'));
    expect(quota?.values).toEqual({ essentiel: '5', pro: '20', expert: 'Illimitées' });
  });
});

describe('normalizePlan', () => {
  it('maps the legacy values of the spec', () => {
    expect(normalizePlan('starter')).toBe('essentiel');
    expect(normalizePlan('essential')).toBe('essentiel');
    expect(normalizePlan('premium')).toBe('expert');
    expect(normalizePlan('UNLIMITED')).toBe('expert');
    expect(normalizePlan('none')).toBe('free');
    expect(normalizePlan(' Pro ')).toBe('pro');
    expect(normalizePlan(null)).toBe('free');
    expect(normalizePlan('gold')).toBe('free');
  });
});

describe('quotaPeriod', () => {
  const anchor = new Date('2026-01-31T08:00:00Z');

  it('is monthly from the anchor, clamped to the month’s last day', () => {
    expect(quotaPeriod(anchor, new Date('2026-02-15T00:00:00Z'))).toEqual({
      start: anchor,
      end: new Date('2026-02-28T08:00:00Z'),
    });
    expect(quotaPeriod(anchor, new Date('2026-02-28T08:00:00Z'))).toEqual({
      start: new Date('2026-02-28T08:00:00Z'),
      end: new Date('2026-03-31T08:00:00Z'),
    });
  });

  it('switches exactly at the boundary', () => {
    const boundary = new Date('2026-03-31T08:00:00Z');
    expect(quotaPeriod(anchor, new Date(boundary.getTime() - 1)).end).toEqual(boundary);
    expect(quotaPeriod(anchor, boundary).start).toEqual(boundary);
  });

  it('is the calendar month (UTC) without an anchor', () => {
    expect(quotaPeriod(null, new Date('2026-11-23T10:00:00Z'))).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
  });
});

describe('effectiveSubscription', () => {
  const end = new Date('2026-12-23T10:00:00Z');
  const facts = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
    subscriptionActive: true,
    subscriptionPlan: 'pro',
    subscriptionStatus: 'active',
    subscriptionProvider: 'test',
    subscriptionPeriodEnd: end,
    paymentFailedAt: null,
    ...overrides,
  });
  const ended = { active: false, plan: 'free', status: 'canceled' };

  it('ends a test subscription at its period end (no renewal)', () => {
    expect(effectiveSubscription(facts(), new Date(end.getTime() - 1))).toEqual({
      active: true,
      plan: 'pro',
      status: 'active',
    });
    expect(effectiveSubscription(facts(), end)).toEqual(ended);
  });

  it('gives a Stripe subscription the renewal grace, then ends it', () => {
    const graceEnd = new Date(end.getTime() + STRIPE_RENEWAL_GRACE_DAYS * 86_400_000);
    const stripe = facts({ subscriptionProvider: 'stripe' });
    expect(effectiveSubscription(stripe, new Date(graceEnd.getTime() - 1)).active).toBe(true);
    expect(effectiveSubscription(stripe, graceEnd)).toEqual(ended);
  });

  it('leaves a failing payment to the 7-day suspension rule', () => {
    const failing = facts({
      subscriptionProvider: 'stripe',
      subscriptionStatus: 'past_due',
      paymentFailedAt: new Date('2026-12-23T10:05:00Z'),
    });
    expect(effectiveSubscription(failing, new Date('2026-12-30T10:04:59Z'))).toMatchObject({ status: 'past_due' });
    expect(effectiveSubscription(failing, new Date('2026-12-30T10:05:00Z'))).toMatchObject({ status: 'suspended' });
  });

  it('ends test subscriptions on a server without test mode; Stripe and hand-granted ones stay', () => {
    const now = new Date('2026-11-30T00:00:00Z');
    expect(effectiveSubscription(facts(), now, { testMode: false })).toEqual(ended);
    expect(effectiveSubscription(facts({ subscriptionStatus: 'canceling' }), now, { testMode: false })).toEqual(ended);
    expect(effectiveSubscription(facts(), now, { testMode: true }).active).toBe(true);
    expect(effectiveSubscription(facts({ subscriptionProvider: 'stripe' }), now, { testMode: false }).active).toBe(
      true,
    );
    const granted = facts({ subscriptionProvider: null, subscriptionStatus: 'none', subscriptionPeriodEnd: null });
    expect(effectiveSubscription(granted, now, { testMode: false })).toEqual({
      active: true,
      plan: 'pro',
      status: 'none',
    });
  });
});

describe('hasSubscriberAccess', () => {
  it('lets in active subscribers and admins, whatever their plan', () => {
    expect(hasSubscriberAccess({ subscription_active: true, role: 'user' })).toBe(true);
    expect(hasSubscriberAccess({ subscription_active: false, role: 'admin' })).toBe(true);
    expect(hasSubscriberAccess({ subscription_active: false, role: 'user' })).toBe(false);
    expect(hasSubscriberAccess({ subscription_active: false })).toBe(false);
  });
});
