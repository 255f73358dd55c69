import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { queryKeys } from '../../../lib/query-keys';

export const EMAIL_ALERTS_ON = 'Alertes e-mail activées';
export const EMAIL_ALERTS_OFF = 'Alertes e-mail désactivées';
export const EMAIL_ALERTS_ERROR = 'Impossible d’enregistrer votre choix d’alertes e-mail. Réessayez.';

/** PUT /api/notifications/preferences: turns the daily e-mail on or off; answers the saved choice. */
export function updateNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', {
    method: 'PUT',
    body: preferences,
    schema: notificationPreferencesSchema,
  });
}

/**
 * Optimistic: the switch moves at once; if the server refuses, it goes back to where it was and
 * an error toast says so.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications.preferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKeys.notifications.preferences);
      queryClient.setQueryData<NotificationPreferences>(queryKeys.notifications.preferences, { ...previous, ...next });
      return { previous };
    },
    onSuccess: (saved, next) => {
      queryClient.setQueryData<NotificationPreferences>(queryKeys.notifications.preferences, saved);
      notifySuccess(
        next.digest_hour !== undefined
          ? `Alertes e-mail envoyées chaque jour à ${saved.digest_hour ?? next.digest_hour} h`
          : saved.email_alerts
            ? EMAIL_ALERTS_ON
            : EMAIL_ALERTS_OFF,
      );
    },
    onError: (error, _next, context) => {
      if (context?.previous) {
        queryClient.setQueryData<NotificationPreferences>(queryKeys.notifications.preferences, context.previous);
      }
      reportError(error, 'Préférences d’alertes e-mail');
      notifyError(EMAIL_ALERTS_ERROR);
    },
  });
}
