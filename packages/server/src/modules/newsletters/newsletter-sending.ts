/**
 * Puts the newsletter's sending on the app (app.newsletters): the mails, and this instance's fan-out, running from the
 * moment the app is ready until it closes (before the database does); the approval that makes a story's newsletter,
 * and the counting of its mails as the outbox sender settles them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NewsletterFanOut } from './fan-out.js';
import { createNewsletterMails, type NewsletterMails } from './newsletter-mails.js';
import { countSettledNewsletterMails } from './settled-mails.js';
import { storyNewsletterReactions } from './story-newsletter.js';

declare module 'fastify' {
  interface FastifyInstance {
    newsletters: { mails: NewsletterMails; fanOut: NewsletterFanOut };
  }
}

export const newsletterSending = fp(
  async function newsletterSending(app: FastifyInstance) {
    const mails = await createNewsletterMails(app);
    const fanOut = new NewsletterFanOut(app, mails, app.config.mail.newsletters?.timings);
    app.decorate('newsletters', { mails, fanOut });
    storyNewsletterReactions(app, () => fanOut.wake());
    countSettledNewsletterMails(app);
    app.addHook('onReady', async () => fanOut.start());
    app.addHook('preClose', () => fanOut.stop());
  },
  { name: 'newsletter-sending', dependencies: ['database', 'changes', 'mail'] },
);
