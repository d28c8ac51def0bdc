/** GET /news/notifications/unread-count (ADMIN or AUTHOR): how many notifications the sidebar badge announces. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function getUnreadCount(): Promise<UnreadCount> {
  return backOfficeRequest<UnreadCount>('/news/notifications/unread-count');
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: [...notificationsQueryKey, 'unread-count'], queryFn: getUnreadCount });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
