import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout-all (204): every session of the account is revoked, this one included. */
export async function logoutAll(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', schema: z.undefined() });
}

export function useLogoutAll() {
  return useMutation({ mutationKey: ['auth', 'logout-all'], mutationFn: logoutAll });
}
