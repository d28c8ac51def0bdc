/**
 * What follows a newsletter message's last try (the outbox sender's settled hook): its newsletter's sent or failed
 * count moves, and an address the mail server refused for good (SMTP 5xx) is unsubscribed, its row deleted. The log
 * names neither the address nor the subscription.
 */
import type { FastifyInstance } from 'fastify';
import type { SettledMessage } from '../../services/mail/outbox-sender.js';
import { addToNewsletterCount, deleteSubscriptionByEmail } from './newsletters.repository.js';

export function countSettledNewsletterMails(app: FastifyInstance): void {
  app.mail.sender.onSettled(async ({ message, outcome, permanent }: SettledMessage) => {
    if (!message.newsletter_id) return;
    await addToNewsletterCount(app.db, message.newsletter_id, outcome, 1);
    if (outcome === 'failed' && permanent && (await deleteSubscriptionByEmail(app.db, message.recipient))) {
      app.log.info({ newsletter: message.newsletter_id }, 'unsubscribed an address the mail server refused for good');
    }
  });
}
