/**
 * The limits' counters (rate-limiter-flexible's table, in its own layout). The library can create it itself, but
 * PostgreSQL's `create table if not exists` is not safe against a twin running at the same moment: two instances
 * starting together on a fresh database both tried, and one failed with `type "rate_limits" already exists`. Made
 * here, it is made once, under the migrator's lock; databases where the library already made it keep theirs.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
