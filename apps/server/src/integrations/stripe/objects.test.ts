import { describe, expect, it } from 'vitest';
import {
  fromSeconds,
  idOf,
  invoicePeriodEnd,
  invoiceSubscriptionId,
  isPaidSession,
  isStripeError,
  str,
  stripePeriod,
} from './objects.ts';

describe('Stripe object readers', () => {
  it('reads ids whether sent as ids or expanded objects, and nothing else', () => {
    expect(idOf('sub_1')).toBe('sub_1');
    expect(idOf({ id: 'sub_1', status: 'active' })).toBe('sub_1');
    expect(idOf('')).toBeUndefined();
    expect(idOf(null)).toBeUndefined();
    expect(idOf(42)).toBeUndefined();
    expect(str('')).toBeUndefined();
    expect(fromSeconds(1_767_225_600)).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(fromSeconds('1767225600')).toBeUndefined();
  });

  it('reads a subscription period on its first item (2025 API versions), else on the subscription', () => {
    expect(
      stripePeriod({
        current_period_start: 1,
        current_period_end: 2,
        items: { data: [{ current_period_start: 1_767_225_600, current_period_end: 1_769_904_000 }] },
      }),
    ).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') });
    expect(stripePeriod({ current_period_start: 1_767_225_600 })).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: undefined,
    });
  });

  it('reads an invoice: its subscription under parent or on the invoice, the latest line end', () => {
    expect(invoiceSubscriptionId({ parent: { subscription_details: { subscription: { id: 'sub_2' } } } })).toBe(
      'sub_2',
    );
    expect(invoiceSubscriptionId({ subscription: 'sub_1' })).toBe('sub_1');
    expect(invoiceSubscriptionId({})).toBeUndefined();
    expect(
      invoicePeriodEnd({
        lines: { data: [{ period: { end: 1_769_904_000 } }, { period: { end: 1_767_225_600 } }, {}] },
      }),
    ).toEqual(new Date('2026-02-01T00:00:00Z'));
    expect(invoicePeriodEnd({ lines: { data: [] } })).toBeUndefined();
  });

  it('tells a paid Checkout Session and a Stripe error', () => {
    expect(isPaidSession({ status: 'complete', payment_status: 'paid' })).toBe(true);
    expect(isPaidSession({ status: 'complete', payment_status: 'no_payment_required' })).toBe(true);
    expect(isPaidSession({ status: 'complete', payment_status: 'unpaid' })).toBe(false);
    expect(isPaidSession({ status: 'open', payment_status: 'paid' })).toBe(false);
    expect(isStripeError({ type: 'StripeInvalidRequestError', code: 'resource_missing' })).toBe(true);
    expect(isStripeError(new Error('network'))).toBe(false);
  });
});
