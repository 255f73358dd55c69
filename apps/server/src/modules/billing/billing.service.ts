import { randomBytes } from 'node:crypto';
import type { BillingUsage, CheckoutResponse, PaymentMode } from '@batiao/shared/contracts/billing';
import {
  BILLING_TERMS,
  PLANS,
  effectiveSubscription,
  hasSubscriberAccess,
  normalizePlan,
  quotaPeriod,
  type PaidPlanId,
} from '@batiao/shared/domain/plans';
import { formatFrenchDate } from '@batiao/shared/domain/dates';
import type { Database } from '../../db/client.ts';
import {
  createStripeClient,
  stripeWebhooks,
  type Stripe,
  type StripeClient,
} from '../../integrations/stripe/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  claimActivation,
  claimStripeSubscriptionEvent,
  countResponses,
  findCheckoutSession,
  findDueSubscriptions,
  findSubscription,
  findSubscriptionByStripe,
  hasBillingEvent,
  insertAudit,
  insertBillingEvent,
  insertCheckoutSession,
  insertPayment,
  setCheckoutSessionStatus,
  updateSubscription,
  type SubscriptionPatch,
  type SubscriptionRow,
} from './billing.queries.ts';

/** CGV: the service is suspended after 7 days of failed payment. */
export const SUSPENSION_DELAY_DAYS = BILLING_TERMS.suspensionDelayDays;
const DAY_MS = 86_400_000;

export const GENERATION_REQUIRES_SUBSCRIPTION = 'Abonnement requis pour générer une réponse';
export const SUBSCRIPTION_REQUIRED =
  'Abonnement actif requis : choisissez une formule pour accéder à cette fonctionnalité.';
const SESSION_NOT_FOUND = 'Session de paiement introuvable';
const TEST_MODE_PREFIX = 'cs_test_local_';

export interface PaymentsConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /**
   * The local test checkout (PAYMENTS_TEST_MODE=on, ADR 011): an explicit opt-in, whatever
   * NODE_ENV. Off: test sessions are refused and test subscriptions are over. Stripe wins when both
   * are given (the configuration refuses that combination).
   */
  testMode: boolean;
}

export const TEST_MODE_OFF =
  'Le paiement en mode test n’est pas activé sur ce serveur : aucun paiement simulé n’y est accepté.';

export interface BillingDeps {
  db: Database;
  clock: Clock;
  payments: PaymentsConfig;
  /** Where the Stripe client sends its requests; api.stripe.com when not given. */
  stripeApi?: { host?: string; port?: number; protocol?: 'http' | 'https' };
  publicUrl: string;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** Whom a billing question is about: the signed-in account (request.principal.user fits). */
export interface BillingSubject {
  id: string;
  role?: string;
}

function addMonth(date: Date): Date {
  return quotaPeriod(date, date).end;
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const idOf = (v: unknown): string | undefined => str(v) ?? str((v as Obj | null | undefined)?.id);
const fromSeconds = (v: unknown): Date | undefined => (typeof v === 'number' ? new Date(v * 1000) : undefined);

/** Current period of a Stripe subscription: on its items since the 2025 API versions, on the subscription before. */
function stripePeriod(subscription: Obj): { start?: Date; end?: Date } {
  const item = ((subscription.items as Obj | undefined)?.data as Obj[] | undefined)?.[0];
  return {
    start: fromSeconds(item?.current_period_start) ?? fromSeconds(subscription.current_period_start),
    end: fromSeconds(item?.current_period_end) ?? fromSeconds(subscription.current_period_end),
  };
}

function isStripeError(error: unknown): error is { type: string; code?: string; statusCode?: number } {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

export function createBillingService(deps: BillingDeps) {
  const { db, clock, log } = deps;
  const stripe: StripeClient | undefined = deps.payments.stripeSecretKey
    ? createStripeClient({ secretKey: deps.payments.stripeSecretKey, ...deps.stripeApi })
    : undefined;
  const mode: PaymentMode = stripe ? 'stripe' : deps.payments.testMode ? 'test' : 'disabled';
  /** What this server honours: test-mode subscriptions only in test mode. */
  const rules = { testMode: mode === 'test' };
  const effective = (row: SubscriptionRow, now: Date) => effectiveSubscription(row, now, rules);
  const publicUrl = deps.publicUrl.replace(/\/$/, '');

  /** A Stripe call; its failures become French answers (404 for an unknown object, 503 otherwise). */
  async function callStripe<T>(what: string, fn: (client: StripeClient) => Promise<T>): Promise<T> {
    if (!stripe) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Le paiement Stripe n’est pas configuré sur ce serveur.');
    }
    try {
      return await fn(stripe);
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') {
        throw notFound(SESSION_NOT_FOUND);
      }
      log.warn({ err: error, what }, 'appel Stripe en échec');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Le service de paiement ne répond pas. Réessayez dans un instant ; aucun montant n’a été débité en double.',
      );
    }
  }

