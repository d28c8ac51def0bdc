/**
 * Live notifications for the whole back office: a server-sent event stream adds each new notification to the
 * inbox cache and shows a toast. When the stream fails, the unread count is polled instead while the stream is
 * retried with a growing delay, so a proxy that cuts long connections costs freshness, never the badge.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { notificationStreamEvents, type Notification } from '@newsroom/shared';
import { API_BASE } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { notificationsQueryKey, notificationsQueryOptions } from './api/get-notifications';
import { unreadCountQueryOptions } from './api/get-unread-count';

export const POLL_INTERVAL_MS = 30_000;
export const FIRST_RETRY_DELAY_MS = 2_000;
export const MAX_RETRY_DELAY_MS = 60_000;

function streamUrl(token: string): string {
  return `${API_BASE}/news/notifications/stream?token=${encodeURIComponent(token)}`;
}

function parseNotification(data: unknown): Notification | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<Notification>;
    return typeof value.id === 'string' && typeof value.message === 'string' ? (value as Notification) : null;
  } catch {
    return null;
  }
}

function receive(queryClient: QueryClient, notification: Notification): void {
  const listKey = notificationsQueryOptions().queryKey;
  if (queryClient.getQueryData(listKey)?.some((known) => known.id === notification.id)) return;
  // Unread and newest, so first: the order the server gives (unread before read, newest first) holds.
  queryClient.setQueryData(listKey, (list) => list && [notification, ...list]);
  void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
  notifications.show({ title: 'New notification', message: notification.message, color: 'blue' });
}

/** Polls the unread count; a changed count means the inbox list is out of date too. */
async function pollUnreadCount(queryClient: QueryClient): Promise<void> {
  const before = queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.count;
  try {
    const { count } = await queryClient.fetchQuery({ ...unreadCountQueryOptions(), staleTime: 0 });
    if (before !== undefined && count !== before) {
      await queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
    }
  } catch {
    // The server is unreachable too: the next poll tries again.
  }
}

/** Opens the stream for one token; returns what closes it. */
function connect(token: string, queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const startPolling = () => {
    pollTimer ??= setInterval(() => void pollUnreadCount(queryClient), POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const open = () => {
    retryTimer = undefined;
    if (typeof EventSource === 'undefined') return startPolling();
    const stream = new EventSource(streamUrl(token));
    source = stream;
    stream.addEventListener(notificationStreamEvents.ready, () => {
      failures = 0;
      stopPolling();
      // Nothing is replayed on connecting, so whatever arrived while away comes from a fresh list and count.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    });
    stream.addEventListener(notificationStreamEvents.notification, (event) => {
      const notification = parseNotification((event as MessageEvent).data);
      if (notification) receive(queryClient, notification);
    });
    stream.onerror = () => {
      // The browser's own reconnect would retry every few seconds for ever; the backoff here is gentler.
      stream.close();
      source = null;
      startPolling();
      retryTimer = setTimeout(open, Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS));
      failures += 1;
    };
  };

  open();
  return () => {
    source?.close();
    clearTimeout(retryTimer);
    stopPolling();
  };
}

/** Mounted once by the back-office layout, so every back-office page hears of new notifications. */
export function useNotificationStream(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => (token ? connect(token, queryClient) : undefined), [token, queryClient]);
}
