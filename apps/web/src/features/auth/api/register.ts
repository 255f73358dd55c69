import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type RegisterRequest } from '@batiao/shared/contracts/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: authResponseSchema, token: null });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}

export const REGISTER_FALLBACK_ERROR = "Erreur lors de l'inscription. Veuillez réessayer.";

/**
 * core-journey §8: 'Erreur {field}: {message}' for the first entry of a detail list, the detail
 * itself when it is text, otherwise a generic message.
 */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail)) {
      const first = error.detail[0];
      if (first) {
        return `Erreur ${first.field}: ${first.message}`;
      }
    } else if (typeof error.detail === 'string' && error.detail) {
      return error.detail;
    }
  }
  return REGISTER_FALLBACK_ERROR;
}
