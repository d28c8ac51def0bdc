/** DELETE /news/notification/{id}: one of the caller's notifications goes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeRequest } from '../../../lib/api-client';
import { notificationsQueryOptions } from './get-notifications';
import { unreadCountQueryOptions } from './get-unread-count';

export function deleteNotification(id: string): Promise<void> {
  return backOfficeRequest<void>(`/news/notification/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_answer, id) => {
      // It leaves the inbox only now, after the server said yes (SPEC §4).
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (list) => list?.filter((notification) => notification.id !== id));
      return queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
    },
  });
}
