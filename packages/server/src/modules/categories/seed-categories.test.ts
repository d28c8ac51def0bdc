import { expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrator.js';
import { withEmptyPostgres } from '../../../test/helpers/scratch-postgres.js';
import { CONTRIBUTION_CATEGORY_NAMES, seedCategories } from './seed-categories.js';

it.runIf(inject('postgresAdminUrl'))('seeds the categories once when several instances start together on one database', async () => {
  await withEmptyPostgres(async (url) => {
    const instances = [0, 1, 2].map(() => openDatabase({ databaseUrl: url, sqlitePath: ':memory:' }).db);
    try {
      await migrateToLatest(instances[0]!);
      await Promise.all(instances.map((db) => seedCategories(db)));
      const names = (await instances[0]!.selectFrom('categories').select('name').orderBy('name').execute()).map((row) => row.name);
      expect(names).toEqual([...CONTRIBUTION_CATEGORY_NAMES].sort());
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
  });
});
