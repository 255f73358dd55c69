import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema, type NotificationListResponse } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toasts';
import { NOTIFICATION_LISTS_KEY } from './get-notifications';

export const MARK_ALL_READ_ERROR = 'Impossible de marquer les notifications comme lues. Réessayez.';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ success: true }> {
  return apiRequest('/notifications/read-all', { method: 'POST', schema: okResponseSchema });
}

/** Every notification read, as the server now has them. */
export function withAllRead(list: NotificationListResponse): NotificationListResponse {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unread_count: 0 };
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async () => {
      queryClient.setQueriesData<NotificationListResponse>({ queryKey: NOTIFICATION_LISTS_KEY }, (list) =>
        list ? withAllRead(list) : list,
      );
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY });
    },
    onError: () => notifyError(MARK_ALL_READ_ERROR),
  });
}
