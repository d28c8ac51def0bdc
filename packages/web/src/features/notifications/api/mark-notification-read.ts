/** POST /news/notifications/mark-read/{id}: one of the caller's notifications becomes read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { notificationsQueryOptions } from './get-notifications';
import { unreadCountQueryOptions } from './get-unread-count';

export function markNotificationRead(id: string): Promise<Notification> {
  return backOfficeRequest<Notification>(`/news/notifications/mark-read/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (updated) => {
      // Updated where it stands rather than refetched: a list reordering under the reader's pointer is unsettling.
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (list) =>
        list?.map((notification) => (notification.id === updated.id ? updated : notification)),
      );
      return queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
    },
  });
}
