import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema, type NotificationListResponse } from '@batiao/shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/notifications/{id}/read: 404 NOT_FOUND when the notification is not the user's. */
export function markNotificationRead(id: string): Promise<{ success: true }> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: okResponseSchema });
}

/** The list with one notification read (the unread count follows). */
export function withNotificationRead(list: NotificationListResponse, id: string): NotificationListResponse {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.read) {
    return list;
  }
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}

/**
 * Marks one notification read. Usually fired while the user follows its link to the tender: the
 * dot goes at once, and the lists are fetched again whatever the answer. A failure is only logged
 * (the user is already on the tender; the notification simply stays unread).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications.lists });
      queryClient.setQueriesData<NotificationListResponse>({ queryKey: queryKeys.notifications.lists }, (list) =>
        list ? withNotificationRead(list, id) : list,
      );
    },
    onError: (error) => reportError(error, 'Notification marquée comme lue'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists }),
  });
}
