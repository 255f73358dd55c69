import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/notifications/preferences: whether the daily e-mail of new tenders is on. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', { schema: notificationPreferencesSchema, signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