  async function loadRow(userId: string): Promise<SubscriptionRow> {
    const row = await findSubscription(db, userId);
    if (!row) {
      throw notFound('Compte introuvable');
    }
    return row;
  }

  /** Why a subscription in force has ended now. */
  function endReason(row: SubscriptionRow): string {
    if (row.subscriptionProvider === 'test' && !rules.testMode) {
      return 'test_mode_off';
    }
    return row.subscriptionStatus === 'canceling' ? 'canceled' : 'not_renewed';
  }

  /**
   * Persists what time and the server's mode changed (end of a cancelled or unrenewed period,
   * test subscription on a server without test mode, 7-day suspension) and records it.
   */
  async function settle(row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
    const current = effective(row, now);
    if (
      current.status === row.subscriptionStatus &&
      current.active === row.subscriptionActive &&
      current.plan === normalizePlan(row.subscriptionPlan)
    ) {
      return row;
    }
    const patch: SubscriptionPatch = {
      subscriptionActive: current.active,
      subscriptionPlan: current.plan,
      subscriptionStatus: current.status,
    };
    if (current.status === 'canceled') {
      patch.subscriptionCancelAtPeriodEnd = false;
    }
    await db.transaction(async (tx) => {
      await updateSubscription(tx, row.id, patch);
      await insertAudit(tx, {
        userId: row.id,
        actor: 'system',
        action: current.status === 'canceled' ? 'subscription.ended' : 'subscription.suspended',
        details: {
          plan: row.subscriptionPlan,
          at: now.toISOString(),
          ...(current.status === 'canceled' ? { reason: endReason(row), provider: row.subscriptionProvider } : {}),
        },
        createdAt: now,
      });
    });
    log.info(
      { userId: row.id, status: current.status, provider: row.subscriptionProvider },
      'abonnement mis à jour par l’échéance',
    );
    return { ...row, ...patch };
  }

  async function computeUsage(subject: BillingSubject, now: Date): Promise<BillingUsage> {
    const row = await settle(await loadRow(subject.id), now);
    const current = effective(row, now);
    const isAdmin = (subject.role ?? row.role) === 'admin';
    const anchor = current.active ? row.subscriptionPeriodStart : null;
    const period = quotaPeriod(anchor, now);
    // A quota is per period, not per plan: after a change of plan, the new subscription's first
    // period also counts the responses of the period the change interrupted.
    const countFrom =
      anchor &&
      row.quotaCarriedFrom &&
      row.quotaCarriedFrom < period.start &&
      period.start.getTime() === anchor.getTime()
        ? row.quotaCarriedFrom
        : period.start;
    const used = await countResponses(db, row.id, countFrom, period.end);
    const planLimit = current.active ? PLANS[current.plan].responsesPerMonth : 0;
    const limit = isAdmin ? null : planLimit;
    const hasSubscription = current.status !== 'none' && current.status !== 'canceled';
    const paidUntil = row.subscriptionPeriodEnd ?? (hasSubscription ? period.end : null);
    return {
      plan: current.plan,
      plan_name: PLANS[current.plan].name,
      subscription_active: current.active,
      status: current.status,
      period_start: countFrom.toISOString(),
      period_end: period.end.toISOString(),
      used,
      limit,
      left: limit === null ? null : Math.max(0, limit - used),
      cancel_at_period_end: current.status === 'canceling',
      current_period_end: hasSubscription && paidUntil ? paidUntil.toISOString() : null,
      suspension_at:
        current.status === 'past_due' && row.paymentFailedAt
          ? new Date(row.paymentFailedAt.getTime() + SUSPENSION_DELAY_DAYS * DAY_MS).toISOString()
          : null,
      payment_mode: mode,
      can_manage_in_portal: Boolean(stripe && row.stripeCustomerId),
    };
  }

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

