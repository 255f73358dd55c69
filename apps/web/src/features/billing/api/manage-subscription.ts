import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingUsageSchema, portalResponseSchema, type BillingUsage } from '@batiao/shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payments/cancel (test mode): ends at the end of the paid period. */
export function cancelSubscription(): Promise<BillingUsage> {
  return apiRequest('/payments/cancel', { method: 'POST', schema: billingUsageSchema });
}

/** POST /api/payments/resume (test mode): withdraws a cancellation. */
export function resumeSubscription(): Promise<BillingUsage> {
  return apiRequest('/payments/resume', { method: 'POST', schema: billingUsageSchema });
}

/** POST /api/payments/portal: the Stripe customer portal (card, invoices, cancellation). */
export function openPortal(): Promise<{ url: string }> {
  return apiRequest('/payments/portal', { method: 'POST', schema: portalResponseSchema });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') => (action === 'cancel' ? cancelSubscription() : resumeSubscription()),
    onSuccess: (usage) => queryClient.setQueryData(queryKeys.billing.usage, usage),
  });
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
