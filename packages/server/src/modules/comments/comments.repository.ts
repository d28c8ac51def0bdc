/** Reading and writing comments. Functions take the database (or a transaction) first. */
import type { Insertable, Kysely } from 'kysely';
import { commentReplyMessages, type CommentStatus } from '@newsroom/shared';
import type { CommentRow, CommentsTable, Database } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';

export interface CommentWithNews extends CommentRow {
  news_title: string;
}

export async function insertComment(db: Kysely<Database>, row: Insertable<CommentsTable>): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

/** A comment, a tombstone too (one can be answered: its thread goes on). */
export function findComment(db: Kysely<Database>, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A comment that has not been deleted: a tombstone is nobody's to delete or approve. */
export function findLiveComment(db: Kysely<Database>, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The most comments one story's page shows (its oldest ones): an answer must not grow without bound. */
export const READABLE_COMMENTS_LIMIT = 1000;

/**
 * What a reader of an item may see: approved comments, plus the reader's own pending ones, and the tombstones that
 * may hold either together (the presenter shows those that do). Oldest first.
 */
export function listReadableComments(db: Kysely<Database>, newsId: string, visitorKey: string | undefined): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('news_id', '=', newsId)
    .where((eb) =>
      eb.or([eb('status', '=', 'approved'), eb('deleted_at', 'is not', null), ...(visitorKey ? [eb('visitor_key', '=', visitorKey)] : [])]),
    )
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

/** A comment that has not been deleted, with its story's title. */
export function findLiveCommentWithNews(db: Kysely<Database>, id: string): Promise<CommentWithNews | undefined> {
  return selectWithNews(db).where('comments.id', '=', id).where('comments.deleted_at', 'is', null).executeTakeFirst();
}

/** Every comment for the moderators, newest first, optionally of one status; tombstones hold nothing to moderate. */
export async function listCommentsForModeration(
  db: Kysely<Database>,
  status: CommentStatus | undefined,
  paging: Paging,
): Promise<{ rows: CommentWithNews[]; total: number }> {
  let query = selectWithNews(db).where('comments.deleted_at', 'is', null).orderBy('comments.created_at', 'desc').orderBy('comments.id');
  if (status) query = query.where('comments.status', '=', status);
  const rows = await query.limit(paging.limit).offset(paging.offset).execute();
  let count = db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deleted_at', 'is', null);
  if (status) count = count.where('status', '=', status);
  return { rows, total: Number((await count.executeTakeFirstOrThrow()).count) };
}

export async function approveComment(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('comments').set({ status: 'approved' }).where('id', '=', id).execute();
}

async function hasReplies(db: Kysely<Database>, commentId: string): Promise<boolean> {
  return (await db.selectFrom('comments').select('id').where('parent_id', '=', commentId).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Holds the comment's row until the transaction ends (PostgreSQL; SQLite runs one write at a time anyway), so that of
 * two replies of one tombstone deleted at once, the second to get here sees the first gone and takes the tombstone.
 */
async function lockComment(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('comments')
    .set((eb) => ({ deleted_at: eb.ref('deleted_at') }))
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a comment, keeping its thread (PRODUCT.md): one with replies stays as a tombstone, its name, e-mail,
 * visitor key and words erased from the row; one without goes, and with it each tombstone above it that it leaves
 * without replies. The content key becomes the comment's own id, unique as the (item, visitor, text) index needs.
 * Either way its writer's name is erased from the ADMINs' notifications of it too.
 */
export async function removeComment(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await trx.selectFrom('comments').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
    if (!comment) return;
    await trx.updateTable('notifications').set({ author: commentReplyMessages.anonymous }).where('comment_id', '=', comment.id).execute();
    if (comment.parent_id) await lockComment(trx, comment.parent_id);
    if (await hasReplies(trx, comment.id)) {
      await trx
        .updateTable('comments')
        .set({ full_name: null, email: '', content: '', content_key: comment.id, visitor_key: '', flagged: 0, deleted_at: at.toISOString() })
        .where('id', '=', comment.id)
        .execute();
      return;
    }
    await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    for (let parentId = comment.parent_id; parentId !== null;) {
      const parent = await trx.selectFrom('comments').select(['id', 'parent_id', 'deleted_at']).where('id', '=', parentId).executeTakeFirst();
      if (!parent?.deleted_at || (await hasReplies(trx, parent.id))) return;
      if (parent.parent_id) await lockComment(trx, parent.parent_id);
      await trx.deleteFrom('comments').where('id', '=', parent.id).execute();
      parentId = parent.parent_id;
    }
  });
}
