/** The news revisions migration gives every existing story its revision 1, on both dialects. */
import type { Kysely } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { withEmptyPostgres } from '../../test/helpers/scratch-postgres.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrator.js';
import { migrations } from './migrations/index.js';

const REVISIONS = '2026-11-28-03-news-revisions';
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < REVISIONS));

async function checkBackfill(db: Kysely<any>): Promise<void> {
  await migrateToLatest(db, before);
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
  await db
    .insertInto('categories')
    .values({ id: 'c1', name: 'News', name_key: 'news', slug: 'News', slug_key: 'news', description: 'd', created_at: at, updated_at: at })
    .execute();
  const story = (id: string, fields: object) => ({
    id,
    title: `Title ${id}`,
    description: `Description ${id}`,
    content: `Content ${id}`,
    category_id: 'c1',
    author_id: 'u1',
    author_name: 'Rosa Writer',
    thumbnail_media_id: null,
    embed_youtube_url: null,
    status: 'Pending',
    publication_date: null,
    summary: null,
    summary_key: null,
    views: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  });
  await db
    .insertInto('news')
    .values([
      story('n1', {}),
      story('n2', { author_id: null, author_name: 'Gone Writer', embed_youtube_url: 'https://www.youtube.com/embed/abc', updated_at: edited }),
    ])
    .execute();

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
      category_id: 'c1',
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

describe('news revisions backfill', () => {
  it('gives each existing story its revision 1 on SQLite', async () => {
    const { db } = openDatabase({ sqlitePath: ':memory:' });
    try {
      await checkBackfill(db);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(inject('postgresAdminUrl'))('gives each existing story its revision 1 on PostgreSQL', async () => {
    await withEmptyPostgres(async (url) => {
      const { db } = openDatabase({ databaseUrl: url, sqlitePath: ':memory:' });
      try {
        await checkBackfill(db);
      } finally {
        await db.destroy();
      }
    });
  });
});
