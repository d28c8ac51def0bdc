/** Opens the database: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { isStalePreparedStatement, statementNameOf } from './statement-names.js';

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
}

/** How long making one PostgreSQL connection may take: a server that drops packets (a failover's moved address) is an outage, not a wait. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
/** TCP keep-alive probes start after this much silence, so a connection to a server that vanished is noticed (Linux's default waits 2 hours). */
const POSTGRES_KEEP_ALIVE_DELAY_MS = 10_000;

/** The settings every PostgreSQL connection of the app is made with, the pool's and the lone ones' (LISTEN). */
export function postgresClientConfig(connectionString: string): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: POSTGRES_KEEP_ALIVE_DELAY_MS,
  };
}

/**
 * pg.Pool reads its own connectionTimeoutMillis as a bound on the wait for a free connection too, which would turn
 * a busy pool's queue into errors; its clients are given theirs here instead, so the bound is on connecting only.
 */
class PooledClient extends pg.Client {
  /** Set when a statement prepared on this connection went stale: it then sends every query unnamed. */
  private unnamed = false;

  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  }

  /** Kysely's form, a text and its values, goes as a named prepared statement (db/statement-names.ts); any other as it came. */
  // @ts-expect-error pg's overloads cannot be restated one by one; every form is passed on unchanged but Kysely's.
  override query(...args: unknown[]): unknown {
    const [text, values] = args;
    const name =
      !this.unnamed && args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0
        ? statementNameOf(text)
        : undefined;
    if (name === undefined) return (super.query as (...forwarded: unknown[]) => unknown)(...args);
    return super.query({ name, text: text as string, values: values as unknown[] }).catch((error: unknown) => {
      if (!isStalePreparedStatement(error)) throw error;
      this.unnamed = true;
      return super.query(text as string, values as unknown[]);
    });
  }
}

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** Told of every connection that breaks (server stopped or restarted, failover, pg_terminate_backend, network cut). */
  onConnectionError: (error: Error) => void;
}

/**
 * A pg.Pool whose connections' errors are handled for their whole life. The pool listens to its idle connections
 * only and re-emits their errors as its own 'error'; a connection checked out (Kysely holds one through a query or
 * a transaction) has no listener of the pool's, so a server that cut it between two messages raised an 'error' with
 * nobody listening, which ends the process ("Unhandled 'error' event", 57P01 or ECONNRESET). Each connection gets a
 * listener of its own at birth: its broken state is then seen by the query that uses it (an error that reads as
 * "unavailable", db/errors.ts) and by the pool, which drops it when it is given back.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    ...postgresClientConfig(options.connectionString),
    connectionTimeoutMillis: 0,
    max: options.max,
    Client: PooledClient as unknown as typeof pg.Client,
  });
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError(withoutClient(error))));
  // The pool's own event for an idle connection; the connection's listener above has told already.
  pool.on('error', () => {});
  return pool;
}

/** pg-pool hangs the whole client (its buffers, its settings) on an idle connection's error: not for a log line. */
function withoutClient(error: Error): Error {
  delete (error as { client?: unknown }).client;
  return error;
}

// PostgreSQL returns BIGINT (count(*)) as text by default; counts here always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

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
