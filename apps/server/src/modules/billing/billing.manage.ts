import type { BillingUsage } from '@batiao/shared/contracts/billing';
import { quotaPeriod } from '@batiao/shared/domain/plans';
import { AppError } from '../../lib/app-error.ts';
import type { BillingContext } from './billing.context.ts';
import { insertAudit, updateSubscription } from './billing.queries.ts';
import type { UsageGates } from './billing.usage.ts';

/*
 * Managing a subscription in force: cancel and resume in test mode, the Stripe customer portal.
 */

export function createSubscriptionManagement(context: BillingContext, gates: UsageGates) {
  const { db, clock, stripe, effective, publicUrl, callStripe, loadRow, settle, recordAudit } = context;
  const { computeUsage } = gates;

  return {
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
  };
}
