/** What a notification looks like to the API: its owner's id stays on the server. */
import type { Notification } from '@newsroom/shared';
import type { NotificationRow } from '../../db/schema.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    author: row.author,
    message: row.message,
    createdAt: row.created_at,
    read: row.read === 1,
  };
}
