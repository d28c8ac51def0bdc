import { sql, type Kysely } from 'kysely';
import { expect, inject, it } from 'vitest';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrator.js';
import { migrations } from './migrations/index.js';
import { withEmptyPostgres } from '../../test/helpers/scratch-postgres.js';

const adminUrl = inject('postgresAdminUrl');

const open = (url: string) => openDatabase({ databaseUrl: url, sqlitePath: ':memory:' }).db;

async function doneMigrations(db: Kysely<any>): Promise<{ name: string; times: number }[]> {
  const { rows } = await sql<{
    name: string;
    times: number;
  }>`select name, count(*) as times from kysely_migration group by name order by name`.execute(db);
  return rows.map((row) => ({ name: row.name, times: Number(row.times) }));
}

it.runIf(adminUrl)('migrates an empty PostgreSQL database once when two instances start at the same moment', async () => {
  await withEmptyPostgres(async (url) => {
    const [first, second] = [open(url), open(url)];
    try {
      await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect(await doneMigrations(first)).toEqual(
        Object.keys(migrations)
          .sort()
          .map((name) => ({ name, times: 1 })),
      );
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });
});

it('refuses a database migrated by a newer version, naming what it does not know, and changes nothing', async () => {
  const { db } = openDatabase({ sqlitePath: ':memory:' });
  try {
    await migrateToLatest(db);
    const newer = { ...migrations, '2099-01-01-01-from-the-future': { up: async () => {} } };
    await migrateToLatest(db, newer);
    await expect(migrateToLatest(db)).rejects.toThrow(
      'This database was migrated by a newer version of the app (migrations this version does not know: 2099-01-01-01-from-the-future).',
    );
    expect((await doneMigrations(db)).map((row) => row.name)).toContain('2099-01-01-01-from-the-future');
  } finally {
    await db.destroy();
  }
});
