import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type ChangePasswordRequest } from '@batiao/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/change-password: the other sessions are revoked; the answer carries this device's new token. */
export function changePassword(body: ChangePasswordRequest): Promise<AuthResponse> {
  return apiRequest('/auth/change-password', { method: 'POST', body, schema: authResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
