/** PUT /user/me/notification-settings: saves the signed-in user's choice; the answer is what the page shows as saved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

export function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return backOfficeRequest<NotificationSettings>('/user/me/notification-settings', { method: 'PUT', body });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
