/** A reviewer's decision on an item (SPEC §4): approve (optionally scheduled), reject or archive, from the statuses each allows. */
import type { FastifyInstance } from 'fastify';
import { newsMessages, reviewMessages, type NewsStatus } from '@newsroom/shared';
import { conflict, notFound } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { findNews, setNewsStatus, type NewsWithRelations } from './news.repository.js';

export type Decision = 'approve' | 'reject' | 'archive';

/** Which statuses each decision may start from; anything else is a conflict. */
const allowedFrom: Record<Decision, readonly NewsStatus[]> = {
  approve: ['Pending', 'Archived'],
  reject: ['Pending', 'Archived'],
  archive: ['Approved'],
};

const refusal: Record<Decision, (status: NewsStatus) => string> = {
  approve: (status) => (status === 'Approved' ? reviewMessages.alreadyApproved : reviewMessages.approveOnlyPendingOrArchived),
  reject: (status) => (status === 'Rejected' ? reviewMessages.alreadyRejected : reviewMessages.rejectOnlyPendingOrArchived),
  archive: () => reviewMessages.archiveOnlyApproved,
};

export interface DecisionInput {
  publicationDate?: string;
  /** Why a rejection was made, for the author; kept on the item until it is approved. */
  reason?: string;
  /** The item's updatedAt as the reviewer saw it; when it changed since, nothing is decided. */
  updatedAt?: string;
  /** An approval as breaking news (modules/push alerts the devices). */
  breaking?: boolean;
}

export async function decideOnNews(
  app: FastifyInstance,
  reviewerId: string,
  id: string,
  decision: Decision,
  input: DecisionInput = {},
): Promise<NewsWithRelations> {
  const row = await findNews(app.db, id);
  if (!row) throw notFound(newsMessages.notFound);
  if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== Date.parse(row.updated_at)) throw conflict(newsMessages.changedSinceOpened);
  if (!allowedFrom[decision].includes(row.status)) throw conflict(refusal[decision](row.status));
  const now = nowIso();
  // The change says what happened (news.reviewed); review-reactions.ts forgets the cached answers and tells the author.
  return app.changes.run(async (change) => {
    // No chosen date publishes now; a past date keeps an older story's real date; a future one schedules it.
    // An approval ends the last rejection's reason (an archived item was approved, so it has none).
    const changed =
      decision === 'approve'
        ? await setNewsStatus(change.trx, row.id, row, 'Approved', {
            publication_date: input.publicationDate ? new Date(input.publicationDate).toISOString() : now,
            rejection_reason: null,
            updated_at: now,
          })
        : decision === 'reject'
          ? await setNewsStatus(change.trx, row.id, row, 'Rejected', { rejection_reason: input.reason ?? null, updated_at: now })
          : await setNewsStatus(change.trx, row.id, row, 'Archived', { updated_at: now });
    // Another reviewer's decision (or an edit) came between reading the item and deciding.
    if (!changed) throw conflict(newsMessages.changedSinceOpened);
    const decided = (await findNews(change.trx, row.id))!;
    change.record({
      type: 'news.reviewed',
      news: decided,
      decision,
      reason: input.reason,
      reviewerId,
      breaking: decision === 'approve' && input.breaking === true,
    });
    return decided;
  });
}
