import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema, type NotificationListResponse } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toasts';
import { queryKeys } from '../../../lib/query-keys';

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
      queryClient.setQueriesData<NotificationListResponse>({ queryKey: queryKeys.notifications.lists }, (list) =>
        list ? withAllRead(list) : list,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
    },
    onError: () => notifyError(MARK_ALL_READ_ERROR),
  });
}
