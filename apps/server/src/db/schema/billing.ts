import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Plans and payments (issue 6, ADR 008). A checkout session is the one way a plan becomes
 * active: a Stripe Checkout Session (`cs_…`) or a local test-mode session (`cs_test_local_…`),
 * both activated by the same code once paid. `activated_at` makes the activation idempotent,
 * whether it comes from the payment return (verify-payment) or from the webhook.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    /** 'stripe' or 'test' (the local checkout page, no real payment). */
    provider: text('provider').notNull(),
    /** open → paid | canceled */
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
    check('checkout_sessions_plan_check', sql`${t.plan} in ('essentiel', 'pro', 'expert')`),
    check('checkout_sessions_provider_check', sql`${t.provider} in ('stripe', 'test')`),
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'paid', 'canceled')`),
  ],
);

/**
 * Every payment, successful or failed, as the provider reported it; never updated, except that
 * the user link is cut (null) when the account is deleted: the payment itself is kept 10 years
 * as accounting law requires, anonymised (issue 19, privacy policy retention).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** checkout (first payment), renewal (invoice paid), failure (invoice payment failed). */
    kind: text('kind').notNull(),
    /** The checkout session or invoice id at the provider. */
    providerRef: text('provider_ref').notNull(),
    plan: text('plan'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef, t.kind),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_provider_check', sql`${t.provider} in ('stripe', 'test')`),
    check('payments_kind_check', sql`${t.kind} in ('checkout', 'renewal', 'failure')`),
    check('payments_status_check', sql`${t.status} in ('paid', 'failed')`),
  ],
);

/** Webhook events already handled, by Stripe event id: a replayed event is acknowledged, not applied twice. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** What the handler did: applied, ignored (unknown type or account). */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the webhooks last applied to each Stripe subscription (ADR 011): the `created` time of the
 * newest applied event and Stripe's status then. Events arrive out of order; one older than the
 * stored one, or any event after the subscription was deleted (`canceled` is final at Stripe), is
 * recorded in `billing_events` as `stale` and not applied. Claimed in the statement that checks it.
 */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stripe's status after the last applied event (active, past_due, canceled…). */
    status: text('status').notNull(),
    /** `created` of the last applied event (Stripe's clock, whole seconds). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    lastEventId: text('last_event_id').notNull(),
  },
  (t) => [index('stripe_subscriptions_user_idx').on(t.userId)],
);

/** Who changed what, when: subscription changes, cancellations, suspensions. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** user (the account itself), stripe (a webhook), system (expiry, suspension). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.createdAt), index('audit_log_action_idx').on(t.action)],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
