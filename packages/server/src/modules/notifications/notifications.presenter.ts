/**
 * What a notification looks like to the API: its owner's id stays on the server. Its text is stored in English, as
 * made (messages.ts), and shown in the reader's language: a stored text is matched against the messages' English
 * (shared/message-translation.ts), so rows written before a language existed translate too and nothing that makes a
 * notification has to store more than its text.
 */
import type { Language, Notification } from '@newsroom/shared';
import type { NotificationRow } from '../../db/schema.js';
import { messageIn } from '../../lib/request-language.js';

export function presentNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    author: row.author,
    message: messageIn(language, row.message),
    createdAt: row.created_at,
    read: row.read === 1,
  };
}
