/** A newsletter as the ADMIN's Newsletter page sees it: its counts from the row, queued being what is not settled yet. */
import type { Newsletter } from '@newsroom/shared';
import type { NewsletterWithSender } from './newsletters.repository.js';

export function presentNewsletter(row: NewsletterWithSender): Newsletter {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    subject: row.subject,
    newsIds: JSON.parse(row.news_ids) as string[],
    sendAt: row.send_at,
    createdAt: row.created_at,
    createdBy: row.created_by_username,
    counts: {
      recipients: row.recipients,
      queued: Math.max(0, row.recipients - row.sent - row.failed),
      sent: row.sent,
      failed: row.failed,
    },
  };
}
