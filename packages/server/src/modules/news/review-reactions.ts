/**
 * What follows a reviewer's decision (the news.reviewed happening, services/changes): the public answers that show the
 * story are forgotten, and its author is told in the inbox. Both once the decision has committed. (Its e-mail alert is
 * a consumer of the same happening, queued with the decision: modules/alerts/mail-alerts.ts.)
 */
import type { FastifyInstance } from 'fastify';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import { tellAuthorOfDecision } from './news-notifications.js';

export async function reviewReactions(app: FastifyInstance): Promise<void> {
  app.changes.on('news.reviewed', {
    afterCommit: ({ news }) => app.publicCache.invalidate(storyChanged(news.id)),
  });
  app.changes.on('news.reviewed', {
    afterCommit: ({ news, decision, reason }) => tellAuthorOfDecision(app, news, decision, reason),
  });
}
