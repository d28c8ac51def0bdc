/**
 * What follows a story's save or its submission (the news.edited and news.submitted happenings, services/changes):
 * the public answers that show it are forgotten, and the ADMINs are told of a story waiting for review. Both once the
 * change has committed.
 */
import type { FastifyInstance } from 'fastify';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import { tellAdminsOfSubmission } from './news-notifications.js';

export async function storyReactions(app: FastifyInstance): Promise<void> {
  app.changes.on('news.edited', {
    afterCommit: ({ newsId }) => app.publicCache.invalidate(storyChanged(newsId)),
  });
  app.changes.on('news.submitted', {
    afterCommit: (submitted) => tellAdminsOfSubmission(app, submitted),
  });
}
