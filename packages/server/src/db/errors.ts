/** Recognises database errors by what they mean (the client's doing, or the database being away), the same way on both dialects. */

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // better-sqlite3 and PostgreSQL (unique_violation) spell it differently.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** The socket to the database server was refused, dropped or never answered (Node's own codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  // The server's name does not resolve: during a failover its DNS record may be away for a moment.
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going, gone or not there yet: class 08 (connection exception),
 * admin_shutdown (a fast stop or pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up, shutting
 * down, in recovery), idle_session_timeout, too_many_connections, and read_only_sql_transaction: a failover's new
 * server still a standby refuses writes until it is promoted.
 */
const POSTGRES_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[1235]|53300|25006)$/;

/**
 * better-sqlite3's codes (extended codes included) for a database file that cannot be written or read just now: a
 * read-only or failing disk (READONLY, IOERR, CANTOPEN) or another process's lock held past busy_timeout (BUSY).
 * SQLITE_FULL is not here: a full disk is lib/storage-full.ts's, with its own answer.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(READONLY|IOERR|CANTOPEN|BUSY)(_|$)/;

/** node-postgres's own errors for a connection lost or never made; they carry no code, only these texts. */
const POSTGRES_CLIENT_UNAVAILABLE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout expired|timeout exceeded when trying to connect)$/;

/** What a worker thread throws for an unavailable database (see keepUnavailableAcrossThreads). */
const UNAVAILABLE_ACROSS_THREADS = 'The database is unavailable.';

function isUnavailableHere(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))) return true;
  if (!(error instanceof Error) || typeof message !== 'string') return false;
  return POSTGRES_CLIENT_UNAVAILABLE.test(message) || message === UNAVAILABLE_ACROSS_THREADS;
}

/**
 * Whether the database cannot answer just now (stopped, restarting, failing over, its connections cut, its disk
 * read-only or locked), as opposed to refusing this query: worth answering 503 and trying again shortly. Looks
 * through `cause` and an AggregateError's `errors` (Node reports a refused connection to every address of a name so).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableHere(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * An error thrown in a worker thread reaches the event loop structured-cloned: its message, name and cause survive,
 * its code does not, so a refused connection or a 57P01 would read as any other failure (a 500). A worker throws
 * what this returns instead: for an unavailable database an error that isDatabaseUnavailable still recognises on
 * the other side, the original as its cause; anything else as it is.
 */
export function keepUnavailableAcrossThreads(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? new Error(UNAVAILABLE_ACROSS_THREADS, { cause: error }) : error;
}

/** Every database connection is taken and as many queries as may wait already do (db/postgres-pool.ts): a 503. */
export class DatabaseBusy extends Error {
  constructor() {
    super('Every database connection is busy, and as many queries as may wait for one already do.');
    this.name = 'DatabaseBusy';
  }
}
