/**
 * PostgreSQL connections: the pool the app's queries use and the settings of every connection, pg itself loaded with
 * the first of them, so a server on SQLite never holds it (about 2.4 MB).
 */
import { createRequire } from 'node:module';
import type pg from 'pg';
import { DatabaseBusy } from './errors.js';
import { isStalePreparedStatement, statementNameOf } from './statement-names.js';

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

let pgLoaded: typeof pg | undefined;

export function loadPg(): typeof pg {
  if (pgLoaded) return pgLoaded;
  pgLoaded = createRequire(import.meta.url)('pg') as typeof pg;
  // PostgreSQL returns BIGINT (count(*)) as text by default; counts here always fit in a JS number.
  pgLoaded.types.setTypeParser(pgLoaded.types.builtins.INT8, (value) => Number(value));
  return pgLoaded;
}

let pooledClientLoaded: typeof pg.Client | undefined;

/**
 * pg.Pool reads its own connectionTimeoutMillis as a bound on the wait for a free connection too, which would turn
 * a busy pool's queue into errors; its clients are given theirs here instead, so the bound is on connecting only.
 */
function pooledClient(): typeof pg.Client {
  if (!pooledClientLoaded) {
    class PooledClient extends loadPg().Client {
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
    pooledClientLoaded = PooledClient as unknown as typeof pg.Client;
  }
  return pooledClientLoaded;
}

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** Told of every connection that breaks (server stopped or restarted, failover, pg_terminate_backend, network cut). */
  onConnectionError: (error: Error) => void;
  /** Queries that may wait for a connection; the next one fails at once with DatabaseBusy. Unbounded when absent. */
  maxWaiting?: number;
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
  const pool = new (loadPg().Pool)({
    ...postgresClientConfig(options.connectionString),
    connectionTimeoutMillis: 0,
    max: options.max,
    Client: pooledClient(),
  });
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError(withoutClient(error))));
  // The pool's own event for an idle connection; the connection's listener above has told already.
  pool.on('error', () => {});
  if (options.maxWaiting !== undefined) refuseQueriesPast(pool, options.maxWaiting);
  return pool;
}

/**
 * pg-pool lines up every query that finds its connections taken, without bound: at 1,000 readers on the load bench's
 * mix, 1,160 queries waited for 10 connections, each holding its request's memory (the event loop's heap 78 MB
 * against 50), and the last answers took 4 s. Past `maxWaiting` a query fails at once instead, and its request is
 * answered 503 with Retry-After (plugins/errors.ts), as the heavy work's line does.
 */
function refuseQueriesPast(pool: pg.Pool, maxWaiting: number): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (pool.waitingCount < maxWaiting) return connect(callback);
    const error = new DatabaseBusy();
    if (!callback) return Promise.reject(error);
    callback(error);
    return undefined;
  }) as typeof pool.connect;
}

/** pg-pool hangs the whole client (its buffers, its settings) on an idle connection's error: not for a log line. */
function withoutClient(error: Error): Error {
  delete (error as { client?: unknown }).client;
  return error;
}
