import { createActivator } from './billing.activation.ts';
import { createCheckout } from './billing.checkout.ts';
import { createBillingContext, type BillingDeps } from './billing.context.ts';
import { createSubscriptionManagement } from './billing.manage.ts';
import { createUsageGates } from './billing.usage.ts';
import { createWebhook } from './billing.webhook.ts';

/*
 * Plans and payments (ADR 008, 011), composed from files that do one job each:
 * - billing.context.ts: configuration, Stripe client, the account's subscription settled now;
 * - billing.usage.ts: usage, quotas and the subscriber and generation gates;
 * - billing.checkout.ts: starting a payment, the payment return, the local test checkout;
 * - billing.activation.ts: the one activation path of a paid plan;
 * - billing.manage.ts: cancel and resume (test mode), the Stripe customer portal;
 * - billing.webhook.ts and billing.events.ts: the Stripe webhook, and what an event changes (pure).
 */

export {
  GENERATION_REQUIRES_SUBSCRIPTION,
  SUBSCRIPTION_REQUIRED,
  SUSPENSION_DELAY_DAYS,
  TEST_MODE_OFF,
  type BillingDeps,
  type BillingSubject,
  type PaymentsConfig,
} from './billing.context.ts';

export function createBillingService(deps: BillingDeps) {
  const context = createBillingContext(deps);
  const gates = createUsageGates(context);
  const activator = createActivator(context);
  const checkout = createCheckout(context, gates, activator);
  const management = createSubscriptionManagement(context, gates);
  const webhook = createWebhook(context, activator);

  return {
    /** How payments are taken on this server: stripe, test (local checkout) or disabled. */
    mode: context.mode,
    usage: gates.usage,
    assertSubscribed: gates.assertSubscribed,
    assertCanGenerate: gates.assertCanGenerate,
    settleDue: gates.settleDue,
    startCheckout: checkout.startCheckout,
    verifyPayment: checkout.verifyPayment,
    getTestCheckout: checkout.getTestCheckout,
    completeTestCheckout: checkout.completeTestCheckout,
    cancelTestCheckout: checkout.cancelTestCheckout,
    cancelSubscription: management.cancelSubscription,
    resumeSubscription: management.resumeSubscription,
    openPortal: management.openPortal,
    handleWebhook: webhook.handleWebhook,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
