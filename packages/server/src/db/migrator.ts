/** Runs the dated migrations in order; called on every start, so a new version migrates its database itself. */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
