/**
 * The digests an ADMIN sends from the Newsletter page: chosen public stories, in the chosen order, to every confirmed
 * subscriber now (a newsletter the fan-out sends), as a preview in either language, or as a test to the ADMIN alone
 * (not a newsletter: nothing counts it). A story that is not public is a field error in the reader's language.
 */
import type { FastifyInstance } from 'fastify';
import { newsletterMessages, type Language } from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { RenderedMail } from '../../services/mail/mail-layout.js';
import { recipientLanguage } from '../../services/mail/mailer.js';
import { findUserById } from '../users/users.repository.js';
import { siteSettingsOf } from '../settings/site-settings.js';
import { PLACEHOLDER_SUBSCRIPTION, toldOf, type NewsletterContent } from './newsletter-mails.js';
import { findNewsletter, insertNewsletter, type NewsletterWithSender } from './newsletters.repository.js';

/** The chosen stories as a digest's content: each must be public now. */
async function digestOf(app: FastifyInstance, newsIds: readonly string[]): Promise<NewsletterContent & { kind: 'digest' }> {
  const ids = [...new Set(newsIds)];
  const found = await app.newsletters.mails.stories(app.db, ids);
  const publicIds = new Set(found.filter((story) => story.isPublic).map((story) => story.newsId));
  const missing = ids.filter((id) => !publicIds.has(id));
  if (missing.length > 0) {
    throw badRequest(
      newsletterMessages.storiesInvalid,
      missing.map((id) => ({ field: 'newsIds', message: newsletterMessages.storyNotPublic(id) })),
    );
  }
  return { kind: 'digest', stories: found.map(toldOf) };
}

export async function digestSubject(app: FastifyInstance): Promise<string> {
  return newsletterMessages.digestSubject((await siteSettingsOf(app)).siteName);
}

/** Makes the digest a newsletter due now, and wakes this instance's fan-out once it is committed. */
export async function sendDigestNow(app: FastifyInstance, adminId: string, newsIds: readonly string[]): Promise<NewsletterWithSender> {
  app.mail.refuseWhileFull();
  const { stories } = await digestOf(app, newsIds);
  const id = newId();
  const now = nowIso();
  // Read before the change: the site's name comes through app.db, which on SQLite waits for the change's own connection.
  const subject = await digestSubject(app);
  await app.changes.run(async (change) => {
    await insertNewsletter(change.trx, {
      id,
      kind: 'digest',
      state: 'scheduled',
      subject,
      news_ids: JSON.stringify(stories.map((story) => story.newsId)),
      audience: 'all',
      occasion: null,
      send_at: now,
      created_at: now,
      created_by: adminId,
    });
    change.afterCommit(() => app.newsletters.fanOut.wake());
  });
  return (await findNewsletter(app.db, id))!;
}

export async function previewDigest(app: FastifyInstance, newsIds: readonly string[], language: Language): Promise<RenderedMail> {
  return app.newsletters.mails.preview(app.db, language, await digestOf(app, newsIds));
}

/** The digest to the calling ADMIN's own address, in their language; answers the address. */
export async function sendTestDigest(app: FastifyInstance, adminId: string, newsIds: readonly string[]): Promise<string> {
  app.mail.refuseWhileFull();
  const content = await digestOf(app, newsIds);
  const admin = await findUserById(app.db, adminId);
  if (!admin?.email) throw badRequest(newsletterMessages.testNoAddress);
  const to = { subscriptionId: PLACEHOLDER_SUBSCRIPTION, email: admin.email, language: recipientLanguage(admin.language) };
  await app.changes.run((change) => app.newsletters.mails.queue(change, to, content));
  return admin.email;
}
