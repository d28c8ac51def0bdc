/**
 * /notification (ADMIN or AUTHOR): the signed-in user's notifications, unread ones highlighted, each with its
 * author, when it was received and its message, to mark as read or delete (SPEC §2). New ones arrive live
 * through the back-office layout's stream.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { notificationMessages, type Notification } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { ListLoadError } from '../../../components/list-load-error';
import { LoadingText } from '../../../components/loading-text';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useDeleteNotification } from '../api/delete-notification';
import classes from './notifications-page.module.css';

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  const deleteNotification = useDeleteNotification();
  const unread = !notification.read;

  const onMarkRead = () =>
    markRead.mutate(notification.id, {
      onError: (error) => toasts.show({ color: 'red', title: t('markFailed'), message: errorMessage(error, t('tryAgain')) }),
    });
  const onDelete = () =>
    deleteNotification.mutate(notification.id, {
      onError: (error) => toasts.show({ color: 'red', title: t('deleteFailed'), message: errorMessage(error, t('tryAgain')) }),
    });

  return (
    <Paper component="li" withBorder p="md" radius="md" className={classes.item} data-unread={unread || undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.body}>
          <Group gap="xs" wrap="wrap">
            {unread && (
              <Badge size="sm" variant="filled">
                {t('unread')}
              </Badge>
            )}
            <Text fw={unread ? 700 : 600}>{notification.author}</Text>
            <Text size="sm" c="dimmed" component="time" dateTime={notification.createdAt}>
              {formatDateTime(notification.createdAt)}
            </Text>
          </Group>
          <Text className={classes.message}>{notification.message}</Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {unread && (
            <Button size="xs" variant="default" leftSection={<IconCheck size={14} aria-hidden />} loading={markRead.isPending} onClick={onMarkRead}>
              {t('markRead')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={deleteNotification.isPending}
            onClick={onDelete}
          >
            {t('delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const notificationsQuery = useNotifications();
  const list = notificationsQuery.data ?? [];
  const unreadCount = list.filter((notification) => !notification.read).length;

  return (
    <Stack gap="md" maw={900}>
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        {list.length > 0 && (
          <Text size="sm" c="dimmed">
            {unreadCount === 0 ? t('allRead') : t('unreadCount', { count: unreadCount })}
          </Text>
        )}
      </Stack>

      <ListLoadError error={notificationsQuery.error} fallback={t('loadFailed')} />

      {notificationsQuery.isPending ? (
        <LoadingText />
      ) : list.length === 0 ? (
        <Text c="dimmed">{message(notificationMessages.empty)}</Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label={t('listLabel')}>
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
