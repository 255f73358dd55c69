import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPaymentResponseSchema, type VerifyPaymentResponse } from '@batiao/shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payments/verify-payment: the payment return; the server checks the session and activates the plan. */
export function verifyPayment(sessionId: string): Promise<VerifyPaymentResponse> {
  return apiRequest('/payments/verify-payment', {
    method: 'POST',
    body: { session_id: sessionId },
    schema: verifyPaymentResponseSchema,
  });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.billing.usage, result.usage),
  });
}
