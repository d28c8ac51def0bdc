/** The news revisions migration gives every existing story its revision 1, on both dialects. */
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { insertCategory, insertStory, migrateTo, withScratchDatabase } from '../../test/helpers/scratch-database.js';
import { dialects } from '../../test/helpers/test-app.js';
import { migrateToLatest } from './migrator.js';
import type { Database } from './schema.js';

async function checkBackfill(db: Kysely<Database>): Promise<void> {
  await migrateTo(db, '2026-11-28-02-photo-details');
  const at = '2026-11-20T08:00:00.000Z';
  const edited = '2026-11-21T09:30:00.000Z';
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      username: 'rosa',
      username_key: 'rosa',
      fullname: 'Rosa Writer',
      email: 'rosa@school.test',
      password_hash: 'x',
      role: 'AUTHOR',
      session_version: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const categoryId = await insertCategory(db);
  const story = (id: string, fields: Parameters<typeof insertStory>[5] = {}) =>
    insertStory(db, categoryId, `Title ${id}`, 'Pending', at, {
      id,
      description: `Description ${id}`,
      content: `Content ${id}`,
      author_id: 'u1',
      author_name: 'Rosa Writer',
      ...fields,
    });
  await story('n1');
  await story('n2', { author_id: null, author_name: 'Gone Writer', embed_youtube_url: 'https://www.youtube.com/embed/abc', updated_at: edited });

  await migrateToLatest(db);

  const rows = await db.selectFrom('news_revisions').selectAll().orderBy('news_id').execute();
  expect(rows).toEqual([
    {
      id: 'n1',
      news_id: 'n1',
      number: 1,
      editor_id: 'u1',
      editor_name: 'Rosa Writer',
      created_at: at,
      title: 'Title n1',
      description: 'Description n1',
      content: 'Content n1',
      category_id: categoryId,
      embed_youtube_url: null,
      changed_fields: 'imported',
    },
    expect.objectContaining({
      id: 'n2',
      number: 1,
      editor_id: null,
      editor_name: 'Gone Writer',
      created_at: edited,
      embed_youtube_url: 'https://www.youtube.com/embed/abc',
    }),
  ]);
}

it.each(dialects)('the news revisions migration gives each existing story its revision 1 [%s]', async (dialect) => {
  await withScratchDatabase(dialect, checkBackfill);
});
