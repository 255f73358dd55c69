import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  testCheckoutResultSchema,
  testCheckoutSessionSchema,
  type TestCheckoutResult,
  type TestCheckoutSession,
} from '@batiao/shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const path = (id: string) => `/payments/test-checkout/${encodeURIComponent(id)}`;

/** GET /api/payments/test-checkout/{id}: the local test session (no real payment). */
export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckoutSession> {
  return apiRequest(path(id), { schema: testCheckoutSessionSchema, signal });
}

export function testCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.billing.testCheckout(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
  });
}

export function useTestCheckout(id: string) {
  return useQuery({ ...testCheckoutQueryOptions(id), enabled: id !== '' });
}

/** « Payer (simulation) » or « Annuler »: the server answers where to go next. */
export function finishTestCheckout(id: string, action: 'complete' | 'cancel'): Promise<TestCheckoutResult> {
  return apiRequest(`${path(id)}/${action}`, { method: 'POST', schema: testCheckoutResultSchema });
}

export function useFinishTestCheckout(id: string) {
  return useMutation({ mutationFn: (action: 'complete' | 'cancel') => finishTestCheckout(id, action) });
}
