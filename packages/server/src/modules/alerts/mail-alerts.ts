/**
 * E-mail alerts (issue 24), consumers of what happened (services/changes), written in the change's own transaction so
 * an alert commits with what it tells: the author of a story approved, rejected or restored by an ADMIN; every ADMIN
 * but the one who acted of a story waiting for review and of a new contribution. Each recipient gets the alert as they
 * chose on My account: a message now, a line of the next daily summary, or nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Change } from '../../services/changes/change-record.js';
import { recipientLanguage } from '../../services/mail/mailer.js';
import type { Alert } from '../../services/mail/templates/alert.js';
import { adminAlertRecipients, alertRecipient, type AlertRecipient } from '../users/users.repository.js';
import { addDigestItems } from './digest-items.repository.js';

export async function mailAlerts(app: FastifyInstance): Promise<void> {
  async function tell(change: Change, recipients: readonly AlertRecipient[], alert: Alert): Promise<void> {
    const daily: string[] = [];
    for (const user of recipients) {
      if (user.email_alerts === 'daily') daily.push(user.id);
      else if (user.email_alerts === 'instant') {
        const to = { address: user.email, language: recipientLanguage(user.language) };
        await app.mail.queue(change, { kind: 'alert', to, data: { fullname: user.fullname, alert } });
      }
    }
    await addDigestItems(change.trx, daily, alert);
  }

  /** A story's author, unless the account is gone or they did it themselves. */
  async function tellAuthor(change: Change, authorId: string | null, actorId: string | undefined, alert: Alert): Promise<void> {
    if (!authorId || authorId === actorId) return;
    const author = await alertRecipient(change.trx, authorId);
    if (author) await tell(change, [author], alert);
  }

  app.changes.on('news.reviewed', {
    inTransaction: async (change, { news, decision, reason, reviewerId }) => {
      if (decision === 'approve') {
        const alert: Alert = { about: 'approved', newsId: news.id, title: news.title, publicationDate: news.publication_date };
        await tellAuthor(change, news.author_id, reviewerId, alert);
      } else if (decision === 'reject') {
        await tellAuthor(change, news.author_id, reviewerId, { about: 'rejected', newsId: news.id, title: news.title, reason: reason ?? null });
      }
    },
  });

  app.changes.on('news.revision-restored', {
    inTransaction: async (change, { news, revisionNumber, actor }) => {
      const alert: Alert = { about: 'restored', newsId: news.id, title: news.title, revisionNumber, restoredBy: actor.fullname };
      await tellAuthor(change, news.author_id, actor.id, alert);
    },
  });

  app.changes.on('news.submitted', {
    inTransaction: async (change, { news, actorId, resubmitted }) => {
      const alert: Alert = { about: 'waiting', newsId: news.id, title: news.title, authorName: news.author_name, resubmitted };
      await tell(change, await adminAlertRecipients(change.trx, actorId), alert);
    },
  });

  app.changes.on('contribution.submitted', {
    inTransaction: async (change, { contribution }) => {
      const alert: Alert = { about: 'contribution', contributionId: contribution.id, author: contribution.author, category: contribution.category };
      await tell(change, await adminAlertRecipients(change.trx), alert);
    },
  });
}
