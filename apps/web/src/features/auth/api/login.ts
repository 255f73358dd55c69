import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginRequest } from '@batiao/shared/contracts/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: authResponseSchema, token: null });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}

/** core-journey §8: the server's detail, otherwise 'Erreur de connexion'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (typeof error.detail === 'string' && error.detail) {
      return error.detail;
    }
    const first = Array.isArray(error.detail) ? error.detail[0] : undefined;
    if (first) {
      return first.message;
    }
  }
  return 'Erreur de connexion';
}
