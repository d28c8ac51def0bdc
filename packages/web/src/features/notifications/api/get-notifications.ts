/** GET /news/notifications (ADMIN or AUTHOR): the caller's notifications, unread before read, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@newsroom/shared';
import { readAllPages } from '../../../lib/read-all-pages';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications(): Promise<Notification[]> {
  return readAllPages<Notification>('/news/notifications');
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: [...notificationsQueryKey, 'list'], queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
