/** Reading and writing news revisions (see migration 2026-11-28-03). Functions take the database first. */
import { sql, type Kysely } from 'kysely';
import type { Database, NewsRevisionsTable } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Paging } from '../../lib/paging.js';

/** Who saved: their id and their name at the time. */
export interface RevisionEditor {
  id: string;
  fullname: string;
}

export type RevisionSummaryRow = Pick<NewsRevisionsTable, 'id' | 'number' | 'editor_id' | 'editor_name' | 'created_at' | 'changed_fields'>;

export interface RevisionRow extends NewsRevisionsTable {
  /** Null when the category was deleted since. */
  category_name: string | null;
}

/**
 * Keeps the story's text as it now stands as its next revision, read from the story itself in the same statement,
 * so the revision is exactly what was stored. Called after the save, in its transaction: on PostgreSQL the save's
 * row lock makes a second save at the same moment wait, and then see this revision when it takes the next number.
 */
export async function recordRevision(db: Kysely<Database>, newsId: string, editor: RevisionEditor, changedFields: readonly string[]): Promise<void> {
  await db
    .insertInto('news_revisions')
    .columns([
      'id',
      'news_id',
      'number',
      'editor_id',
      'editor_name',
      'created_at',
      'title',
      'description',
      'content',
      'category_id',
      'embed_youtube_url',
      'changed_fields',
    ])
    .expression(
      db
        .selectFrom('news')
        .select((eb) => [
          sql<string>`${newId()}`.as('id'),
          'news.id as news_id',
          eb
            .selectFrom('news_revisions')
            .select(sql<number>`coalesce(max(news_revisions.number), 0) + 1`.as('next'))
            .whereRef('news_revisions.news_id', '=', 'news.id')
            .as('number'),
          sql<string>`${editor.id}`.as('editor_id'),
          sql<string>`${editor.fullname}`.as('editor_name'),
          sql<string>`${nowIso()}`.as('created_at'),
          'news.title',
          'news.description',
          'news.content',
          'news.category_id',
          'news.embed_youtube_url',
          sql<string>`${changedFields.join(',')}`.as('changed_fields'),
        ])
        .where('news.id', '=', newsId),
    )
    .execute();
}

/** One page of a story's revisions, newest first, without their text. */
export async function listRevisions(db: Kysely<Database>, newsId: string, paging: Paging): Promise<{ rows: RevisionSummaryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news_revisions')
      .select(['id', 'number', 'editor_id', 'editor_name', 'created_at', 'changed_fields'])
      .where('news_id', '=', newsId)
      .orderBy('number', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('news_revisions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('news_id', '=', newsId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** One revision of this story (a revision of another story is not found), with its category's name if it still exists. */
export function findRevision(db: Kysely<Database>, newsId: string, revisionId: string): Promise<RevisionRow | undefined> {
  return db
    .selectFrom('news_revisions')
    .leftJoin('categories', 'categories.id', 'news_revisions.category_id')
    .selectAll('news_revisions')
    .select('categories.name as category_name')
    .where('news_revisions.id', '=', revisionId)
    .where('news_revisions.news_id', '=', newsId)
    .executeTakeFirst();
}
