import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema, type CheckoutResponse } from '@batiao/shared/contracts/billing';
import type { PaidPlanId } from '@batiao/shared/domain/plans';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payments/checkout: Stripe's hosted page, or the local test page, for this plan. */
export function startCheckout(plan: PaidPlanId): Promise<CheckoutResponse> {
  return apiRequest('/payments/checkout', { method: 'POST', body: { plan }, schema: checkoutResponseSchema });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
