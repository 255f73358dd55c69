import type { PaymentMode } from '@batiao/shared/contracts/billing';
import { BILLING_TERMS, effectiveSubscription, normalizePlan } from '@batiao/shared/domain/plans';
import type { Database } from '../../db/client.ts';
import { createStripeClient, type StripeClient } from '../../integrations/stripe/client.ts';
import { isStripeError } from '../../integrations/stripe/objects.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  findSubscription,
  insertAudit,
  updateSubscription,
  type SubscriptionPatch,
  type SubscriptionRow,
} from './billing.queries.ts';

/*
 * What the parts of the billing service share (usage and gates, checkout, activation, webhook,
 * subscription management): the configuration, the Stripe client, and the account's
 * subscription as the server enforces it now.
 */

/** CGV: the service is suspended after 7 days of failed payment. */
export const SUSPENSION_DELAY_DAYS = BILLING_TERMS.suspensionDelayDays;
export const DAY_MS = 86_400_000;

export const GENERATION_REQUIRES_SUBSCRIPTION = 'Abonnement requis pour générer une réponse';
export const SUBSCRIPTION_REQUIRED =
  'Abonnement actif requis : choisissez une formule pour accéder à cette fonctionnalité.';
export const SESSION_NOT_FOUND = 'Session de paiement introuvable';

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
  /**
   * Responses that count against the quota: the user's generations in [start, end) that did not
   * fail. The generation module's (its table), wired in app.ts.
   */
  countResponses: (userId: string, start: Date, end: Date) => Promise<number>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** Whom a billing question is about: the signed-in account (request.principal.user fits). */
export interface BillingSubject {
  id: string;
  role?: string;
}

export type BillingContext = ReturnType<typeof createBillingContext>;

export function createBillingContext(deps: BillingDeps) {
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

  async function recordAudit(
    userId: string | null,
    actor: string,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await insertAudit(db, { userId, actor, action, details, createdAt: clock.now() });
  }

  return {
    db,
    clock,
    log,
    stripe,
    mode,
    rules,
    effective,
    publicUrl,
    countResponses: deps.countResponses,
    webhookSecret: deps.payments.stripeWebhookSecret,
    callStripe,
    loadRow,
    settle,
    recordAudit,
  };
}
