/** GET /user/me/notification-settings: how the signed-in user gets e-mail alerts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

export function getNotificationSettings(): Promise<NotificationSettings> {
  return backOfficeRequest<NotificationSettings>('/user/me/notification-settings');
}

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
