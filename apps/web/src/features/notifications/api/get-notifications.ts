import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListResponseSchema, type NotificationListResponse } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { isAbort } from '../../../lib/abort';
import { reportError } from '../../../lib/report-error';
import { queryKeys } from '../../../lib/query-keys';

/** core-journey §9: the dashboard lists the 5 most recent notifications. */
export const DASHBOARD_NOTIFICATION_COUNT = 5;

export const EMPTY_NOTIFICATIONS: NotificationListResponse = { items: [], unread_count: 0 };

/** Every notification list in the cache (what a read or read-all makes stale). */

/** GET /api/notifications?limit=: the user's notifications, most recent first, and the unread count. */
export function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiRequest('/notifications', { query: { limit }, schema: notificationListResponseSchema, signal });
}

/**
 * core-journey §7: a failing notification call reads as an empty list; the error is only logged,
 * never shown (the dashboard stays usable whatever this secondary call does).
 */
export function notificationsQueryOptions(limit = DASHBOARD_NOTIFICATION_COUNT) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(limit),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(limit, signal);
      } catch (error) {
        if (isAbort(error)) {
          throw error;
        }
        reportError(error, 'Chargement des notifications');
        return EMPTY_NOTIFICATIONS;
      }
    },
  });
}

export function useNotifications(limit = DASHBOARD_NOTIFICATION_COUNT) {
  return useQuery(notificationsQueryOptions(limit));
}

/** The /notifications page: all or unread only, the `limit` most recent. Errors are shown there. */
export function useNotificationsPage(limit: number, unread: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.page(limit, unread),
    queryFn: ({ signal }) =>
      apiRequest('/notifications', {
        query: { limit, unread: unread ? 'true' : undefined },
        schema: notificationListResponseSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/**
 * The header bell's unread count, on every signed-in page: one unread item is enough to read the
 * count. A failure shows no count and is not reported: the bell is secondary, and the pages that
 * list notifications report their own failures.
 */
export function useUnreadNotificationsCount(): number {
  const { data } = useQuery({
    queryKey: queryKeys.notifications.page(1, true),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/notifications', {
          query: { limit: 1, unread: 'true' },
          schema: notificationListResponseSchema,
          signal,
        });
      } catch (error) {
        if (isAbort(error)) {
          throw error;
        }
        return EMPTY_NOTIFICATIONS;
      }
    },
  });
  return data?.unread_count ?? 0;
}
