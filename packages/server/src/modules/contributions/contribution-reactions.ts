/** What follows a reader's contribution (the contribution.submitted happening): the ADMINs are told, once it is stored. */
import type { FastifyInstance } from 'fastify';
import { notificationMessages } from '@newsroom/shared';

export async function contributionReactions(app: FastifyInstance): Promise<void> {
  app.changes.on('contribution.submitted', {
    afterCommit: ({ contribution }) => app.notifier.toAdmins(contribution.author, notificationMessages.newContribution(contribution.category)),
  });
}
