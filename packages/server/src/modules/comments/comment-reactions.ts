/** What follows a visitor's comment (the comment.posted happening): the moderators are told, once it is stored. */
import type { FastifyInstance } from 'fastify';
import { notificationMessages } from '@newsroom/shared';

export async function commentReactions(app: FastifyInstance): Promise<void> {
  app.changes.on('comment.posted', {
    afterCommit: ({ commentId, by, newsTitle }) => app.notifier.toAdmins(by, notificationMessages.newComment(newsTitle), { commentId }),
  });
}
