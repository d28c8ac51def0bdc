/** What comments look like to readers (threaded, nothing private) and to moderators. */
import { commentReplyMessages, type ModerationComment, type PublicComment, type PublicCommentReply } from '@newsroom/shared';
import type { CommentRow } from '../../db/schema.js';
import type { CommentWithNews } from './comments.repository.js';

const displayName = (row: Pick<CommentRow, 'full_name'>): string => row.full_name ?? commentReplyMessages.anonymous;

function presentReply(row: CommentRow, visitorKey: string | undefined): PublicCommentReply {
  if (row.deleted_at !== null) {
    return {
      id: row.id,
      fullName: '',
      content: '',
      createdAt: row.created_at,
      parentId: row.parent_id,
      status: row.status,
      awaitingModeration: false,
      mine: false,
      deleted: true,
    };
  }
  return {
    id: row.id,
    fullName: displayName(row),
    content: row.content,
    createdAt: row.created_at,
    parentId: row.parent_id,
    status: row.status,
    awaitingModeration: row.status === 'pending',
    mine: visitorKey !== undefined && row.visitor_key === visitorKey,
    deleted: false,
  };
}

/**
 * Threads from the comments a reader may see (oldest first): each top-level comment with every reply below it.
 * A reply whose parent the reader may not see (someone else's pending comment) is left out with it. A tombstone is
 * shown only where it holds a thread together: above a comment the reader sees.
 */
export function presentThreads(rows: CommentRow[], visitorKey: string | undefined): PublicComment[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parentOf = (row: CommentRow) => (row.parent_id === null ? undefined : byId.get(row.parent_id));
  /** The row's ancestors, nearest first, while the reader can see them; `reachesTop` when they lead to a top comment. */
  const ancestorsOf = (row: CommentRow) => {
    const ancestors: CommentRow[] = [];
    let current = row;
    for (let parent = parentOf(current); parent && ancestors.length < rows.length; parent = parentOf(current)) {
      ancestors.push(parent);
      current = parent;
    }
    return { ancestors, reachesTop: current.parent_id === null };
  };

  const keptTombstones = new Set<string>();
  for (const row of rows) {
    if (row.deleted_at !== null) continue;
    const { ancestors, reachesTop } = ancestorsOf(row);
    if (reachesTop) for (const ancestor of ancestors) if (ancestor.deleted_at !== null) keptTombstones.add(ancestor.id);
  }
  const shown = rows.filter((row) => row.deleted_at === null || keptTombstones.has(row.id));

  const threads = new Map<string, PublicComment>();
  for (const row of shown) {
    if (row.parent_id === null) threads.set(row.id, { ...presentReply(row, visitorKey), replies: [] });
  }
  for (const row of shown) {
    if (row.parent_id === null) continue;
    const { ancestors, reachesTop } = ancestorsOf(row);
    if (reachesTop) threads.get(ancestors.at(-1)!.id)?.replies.push(presentReply(row, visitorKey));
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
