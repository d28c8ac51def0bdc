/** Notifications: SPEC §3's fields, the unread badge, and the live stream's query. */
import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  author: z.string().describe('who the notification is about: the content author or the visitor who wrote in'),
  message: z.string(),
  createdAt: z.string().describe('when it was received (ISO date and time)'),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** EventSource cannot send headers, so the stream also takes the bearer token in the query. */
export const notificationStreamQuerySchema = z.object({
  ticket: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('a one-time ticket from POST /news/notifications/stream-ticket, for EventSource, which cannot set headers'),
});

export const streamTicketSchema = z.object({ ticket: z.string() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;
export type NotificationStreamQuery = z.infer<typeof notificationStreamQuerySchema>;

/** The stream's event names (server-sent events). */
export const notificationStreamEvents = { ready: 'ready', notification: 'notification' } as const;
