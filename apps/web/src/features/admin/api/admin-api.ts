import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  adminAuditResponseSchema,
  adminRoleResponseSchema,
  adminStatsSchema,
  adminSyncResponseSchema,
  adminUsersResponseSchema,
} from '@batiao/shared/contracts/admin';
import type { Role } from '@batiao/shared/contracts/auth';
import { analyticsSummarySchema } from '@batiao/shared/contracts/analytics';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/toasts';

/** GET /api/admin/stats; while a sync runs, read again every 3 s to follow it. */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => apiRequest('/admin/stats', { schema: adminStatsSchema, signal }),
    refetchInterval: (query) => (query.state.data?.sync.running ? 3_000 : false),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

export function useAdminAnalytics() {
  return useQuery({
    queryKey: queryKeys.admin.analytics,
    queryFn: ({ signal }) => apiRequest('/admin/analytics', { schema: analyticsSummarySchema, signal }),
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: queryKeys.admin.users(q, page),
    queryFn: ({ signal }) =>
      apiRequest('/admin/users', {
        query: { q: q.trim() || undefined, page, page_size: ADMIN_USERS_PAGE_SIZE },
        schema: adminUsersResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit() {
  return useQuery({
    queryKey: queryKeys.admin.audit,
    queryFn: ({ signal }) => apiRequest('/admin/audit', { schema: adminAuditResponseSchema, signal }),
  });
}

/** PUT /api/admin/users/{id}/role; the list and the journal are read again after it (spec §4). */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}/role`, {
        method: 'PUT',
        body: { role },
        schema: adminRoleResponseSchema,
      }),
    onSuccess: (_data, { role }) => notifySuccess(ADMIN_MESSAGES.roleUpdated(role)),
    onError: (error) => {
      // The server's reason when it gave one (last admin, oneself), else the spec's message.
      const reason = error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.message : '';
      notifyError(reason ? `${ADMIN_MESSAGES.roleUpdateError} : ${reason}` : ADMIN_MESSAGES.roleUpdateError);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.all })]),
  });
}

const syncAnswerSchema = z.union([adminSyncResponseSchema, z.object({ status: z.literal('running') })]);

/** POST /api/admin/sync: the figures when it ends within the request, else it goes on (stats follow it). */
export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/sync', { method: 'POST', schema: syncAnswerSchema }),
    onSuccess: (result) => {
      if ('fetched' in result) {
        if (result.status === 'success') {
          notifySuccess(
            `Synchronisation terminée : ${result.fetched} avis reçus, ${result.inserted} nouveaux, ${result.errors} erreurs`,
          );
        } else {
          notifyError(`Synchronisation en échec : ${result.error_message ?? 'erreur inconnue'}`);
        }
      } else {
        notifySuccess('Synchronisation lancée : elle se poursuit en arrière-plan.');
      }
    },
    onError: (error) =>
      notifyError(error instanceof ApiError ? error.message : 'La synchronisation n’a pas pu être lancée.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
