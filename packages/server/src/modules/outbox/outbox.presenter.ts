/** What an outbox message looks like to the API: who, what, when, how it stands and its links, never its body. */
import type { OutboxMessage } from '@newsroom/shared';
import type { MailOutboxRow } from '../../db/schema.js';

function linksOf(row: MailOutboxRow): string[] {
  try {
    const links: unknown = JSON.parse(row.links);
    return Array.isArray(links) ? links.filter((link): link is string => typeof link === 'string') : [];
  } catch {
    return [];
  }
}

export function presentOutboxMessage(row: MailOutboxRow): OutboxMessage {
  const waiting = row.state === 'queued' || row.state === 'retrying';
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.state === 'sent' ? null : row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: waiting ? row.next_attempt_at : null,
    links: linksOf(row),
  };
}
