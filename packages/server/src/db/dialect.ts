/** Which engine a Kysely handle (or transaction) talks to, for the few places where the two truly differ. */
import { PostgresAdapter, type Kysely } from 'kysely';

export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
