/**
 * Live notifications for the whole back office: a server-sent event stream adds each new notification to the
 * inbox cache and shows a toast. When the stream fails, the unread count is polled instead while the stream is
 * retried with a growing delay, so a proxy that cuts long connections costs freshness, never the badge.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { notificationStreamEvents, type Notification, type StreamTicket } from '@newsroom/shared';
import { i18n } from '../../i18n/i18n';
import { API_BASE, backOfficeRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { notificationsQueryKey, notificationsQueryOptions } from './api/get-notifications';
import { unreadCountQueryOptions } from './api/get-unread-count';

export const POLL_INTERVAL_MS = 30_000;
export const FIRST_RETRY_DELAY_MS = 2_000;
export const MAX_RETRY_DELAY_MS = 60_000;

/**
 * EventSource cannot send the token in a header, and a token in an address ends up in logs: each connection
 * asks for a one-time ticket first (with the token in the header) and opens the stream with that.
 */
async function streamUrl(): Promise<string> {
  const { ticket } = await backOfficeRequest<StreamTicket>('/news/notifications/stream-ticket', { method: 'POST' });
  return `${API_BASE}/news/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
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
  // The inbox's badge (unread-badge.tsx) has the `notifications` catalog loaded all over the back office.
  notifications.show({ title: i18n.t('newNotification', { ns: 'notifications' }), message: notification.message, color: 'blue' });
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

/** Opens the stream for the signed-in session; returns what closes it. */
function connect(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const startPolling = () => {
    pollTimer ??= setInterval(() => void pollUnreadCount(queryClient), POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const retryLater = () => {
    startPolling();
    retryTimer = setTimeout(() => void open(), Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS));
    failures += 1;
  };

  const open = async () => {
    retryTimer = undefined;
    if (typeof EventSource === 'undefined') return startPolling();
    let url: string;
    try {
      url = await streamUrl();
    } catch {
      if (!closed) retryLater();
      return;
    }
    if (closed) return;
    const stream = new EventSource(url);
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
      // The browser's own reconnect would reuse the spent ticket, and retry every few seconds for ever; the
      // backoff here is gentler and asks for a new ticket each time.
      stream.close();
      source = null;
      retryLater();
    };
  };

  void open();
  return () => {
    closed = true;
    source?.close();
    clearTimeout(retryTimer);
    stopPolling();
  };
}

/** Mounted once by the back-office layout, so every back-office page hears of new notifications. */
export function useNotificationStream(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  // A new token (another sign-in) opens a new stream for its session.
  useEffect(() => (token ? connect(queryClient) : undefined), [token, queryClient]);
}
