/**
 * A database of its own for a migration test, and rows written straight into its tables, as an older version of the
 * app left them (never through the API, which expects the latest schema).
 */
import { Migrator, type Insertable, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { openDatabase, type DialectName } from '../../src/db/connection.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { Database, NewsStatus, NewsTable } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { withEmptyPostgres } from './scratch-postgres.js';

/** SQLite in memory, or a PostgreSQL database dropped afterwards. */
export async function withScratchDatabase(dialect: DialectName, run: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  const open = async (databaseUrl?: string) => {
    const { db } = openDatabase({ sqlitePath: ':memory:', databaseUrl });
    try {
      await run(db);
    } finally {
      await db.destroy();
    }
  };
  if (dialect === 'sqlite') return open();
  return withEmptyPostgres(open);
}

/** Runs the migrations up to and including `name`. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(name);
  expect(error).toBeUndefined();
}

export async function insertCategory(db: Kysely<Database>): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('categories')
    .values({ id, name: 'Campus', name_key: 'campus', slug: 'Campus', slug_key: 'campus', description: '', created_at: now, updated_at: now })
    .execute();
  return id;
}

/** A story by a deleted writer unless `fields` says otherwise, published at `at` when Approved. */
export async function insertStory(
  db: Kysely<Database>,
  categoryId: string,
  title: string,
  status: NewsStatus,
  at: string,
  fields: Partial<Insertable<NewsTable>> = {},
): Promise<string> {
  const story = {
    id: newId(),
    title,
    description: 'From the archive',
    content: 'Text',
    category_id: categoryId,
    author_name: 'Archivist',
    status,
    publication_date: status === 'Approved' ? at : null,
    views: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
  await db.insertInto('news').values(story).execute();
  return story.id;
}
