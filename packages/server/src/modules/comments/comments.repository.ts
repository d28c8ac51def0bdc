/** Reading and writing comments. Functions take the database (or a transaction) first. */
import type { Kysely } from 'kysely';
import type { CommentStatus } from '@newsroom/shared';
import type { CommentRow, Database } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import { oneOf } from '../../db/one-of.js';

export interface CommentWithNews extends CommentRow {
  news_title: string;
}

export async function insertComment(db: Kysely<Database>, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

export function findComment(db: Kysely<Database>, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The most comments one story's page shows (its oldest ones): an answer must not grow without bound. */
export const READABLE_COMMENTS_LIMIT = 1000;

/** What a reader of an item may see: approved comments, plus the reader's own pending ones. Oldest first. */
export function listReadableComments(db: Kysely<Database>, newsId: string, visitorKey: string | undefined): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('news_id', '=', newsId)
    .where((eb) => (visitorKey ? eb.or([eb('status', '=', 'approved'), eb('visitor_key', '=', visitorKey)]) : eb('status', '=', 'approved')))
    .orderBy('created_at')
    .orderBy('id')
    .limit(READABLE_COMMENTS_LIMIT)
    .execute();
}

/**
 * Claims the visitor's next comment at `now` if their last one is at least `intervalMs` old: one statement, so
 * of two posts sent at once only one gets the slot. Answers the last post time when the claim is refused.
 */
export async function claimCommentSlot(
  db: Kysely<Database>,
  visitorKey: string,
  now: Date,
  intervalMs: number,
): Promise<{ claimed: true } | { claimed: false; lastPostedAt: string }> {
  const postedAt = now.toISOString();
  const result = await db
    .insertInto('comment_pace')
    .values({ visitor_key: visitorKey, posted_at: postedAt })
    .onConflict((oc) =>
      oc
        .column('visitor_key')
        .doUpdateSet({ posted_at: postedAt })
        .where('comment_pace.posted_at', '<=', new Date(now.getTime() - intervalMs).toISOString()),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows) === 1) return { claimed: true };
  const row = await db.selectFrom('comment_pace').select('posted_at').where('visitor_key', '=', visitorKey).executeTakeFirstOrThrow();
  return { claimed: false, lastPostedAt: row.posted_at };
}

/** Whether this visitor (by Visitor-Id or by e-mail) already wrote this text on this item. */
export async function hasSameTextFrom(db: Kysely<Database>, newsId: string, contentKey: string, visitorKey: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('news_id', '=', newsId)
    .where('content_key', '=', contentKey)
    .where((eb) => eb.or([eb('visitor_key', '=', visitorKey), eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())]))
    .executeTakeFirst();
  return row !== undefined;
}

function selectWithNews(db: Kysely<Database>) {
  return db.selectFrom('comments').innerJoin('news', 'news.id', 'comments.news_id').selectAll('comments').select('news.title as news_title');
}

export function findCommentWithNews(db: Kysely<Database>, id: string): Promise<CommentWithNews | undefined> {
  return selectWithNews(db).where('comments.id', '=', id).executeTakeFirst();
}

/** Every comment for the moderators, newest first, optionally of one status. */
export async function listCommentsForModeration(
  db: Kysely<Database>,
  status: CommentStatus | undefined,
  paging: Paging,
): Promise<{ rows: CommentWithNews[]; total: number }> {
  let query = selectWithNews(db).orderBy('comments.created_at', 'desc').orderBy('comments.id');
  if (status) query = query.where('comments.status', '=', status);
  const rows = await query.limit(paging.limit).offset(paging.offset).execute();
  let count = db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('count'));
  if (status) count = count.where('status', '=', status);
  return { rows, total: Number((await count.executeTakeFirstOrThrow()).count) };
}

export async function approveComment(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('comments').set({ status: 'approved' }).where('id', '=', id).execute();
}

/** Whether anyone but `visitorKey` wrote a reply under the comment, at any depth (what deleting it would take). */
export async function hasRepliesFromOthers(db: Kysely<Database>, commentId: string, visitorKey: string): Promise<boolean> {
  // Threads are a few levels deep: one query per level.
  for (let level = [commentId]; level.length > 0;) {
    const replies = await db
      .selectFrom('comments')
      .select(['id', 'visitor_key'])
      .where(oneOf(db, 'parent_id', level))
      .execute();
    if (replies.some((reply) => reply.visitor_key !== visitorKey)) return true;
    level = replies.map((reply) => reply.id);
  }
  return false;
}

/** Deletes the comment; its replies go with it (the foreign key cascades). */
export async function deleteComment(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}
