import { z } from 'zod';
import {
  PAID_PLAN_IDS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  normalizePlan,
  type SubscriptionStatus,
} from '../domain/plans.ts';

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** How payments are taken: Stripe Checkout when configured, the local test checkout with PAYMENTS_TEST_MODE=on (ADR 011), else disabled. */
export const PAYMENT_MODES = ['stripe', 'test', 'disabled'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/billing/usage: the plan the server enforces and what is left of this period's quota. */
export const billingUsageSchema = z.object({
  plan: z.enum(PLAN_IDS),
  plan_name: z.string(),
  subscription_active: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The current quota period [start, end), ISO 8601. */
  period_start: z.string(),
  period_end: z.string(),
  used: z.number().int().min(0),
  /** null: unlimited. */
  limit: z.number().int().min(0).nullable(),
  /** null: unlimited. */
  left: z.number().int().min(0).nullable(),
  /** Set when the subscription ends at the end of the paid period (cancellation). */
  cancel_at_period_end: z.boolean(),
  /** End of the paid period (renewal or end date); null without a subscription. */
  current_period_end: z.string().nullable(),
  /** When the service is suspended if the failed payment is not settled (past_due only). */
  suspension_at: z.string().nullable(),
  payment_mode: z.enum(PAYMENT_MODES),
  /** The subscription is managed through the Stripe customer portal. */
  can_manage_in_portal: z.boolean(),
});
export type BillingUsage = z.infer<typeof billingUsageSchema>;

/** A paid plan id; legacy names (starter, essential, premium, UNLIMITED) are read as today's. */
export const paidPlanSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizePlan(value) : value),
  z.enum(PAID_PLAN_IDS, { error: 'Choisissez une formule : essentiel, pro ou expert' }),
);

export const checkoutRequestSchema = z.object({ plan: paidPlanSchema });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  /** Where to send the browser: Stripe's hosted page, or the local test page (a path). */
  url: z.string(),
  session_id: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const verifyPaymentRequestSchema = z.object({
  session_id: z
    .string({ error: 'session_id est obligatoire' })
    .trim()
    .min(1, 'session_id est obligatoire')
    .max(255, 'session_id est trop long'),
});
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  plan: z.enum(PLAN_IDS),
  plan_name: z.string(),
  usage: billingUsageSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const testCheckoutParamsSchema = z.object({ id: z.string().min(1).max(255) });

/** GET /api/payments/test-checkout/{id}: what the local test checkout page shows. */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  plan_name: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(['open', 'paid', 'canceled']),
  email: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

/** The address the test checkout page goes to next (the same payment return as Stripe's). */
export const testCheckoutResultSchema = z.object({ redirect_url: z.string() });
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;

export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
