/**
 * "Each new story" (issue 26): when an approval makes a story public now (a scheduled one waits for its time, a later
 * part), every confirmed subscriber of each story whose categories take it in gets one mail of it, queued in the
 * approval's own transaction with a delivery record that makes a second one impossible. With many subscribers that
 * transaction grows with the list: fanning out in batches is a later part of the issue.
 *
 * Each mail carries RFC 8058's one-click unsubscribe headers; nodemailer writes them from fields like every header.
 */
import type { FastifyInstance } from 'fastify';
import { loadSigningSecret } from '../../services/tokens.js';
import { createManageLinks } from './manage-links.js';
import { eachStorySubscribers, recordDelivery } from './subscriptions.repository.js';

export async function storyNewsletter(app: FastifyInstance): Promise<void> {
  const links = createManageLinks(await loadSigningSecret(app.db, app.config.jwtSecret));
  const unsubscribeUrl = (token: string) => {
    const url = new URL(`${app.config.publicUrl}/api/v1/subscriptions/unsubscribe`);
    url.searchParams.set('token', token);
    return url.href;
  };

  app.changes.on('news.reviewed', {
    inTransaction: async (change, { news, decision }) => {
      if (decision !== 'approve' || !news.publication_date || Date.parse(news.publication_date) > Date.now()) return;
      const story = await change.trx
        .selectFrom('news')
        .select(['id', 'title', 'description', 'category_id'])
        .where('id', '=', news.id)
        .executeTakeFirst();
      if (!story) return;
      for (const subscriber of await eachStorySubscribers(change.trx, story.category_id)) {
        if (!(await recordDelivery(change.trx, subscriber.id, story.id))) continue;
        const manageToken = links.tokenOf(subscriber.id);
        await app.mail.queue(change, {
          kind: 'newsletter-story',
          to: { address: subscriber.email, language: subscriber.language },
          data: { newsId: story.id, title: story.title, description: story.description, manageToken },
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl(manageToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      }
    },
  });
}
