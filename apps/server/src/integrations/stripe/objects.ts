import type { Stripe } from './client.ts';

/*
 * Readers of Stripe objects (events, sessions, subscriptions, invoices) as the API sends them:
 * fields move between API versions and ids come expanded or not, so every read is defensive and
 * answers `undefined` rather than throwing.
 */

/** A Stripe object seen as a plain record (the webhook payload before any typing). */
export type StripeObject = Record<string, unknown>;

/** A non-empty string, or undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The id of a reference, whether Stripe sent the id or the expanded object. */
export const idOf = (v: unknown): string | undefined => str(v) ?? str((v as StripeObject | null | undefined)?.id);

/** A Stripe timestamp (seconds since the epoch) as a Date. */
export const fromSeconds = (v: unknown): Date | undefined => (typeof v === 'number' ? new Date(v * 1000) : undefined);

/** Current period of a Stripe subscription: on its items since the 2025 API versions, on the subscription before. */
export function stripePeriod(subscription: StripeObject): { start?: Date; end?: Date } {
  const item = ((subscription.items as StripeObject | undefined)?.data as StripeObject[] | undefined)?.[0];
  return {
    start: fromSeconds(item?.current_period_start) ?? fromSeconds(subscription.current_period_start),
    end: fromSeconds(item?.current_period_end) ?? fromSeconds(subscription.current_period_end),
  };
}

/** An error thrown by the Stripe client (it carries a `type`, and a `code` for API errors). */
export function isStripeError(error: unknown): error is { type: string; code?: string; statusCode?: number } {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

/** A Checkout Session whose payment is done (paid, or nothing to pay). */
export function isPaidSession(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  );
}

/** The subscription an invoice bills: under `parent` since the 2025 API versions, on the invoice before. */
export function invoiceSubscriptionId(invoice: StripeObject): string | undefined {
  const parent = invoice.parent as StripeObject | null | undefined;
  return idOf((parent?.subscription_details as StripeObject | undefined)?.subscription) ?? idOf(invoice.subscription);
}

/** The latest end of the periods an invoice's lines cover, if any. */
export function invoicePeriodEnd(invoice: StripeObject): Date | undefined {
  const lines = ((invoice.lines as StripeObject | undefined)?.data as StripeObject[] | undefined) ?? [];
  const ends = lines
    .map((line) => fromSeconds((line.period as StripeObject | undefined)?.end))
    .filter((d): d is Date => d !== undefined);
  return ends.length > 0 ? new Date(Math.max(...ends.map((d) => d.getTime()))) : undefined;
}

/** The time of an event. */
export function eventTime(event: Pick<Stripe.Event, 'created'>): Date {
  return new Date(event.created * 1000);
}
