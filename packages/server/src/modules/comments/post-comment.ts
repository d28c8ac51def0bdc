/**
 * A visitor's comment or reply on a public item: screened for spam, kept pending for the moderators, who are told
 * (comment.posted, comment-reactions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { canComment, commentReplyMessages, type commentBodySchema } from '@newsroom/shared';
import { badRequest, conflictOnDuplicate } from '../../lib/api-error.js';
import { newId } from '../../lib/ids.js';
import { loadNewsFor } from '../news/news-visibility.js';
import { findComment, insertComment } from './comments.repository.js';
import { screenComment, visitorKeyOf } from './spam-rules.js';

export interface CommentToPost {
  newsId: string;
  visitorId: string;
  /** The comment answered, for a reply. */
  parentId?: string;
  body: z.output<typeof commentBodySchema>;
}

export async function postComment(app: FastifyInstance, comment: CommentToPost, moment: Date): Promise<void> {
  const news = await loadNewsFor(app.db, comment.newsId, (story) => canComment(story, moment));
  const visitorKey = visitorKeyOf(comment.visitorId);
  const { parentId } = comment;
  if (parentId) {
    const parent = await findComment(app.db, parentId);
    // A reply answers a comment its writer can see: on the same item, approved or their own.
    const visible = parent && (parent.status === 'approved' || parent.visitor_key === visitorKey);
    if (!visible || parent.news_id !== news.id) throw badRequest(commentReplyMessages.parentInvalid);
  }
  const { fullName, email, content } = comment.body;
  const screening = await screenComment(app.db, { newsId: news.id, visitorKey, email, fullName, content }, moment, app.config.commentIntervalMs);
  const id = newId();
  await app.changes.run(async (change) => {
    await insertComment(change.trx, {
      id,
      news_id: news.id,
      parent_id: parentId ?? null,
      full_name: fullName ?? null,
      email,
      content,
      content_key: screening.contentKey,
      visitor_key: visitorKey,
      status: 'pending',
      flagged: screening.flagged ? 1 : 0,
      created_at: moment.toISOString(),
    }).catch(conflictOnDuplicate(commentReplyMessages.duplicate));
    change.record({ type: 'comment.posted', commentId: id, by: fullName ?? commentReplyMessages.anonymous, newsTitle: news.title });
  });
}
