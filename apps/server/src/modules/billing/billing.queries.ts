import { and, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  billingEvents,
  checkoutSessions,
  payments,
  stripeSubscriptions,
  type CheckoutSessionRow,
} from '../../db/schema/billing.ts';
// The subscription columns live on the account row; billing reads and writes only those
// (subscriptionColumns below). See the allow-list in tools/eslint-plugin-layers.js.
import { users, type UserRow } from '../../db/schema/users.ts';

/** The subscription columns of an account. */
export type SubscriptionRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'role'
  | 'subscriptionActive'
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'subscriptionProvider'
  | 'subscriptionPeriodStart'
  | 'subscriptionPeriodEnd'
  | 'quotaCarriedFrom'
  | 'subscriptionCancelAtPeriodEnd'
  | 'paymentFailedAt'
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
>;

const subscriptionColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  subscriptionActive: users.subscriptionActive,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionProvider: users.subscriptionProvider,
  subscriptionPeriodStart: users.subscriptionPeriodStart,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
  quotaCarriedFrom: users.quotaCarriedFrom,
  subscriptionCancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
  paymentFailedAt: users.paymentFailedAt,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
};

export type SubscriptionPatch = Partial<Omit<SubscriptionRow, 'id' | 'email' | 'role'>>;

/** A payment to record. */
export type NewPayment = typeof payments.$inferInsert;

export async function findSubscription(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select(subscriptionColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findSubscriptionByStripe(
  db: Database,
  ref: { subscriptionId?: string | null; customerId?: string | null },
): Promise<SubscriptionRow | undefined> {
  const conditions = [
    ref.subscriptionId ? eq(users.stripeSubscriptionId, ref.subscriptionId) : undefined,
    ref.customerId ? eq(users.stripeCustomerId, ref.customerId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) {
    return undefined;
  }
  const [row] = await db
    .select(subscriptionColumns)
    .from(users)
    .where(or(...conditions))
    .orderBy(sql`${users.stripeSubscriptionId} = ${ref.subscriptionId ?? ''} desc`)
    .limit(1);
  return row;
}

export async function updateSubscription(db: Database, userId: string, patch: SubscriptionPatch): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Accounts whose subscription may have to change now: ended periods (cancelled or not renewed;
 * Stripe's grace is checked by the rule), 7-day payment failures, and, on a server without test
 * mode, every test-mode subscription still in force.
 */
export async function findDueSubscriptions(
  db: Database,
  now: Date,
  suspendBefore: Date,
  endTestSubscriptions: boolean,
): Promise<SubscriptionRow[]> {
  return db
    .select(subscriptionColumns)
    .from(users)
    .where(
      or(
        and(inArray(users.subscriptionStatus, ['active', 'canceling']), lte(users.subscriptionPeriodEnd, now)),
        and(eq(users.subscriptionStatus, 'past_due'), lte(users.paymentFailedAt, suspendBefore)),
        endTestSubscriptions
          ? and(eq(users.subscriptionProvider, 'test'), notInArray(users.subscriptionStatus, ['none', 'canceled']))
          : undefined,
      ),
    );
}

export async function insertCheckoutSession(
  db: Database,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

export async function findCheckoutSession(db: Database, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

export async function setCheckoutSessionStatus(
  db: Database,
  id: string,
  status: 'paid' | 'canceled',
  at: Date,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status, completedAt: at })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  return row;
}

/** Claims the activation of a paid session: true for the one caller that gets it. */
export async function claimActivation(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ activatedAt: at, status: 'paid', completedAt: sql`coalesce(${checkoutSessions.completedAt}, ${at})` })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.activatedAt)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Recorded once per (provider, reference, kind): a replayed event adds nothing. */
export async function insertPayment(db: Database, values: typeof payments.$inferInsert): Promise<boolean> {
  const rows = await db.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}

export async function listPayments(db: Database, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
}

export async function insertAudit(db: Database, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function listAudit(db: Database, userId: string) {
  return db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(auditLog.createdAt);
}

export async function hasBillingEvent(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id)).limit(1);
  return row !== undefined;
}

/** False when the event was already recorded (a concurrent delivery of the same event). */
export async function insertBillingEvent(db: Database, values: typeof billingEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(billingEvents).values(values).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

/**
 * Claims a webhook event for a Stripe subscription (ADR 011), in the statement that checks it:
 * true when it is not older than the last applied event and the subscription was not deleted;
 * then the stored status and time move to the event's. False: a stale event, not to apply.
 */
export async function claimStripeSubscriptionEvent(
  db: Database,
  values: { id: string; userId: string | null; status: string; eventAt: Date; eventId: string },
): Promise<boolean> {
  const rows = await db
    .insert(stripeSubscriptions)
    .values({
      id: values.id,
      userId: values.userId,
      status: values.status,
      lastEventAt: values.eventAt,
      lastEventId: values.eventId,
    })
    .onConflictDoUpdate({
      target: stripeSubscriptions.id,
      set: {
        status: sql`excluded.status`,
        lastEventAt: sql`excluded.last_event_at`,
        lastEventId: sql`excluded.last_event_id`,
        userId: sql`coalesce(excluded.user_id, ${stripeSubscriptions.userId})`,
      },
      // Stripe's `canceled` is final; an event older than the one applied changes nothing.
      setWhere: sql`${stripeSubscriptions.status} <> 'canceled' and ${stripeSubscriptions.lastEventAt} <= excluded.last_event_at`,
    })
    .returning({ id: stripeSubscriptions.id });
  return rows.length > 0;
}

export async function findStripeSubscription(db: Database, id: string) {
  const [row] = await db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, id)).limit(1);
  return row;
}
