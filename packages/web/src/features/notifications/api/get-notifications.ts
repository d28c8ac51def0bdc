/** GET /news/notifications (ADMIN or AUTHOR): the caller's notifications, unread before read, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications(): Promise<Notification[]> {
  return backOfficeRequest<Notification[]>('/news/notifications');
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: [...notificationsQueryKey, 'list'], queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