  interface Activation {
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
    const paid =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    if (!paid) {
      return false;
    }
    const subscriptionId = idOf(session.subscription);
    let subscription: Obj | undefined =
      typeof session.subscription === 'object' && session.subscription
        ? (session.subscription as unknown as Obj)
        : undefined;
    if (!subscription && subscriptionId) {
      subscription = (await callStripe('subscriptions.retrieve', (client) =>
        client.subscriptions.retrieve(subscriptionId),
      )) as unknown as Obj;
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

  async function recordAudit(userId: string | null, actor: string, action: string, details: Obj): Promise<void> {
    await insertAudit(db, { userId, actor, action, details, createdAt: clock.now() });
  }

  // ---- webhooks ----

  async function subjectOf(ref: { subscriptionId?: string; customerId?: string }) {
    return findSubscriptionByStripe(db, ref);
  }

  /**
   * Webhooks arrive out of order (ADR 011): the event is applied only when it is not older than
   * the last one applied to that Stripe subscription and the subscription was not deleted;
   * checked and recorded in one statement, in the transaction that applies it.
   */
  function claimEvent(tx: Database, event: Stripe.Event, subscriptionId: string, userId: string, status: string) {
    return claimStripeSubscriptionEvent(tx, {
      id: subscriptionId,
      userId,
      status,
      eventAt: new Date(event.created * 1000),
      eventId: event.id,
    });
  }

  async function applyEvent(
    event: Stripe.Event,
  ): Promise<{ outcome: 'applied' | 'ignored' | 'stale'; userId?: string }> {
    const object = event.data.object as unknown as Obj;
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = object as unknown as Stripe.Checkout.Session;
        if (session.mode !== 'subscription') {
          return { outcome: 'ignored' };
        }
        const row = await findCheckoutSession(db, session.id);
        await activateStripeSession(session, 'stripe');
        return row ? { outcome: 'applied', userId: row.userId } : { outcome: 'ignored' };
      }
      case 'customer.subscription.updated': {
        const subscriptionId = idOf(object.id);
        const user = await subjectOf({ subscriptionId });
        if (!user || !subscriptionId || user.stripeSubscriptionId !== subscriptionId) {
          return { outcome: 'ignored' };
        }
        const stripeStatus = str(object.status) ?? 'active';
        const cancelAtEnd = object.cancel_at_period_end === true || typeof object.cancel_at === 'number';
        const period = stripePeriod(object);
        const patch: SubscriptionPatch = {
          subscriptionPeriodEnd: fromSeconds(object.cancel_at) ?? period.end ?? user.subscriptionPeriodEnd,
          subscriptionCancelAtPeriodEnd: cancelAtEnd,
        };
        const metaPlan = normalizePlan(str((object.metadata as Obj | undefined)?.plan));
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
            subscriptionActive: user.subscriptionStatus !== 'suspended',
            subscriptionStatus: user.subscriptionStatus === 'suspended' ? 'suspended' : 'past_due',
            paymentFailedAt: user.paymentFailedAt ?? at,
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
          return { outcome: 'ignored', userId: user.id };
        }
        const applied = await db.transaction(async (tx) => {
          if (!(await claimEvent(tx, event, subscriptionId, user.id, stripeStatus))) {
            return false;
          }
          await updateSubscription(tx, user.id, patch);
          await insertAudit(tx, {
            userId: user.id,
            actor: 'stripe',
            action: cancelAtEnd ? 'subscription.cancel_requested' : 'subscription.updated',
            details: {
              event_id: event.id,
              stripe_status: stripeStatus,
              cancel_at_period_end: cancelAtEnd,
              period_end: patch.subscriptionPeriodEnd?.toISOString() ?? null,
            },
            createdAt: at,
          });
          return true;
        });
        return { outcome: applied ? 'applied' : 'stale', userId: user.id };
      }
      case 'customer.subscription.deleted': {
        const subscriptionId = idOf(object.id);
        const user = await subjectOf({ subscriptionId });
        if (!user || !subscriptionId || user.stripeSubscriptionId !== subscriptionId) {
          return { outcome: 'ignored' };
        }
        const applied = await db.transaction(async (tx) => {
          if (!(await claimEvent(tx, event, subscriptionId, user.id, 'canceled'))) {
            return false;
          }
          await updateSubscription(tx, user.id, {
            subscriptionActive: false,
            subscriptionPlan: 'free',
            subscriptionStatus: 'canceled',
            subscriptionCancelAtPeriodEnd: false,
            subscriptionPeriodEnd: fromSeconds(object.ended_at) ?? at,
          });
          await insertAudit(tx, {
            userId: user.id,
            actor: 'stripe',
            action: 'subscription.ended',
            details: { event_id: event.id, plan: user.subscriptionPlan, reason: 'deleted' },
            createdAt: at,
          });
          return true;
        });
        return { outcome: applied ? 'applied' : 'stale', userId: user.id };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const parent = object.parent as Obj | null | undefined;
        const subscriptionId =
          idOf((parent?.subscription_details as Obj | undefined)?.subscription) ?? idOf(object.subscription);
        const user = await subjectOf({ subscriptionId, customerId: idOf(object.customer) });
        if (!user) {
          return { outcome: 'ignored' };
        }
        const invoiceId = idOf(object.id) ?? event.id;
        // The payment is recorded whatever happens; the subscription changes only for the account's
        // current subscription and an event not older than the last one applied to it.
        type Outcome = 'applied' | 'ignored' | 'stale';
        const gate = async (tx: Database, status: string): Promise<Outcome> => {
          if (subscriptionId && user.stripeSubscriptionId !== subscriptionId) {
            return 'ignored';
          }
          if (subscriptionId && !(await claimEvent(tx, event, subscriptionId, user.id, status))) {
            return 'stale';
          }
          return 'applied';
        };
        let outcome: Outcome;
        if (event.type === 'invoice.paid') {
          const lines = ((object.lines as Obj | undefined)?.data as Obj[] | undefined) ?? [];
          const ends = lines
            .map((line) => fromSeconds((line.period as Obj | undefined)?.end))
            .filter((d): d is Date => d !== undefined);
          const periodEnd = ends.length > 0 ? new Date(Math.max(...ends.map((d) => d.getTime()))) : undefined;
          const first = object.billing_reason === 'subscription_create';
          outcome = await db.transaction(async (tx) => {
            if (!first) {
              await insertPayment(tx, {
                userId: user.id,
                provider: 'stripe',
                kind: 'renewal',
                providerRef: invoiceId,
                plan: user.subscriptionPlan,
                amountCents: typeof object.amount_paid === 'number' ? object.amount_paid : 0,
                currency: str(object.currency) ?? 'eur',
                status: 'paid',
                createdAt: at,
              });
            }
            const gated = await gate(tx, 'active');
            if (gated !== 'applied') {
              return gated;
            }
            const restore = user.subscriptionStatus === 'past_due' || user.subscriptionStatus === 'suspended';
            await updateSubscription(tx, user.id, {
              paymentFailedAt: null,
              subscriptionPeriodEnd:
                periodEnd && (!user.subscriptionPeriodEnd || periodEnd > user.subscriptionPeriodEnd)
                  ? periodEnd
                  : user.subscriptionPeriodEnd,
              ...(restore ? { subscriptionStatus: 'active', subscriptionActive: true } : {}),
            });
            await insertAudit(tx, {
              userId: user.id,
              actor: 'stripe',
              action: 'payment.succeeded',
              details: { event_id: event.id, invoice: invoiceId, restored: restore },
              createdAt: at,
            });
            return 'applied';
          });
        } else {
          outcome = await db.transaction(async (tx) => {
            await insertPayment(tx, {
              userId: user.id,
              provider: 'stripe',
              kind: 'failure',
              providerRef: invoiceId,
              plan: user.subscriptionPlan,
              amountCents: typeof object.amount_due === 'number' ? object.amount_due : 0,
              currency: str(object.currency) ?? 'eur',
              status: 'failed',
              createdAt: at,
            });
            const gated = await gate(tx, 'past_due');
            if (gated !== 'applied') {
              return gated;
            }
            if (user.subscriptionStatus === 'none' || user.subscriptionStatus === 'canceled') {
              return 'ignored';
            }
            const suspended = user.subscriptionStatus === 'suspended';
            await updateSubscription(tx, user.id, {
              paymentFailedAt: user.paymentFailedAt ?? at,
              subscriptionStatus: suspended ? 'suspended' : 'past_due',
            });
            await insertAudit(tx, {
              userId: user.id,
              actor: 'stripe',
              action: 'payment.failed',
              details: {
                event_id: event.id,
                invoice: invoiceId,
                first_failure: (user.paymentFailedAt ?? at).toISOString(),
              },
              createdAt: at,
            });
            return 'applied';
          });
        }
        return { outcome, userId: user.id };
      }
      default:
        return { outcome: 'ignored' };
    }
  }

  return {
    /** How payments are taken on this server: stripe, test (local checkout) or disabled. */
    mode,

    /** Plan, quota period and responses used and left, as the server enforces them at `now`. */
    async usage(subject: BillingSubject, now: Date = clock.now()): Promise<BillingUsage> {
      return computeUsage(subject, now);
    },

    /** 403 without an active subscription (admins pass). For the other subscriber-only features. */
    async assertSubscribed(subject: BillingSubject, message = SUBSCRIPTION_REQUIRED): Promise<void> {
      // Admins pass without a lookup (hasSubscriberAccess lets them in whatever their plan).
      if (subject.role === 'admin') {
        return;
      }
      const row = await settle(await loadRow(subject.id), clock.now());
      if (!hasSubscriberAccess({ subscription_active: effective(row, clock.now()).active, role: subject.role })) {
        throw forbidden(message);
      }
    },

    /**
     * Before a generation: 403 without an active subscription, 402 when the period's quota is
     * used up (the message names the plan and the reset date). Admins and unlimited plans pass.
     */
    async assertCanGenerate(subject: BillingSubject): Promise<void> {
      // Admins pass without a lookup (hasSubscriberAccess lets them in whatever their plan).
      if (subject.role === 'admin') {
        return;
      }
      const usage = await computeUsage(subject, clock.now());
      if (!hasSubscriberAccess({ ...usage, role: subject.role })) {
        throw forbidden(GENERATION_REQUIRES_SUBSCRIPTION);
      }
      if (usage.limit !== null && usage.used >= usage.limit) {
        throw new AppError(
          'PAYMENT_REQUIRED',
          `Vous avez utilisé les ${usage.limit} réponses de votre formule ${usage.plan_name} pour cette période. ` +
            `Prochaine remise à zéro le ${formatFrenchDate(new Date(usage.period_end))}.`,
        );
      }
    },

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
        const paid =
          session.status === 'complete' &&
          (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
        if (!paid) {
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

    /** Test mode: cancels at the end of the paid period; the plan stays active until then. */
    async cancelSubscription(userId: string): Promise<BillingUsage> {
      const now = clock.now();
      const row = await settle(await loadRow(userId), now);
      const current = effective(row, now);
      if (!current.active) {
        throw new AppError('CONFLICT', 'Aucun abonnement actif à résilier.');
      }
      if (row.subscriptionProvider === 'stripe') {
        throw new AppError(
          'CONFLICT',
          'Votre abonnement se gère depuis l’espace client Stripe (« Gérer mon abonnement »).',
        );
      }
      if (current.status === 'canceling') {
        return computeUsage({ id: userId }, now);
      }
      const end = row.subscriptionPeriodEnd ?? quotaPeriod(row.subscriptionPeriodStart, now).end;
      await db.transaction(async (tx) => {
        await updateSubscription(tx, userId, {
          subscriptionStatus: 'canceling',
          subscriptionCancelAtPeriodEnd: true,
          subscriptionPeriodEnd: end,
        });
        await insertAudit(tx, {
          userId,
          actor: 'user',
          action: 'subscription.cancel_requested',
          details: { plan: row.subscriptionPlan, ends_at: end.toISOString(), provider: 'test' },
          createdAt: now,
        });
      });
      return computeUsage({ id: userId }, now);
    },

    /** Test mode: withdraws a cancellation before the end of the period. */
    async resumeSubscription(userId: string): Promise<BillingUsage> {
      const now = clock.now();
      const row = await settle(await loadRow(userId), now);
      if (row.subscriptionStatus !== 'canceling') {
        throw new AppError('CONFLICT', 'Aucune résiliation en cours.');
      }
      if (row.subscriptionProvider === 'stripe') {
        throw new AppError(
          'CONFLICT',
          'Votre abonnement se gère depuis l’espace client Stripe (« Gérer mon abonnement »).',
        );
      }
      await db.transaction(async (tx) => {
        await updateSubscription(tx, userId, { subscriptionStatus: 'active', subscriptionCancelAtPeriodEnd: false });
        await insertAudit(tx, {
          userId,
          actor: 'user',
          action: 'subscription.resumed',
          details: { plan: row.subscriptionPlan },
          createdAt: now,
        });
      });
      return computeUsage({ id: userId }, now);
    },

    /** The Stripe customer portal, to change card, see invoices, or cancel. */
    async openPortal(userId: string): Promise<{ url: string }> {
      const row = await loadRow(userId);
      if (!stripe) {
        throw new AppError(
          'CONFLICT',
          'L’espace client Stripe n’est pas disponible en mode test : résiliez depuis cette page.',
        );
      }
      const customer = row.stripeCustomerId;
      if (!customer) {
        throw new AppError('CONFLICT', 'Aucun abonnement Stripe sur ce compte.');
      }
      const portal = await callStripe('billingPortal.sessions.create', (client) =>
        client.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/subscription`, locale: 'fr' }),
      );
      await recordAudit(userId, 'user', 'portal.opened', { customer });
      return { url: portal.url };
    },

    /**
     * A Stripe webhook: signature checked against STRIPE_WEBHOOK_SECRET, then applied once per
     * event id (a replay is acknowledged without being applied again).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const secret = deps.payments.stripeWebhookSecret;
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

    /**
     * Applies what time and the server's mode changed (ended cancellations, periods not renewed,
     * test subscriptions without test mode, 7-day suspensions); run at start and periodically.
     * Returns how many accounts changed.
     */
    async settleDue(now: Date = clock.now()): Promise<number> {
      const rows = await findDueSubscriptions(
        db,
        now,
        new Date(now.getTime() - SUSPENSION_DELAY_DAYS * DAY_MS),
        !rules.testMode,
      );
      let changed = 0;
      for (const row of rows) {
        if ((await settle(row, now)) !== row) {
          changed += 1;
        }
      }
      return changed;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
