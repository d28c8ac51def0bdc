/** Opens the database: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';
import { createPostgresPool } from './postgres-pool.js';

export type DialectName = 'sqlite' | 'postgres';

/** The driver's own client, for libraries that keep their own tables in the same database (rate limits). */
export type DriverClient = { dialect: 'sqlite'; database: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  client: DriverClient;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A file path, or `:memory:`. */
  sqlitePath: string;
  /** Told when a PostgreSQL connection breaks (see createPostgresPool). */
  onConnectionError?: (error: Error) => void;
  /**
   * Only reads (a worker thread's own connection beside the server's): SQLite opens the file read-only, leaving its
   * journal mode to the server's connection, which set it.
   */
  readOnly?: boolean;
  /** The most PostgreSQL connections this pool opens (10 when absent). */
  poolSize?: number;
  /** PostgreSQL queries that may wait for a connection, past which one fails at once (db/postgres-pool.ts). */
  maxWaiting?: number;
}

/**
 * SQLite rolls a transaction back by itself when a statement fails with SQLITE_FULL (and a few other errors);
 * Kysely's own ROLLBACK then fails with "no transaction is active" and that error replaces the real one, so a
 * full disk would read as a generic failure. This dialect lets the real error through.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      try {
        await rollback(connection);
      } catch (error) {
        if (!(error instanceof Error && /no transaction is active/.test(error.message))) throw error;
      }
    };
    return driver;
  }
}

/** How many compiled statements SQLite keeps for reuse: every query shape the app has, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles the SQL on each prepare: about 0.7 ms of a search's
 * 10 (measured by profile at 100,000 stories). The same text gives back the same compiled statement here, the least
 * recently used dropped past the limit. Safe because every statement runs to completion before the next starts
 * (nothing here iterates a result lazily).
 */
function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement) statements.delete(source);
    else statement = database.prepare(source);
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return new Proxy(database, { get: (target, property) => (property === 'prepare' ? prepare : Reflect.get(target, property, target)) });
}

/** Each SQLite connection's own page cache (4 MB): the hot index pages; the OS caches the rest of the file. */
const SQLITE_CACHE_KIB = 4096;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      onConnectionError: options.onConnectionError ?? (() => {}),
      maxWaiting: options.maxWaiting,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', client: { dialect: 'postgres', pool } };
  }
  if (options.sqlitePath !== ':memory:' && !options.readOnly) fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath, { readonly: options.readOnly ?? false, fileMustExist: options.readOnly ?? false });
  if (!options.readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Erased text (a deleted comment's name and words) is overwritten with zeros, not left in the file's free pages.
  if (!options.readOnly) sqlite.pragma('secure_delete = ON');
  // The page cache in bytes (negative: KiB), per connection: better-sqlite3's default is 16 MB each, and the event loop
  // and every work thread hold one. The file's pages stay in the OS's cache anyway; this keeps the hot index pages.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
    client: { dialect: 'sqlite', database: sqlite },
  };
}
