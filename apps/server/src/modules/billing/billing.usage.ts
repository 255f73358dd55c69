import type { BillingUsage } from '@batiao/shared/contracts/billing';
import { formatFrenchDate } from '@batiao/shared/domain/dates';
import { hasSubscriberAccess, PLANS, quotaPeriod } from '@batiao/shared/domain/plans';
import { AppError, forbidden } from '../../lib/app-error.ts';
import {
  DAY_MS,
  GENERATION_REQUIRES_SUBSCRIPTION,
  SUBSCRIPTION_REQUIRED,
  SUSPENSION_DELAY_DAYS,
  type BillingContext,
  type BillingSubject,
} from './billing.context.ts';
import { findDueSubscriptions } from './billing.queries.ts';

/*
 * Usage and gates: the plan, the quota period and the responses used and left, as the server
 * enforces them; the subscriber-only and generation gates; the periodic settling of what time
 * changed.
 */

export type UsageGates = ReturnType<typeof createUsageGates>;

export function createUsageGates(context: BillingContext) {
  const { db, clock, stripe, mode, rules, effective, loadRow, settle } = context;

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
    const used = await context.countResponses(row.id, countFrom, period.end);
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

  return {
    computeUsage,

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
