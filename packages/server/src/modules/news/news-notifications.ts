/** Who is told what when news moves through the workflow (PRODUCT.md's texts). */
import type { FastifyInstance } from 'fastify';
import { notificationMessages } from '@newsroom/shared';
import type { NewsRow } from '../../db/schema.js';
import { schoolMoment } from '../../lib/school-moment.js';
import type { Happenings } from '../../services/changes/change-record.js';

type Item = Pick<NewsRow, 'title' | 'author_id' | 'author_name' | 'publication_date'>;

// The writer of an item is never told of their own item as an admin.

/** A future publication date in the school's time zone, or "immediately". */
export function publicationMoment(publicationDate: string | null, timeZone: string, now = new Date()): string {
  if (!publicationDate || Date.parse(publicationDate) <= now.getTime()) return 'immediately';
  return schoolMoment(publicationDate, timeZone);
}

/** A story waits for review, new or sent back by its author's edit: every ADMIN but the one who did it hears of it. */
export function tellAdminsOfSubmission(app: FastifyInstance, { news, actorId, resubmitted }: Happenings['news.submitted']): Promise<void> {
  const message = resubmitted ? notificationMessages.resubmitted(news.title) : notificationMessages.newPending(news.title);
  return app.notifier.toAdmins(news.author_name, message, { exceptUserId: actorId });
}

export function tellAuthorOfDecision(app: FastifyInstance, item: Item, decision: 'approve' | 'reject' | 'archive', reason?: string): Promise<void> {
  const message =
    decision === 'approve'
      ? notificationMessages.approved(item.title, publicationMoment(item.publication_date, app.config.timeZone))
      : decision === 'reject'
        ? notificationMessages.rejected(item.title, reason)
        : notificationMessages.archived(item.title);
  return app.notifier.toUser(item.author_id, item.author_name, message);
}
