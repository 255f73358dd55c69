import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingUsageSchema, type BillingUsage } from '@batiao/shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/billing/usage: the plan the server enforces, the quota period, responses used and left. */
export function getBillingUsage(signal?: AbortSignal): Promise<BillingUsage> {
  return apiRequest('/billing/usage', { schema: billingUsageSchema, signal });
}

export function billingUsageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.billing.usage,
    queryFn: ({ signal }) => getBillingUsage(signal),
  });
}

export function useBillingUsage(options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingUsageQueryOptions(), enabled: options.enabled ?? true });
}
