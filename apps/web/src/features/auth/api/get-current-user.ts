import { queryOptions } from '@tanstack/react-query';
import { userSchema, type User } from '@batiao/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/auth/me with the given bearer token: the user itself. */
export function getCurrentUser(token: string, signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/me', { schema: userSchema, token, signal });
}

export function currentUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.me(token),
    queryFn: ({ signal }) => getCurrentUser(token, signal),
    retry: false,
  });
}
