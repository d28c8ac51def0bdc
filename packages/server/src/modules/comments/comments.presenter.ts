/** What comments look like to readers (threaded, nothing private) and to moderators. */
import { commentReplyMessages, type ModerationComment, type PublicComment, type PublicCommentReply } from '@newsroom/shared';
import type { CommentRow } from '../../db/schema.js';
import type { CommentWithNews } from './comments.repository.js';

const displayName = (row: Pick<CommentRow, 'full_name'>): string => row.full_name ?? commentReplyMessages.anonymous;

function presentReply(row: CommentRow, visitorKey: string | undefined): PublicCommentReply {
  return {
    id: row.id,
    fullName: displayName(row),
    content: row.content,
    createdAt: row.created_at,
    parentId: row.parent_id,
    status: row.status,
    awaitingModeration: row.status === 'pending',
    mine: visitorKey !== undefined && row.visitor_key === visitorKey,
  };
}

/**
 * Threads from the comments a reader may see (oldest first): each top-level comment with every reply below it.
 * A reply whose parent the reader may not see (someone else's pending comment) is left out with it.
 */
export function presentThreads(rows: CommentRow[], visitorKey: string | undefined): PublicComment[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const threads = new Map<string, PublicComment>();
  const rootOf = (row: CommentRow): CommentRow | undefined => {
    let current: CommentRow | undefined = row;
    for (let depth = 0; current?.parent_id && depth <= rows.length; depth += 1) current = byId.get(current.parent_id);
    return current?.parent_id ? undefined : current;
  };
  for (const row of rows) {
    if (row.parent_id === null) threads.set(row.id, { ...presentReply(row, visitorKey), replies: [] });
  }
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const root = rootOf(row);
    if (root) threads.get(root.id)?.replies.push(presentReply(row, visitorKey));
  }
  return [...threads.values()];
}

export function presentForModeration(row: CommentWithNews): ModerationComment {
  return {
    commentId: row.id,
    commentText: row.content,
    commentStatus: row.status === 'approved' ? 'Approved' : 'pending',
    newsId: row.news_id,
    newsTitle: row.news_title,
    fullName: displayName(row),
    parentId: row.parent_id,
    createdAt: row.created_at,
    flagged: row.flagged === 1,
  };
}
