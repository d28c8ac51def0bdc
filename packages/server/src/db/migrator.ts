/**
 * Runs the dated migrations in order; called on every start, so a new version migrates its database itself. Several
 * instances starting at once migrate it once: Kysely's migrator runs under a lock (on PostgreSQL an advisory lock
 * held by its transaction) and reads what was done only once it holds it. An instance refuses a database that a
 * newer version has migrated, rather than run on a schema it does not know.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations/index.js';

/** Kysely's own record of the migrations done. */
const MIGRATION_TABLE = 'kysely_migration';

/** Migrations this database has had that this version does not know, oldest first. */
async function unknownMigrations(db: Kysely<any>, known: Record<string, Migration>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const done = await db.selectFrom(MIGRATION_TABLE).select('name').orderBy('name').execute();
  return done.map((row) => row.name as string).filter((name) => !(name in known));
}

export async function migrateToLatest(db: Kysely<any>, known: Record<string, Migration> = migrations): Promise<void> {
  const newer = await unknownMigrations(db, known);
  if (newer.length > 0) {
    throw new Error(
      `This database was migrated by a newer version of the app (migrations this version does not know: ${newer.join(', ')}). ` +
        'Run the newer version, or restore a backup made by this one.',
    );
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => known } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
