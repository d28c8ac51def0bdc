/**
 * A story's newsletter is made by its approval, in the approval's own transaction: one row (`story:<id>`, so a story
 * has at most one), due at the story's publication date, whatever the number of subscribers; the fan-out mails them
 * once it is due. Approved again (after an archive) before it went out, the same row takes the new date; once it has
 * gone out, nothing more is sent (each subscriber's delivery of a story is recorded once anyway).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NewsRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { findNewsletterByOccasion, insertNewsletterOnce, updateNewsletter } from './newsletters.repository.js';

export const storyOccasion = (newsId: string) => `story:${newsId}`;

export async function scheduleStoryNewsletter(trx: Kysely<Database>, news: Pick<NewsRow, 'id' | 'title'>, sendAt: string): Promise<void> {
  const existing = await findNewsletterByOccasion(trx, storyOccasion(news.id));
  if (!existing) {
    await insertNewsletterOnce(trx, {
      id: newId(),
      kind: 'story',
      state: 'scheduled',
      subject: news.title,
      news_ids: JSON.stringify([news.id]),
      audience: 'each',
      occasion: storyOccasion(news.id),
      send_at: sendAt,
      created_at: nowIso(),
      created_by: null,
    });
  } else if (existing.state === 'scheduled' || existing.state === 'cancelled') {
    await updateNewsletter(trx, existing.id, { state: 'scheduled', send_at: sendAt, subject: news.title });
  }
}

export function storyNewsletterReactions(app: FastifyInstance, wakeFanOut: () => void): void {
  app.changes.on('news.reviewed', {
    inTransaction: async (change, { news, decision }) => {
      if (decision !== 'approve' || !news.publication_date) return;
      await scheduleStoryNewsletter(change.trx, news, news.publication_date);
      change.afterCommit(wakeFanOut);
    },
  });
}
