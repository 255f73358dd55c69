import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

export const NOTIFICATION_PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/** GET /api/notifications/preferences: whether the daily e-mail of new tenders is on. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', { schema: notificationPreferencesSchema, signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
