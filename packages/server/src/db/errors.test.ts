import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, keepUnavailableAcrossThreads } from './errors.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['a connection that timed out', coded('ETIMEDOUT')],
    ['PostgreSQL stopping or pg_terminate_backend (admin_shutdown)', coded('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up or shutting down (cannot_connect_now)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', coded('08006')],
    ['too many connections', coded('53300')],
    ['a standby refusing a write after a failover', coded('25006', 'cannot execute INSERT in a read-only transaction')],
    ['a read-only SQLite file', coded('SQLITE_READONLY')],
    ['a SQLite database moved away', coded('SQLITE_READONLY_DBMOVED')],
    ['a SQLite write that failed on the disk', coded('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['a SQLite file that cannot be opened', coded('SQLITE_CANTOPEN')],
    ['a SQLite lock held past busy_timeout', coded('SQLITE_BUSY', 'database is locked')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['node-postgres using a connection it lost', new Error('Client has encountered a connection error and is not queryable')],
    ['node-postgres connecting for too long', new Error('timeout expired')],
    [
      'a pool connection timing out',
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
    ],
    ['a cause further down', new Error('saving failed', { cause: coded('ECONNREFUSED') })],
    ['every address of a name refusing', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed')],
  ])('recognises %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a value PostgreSQL cannot store', coded('22P02')],
    ['a syntax error', coded('42601')],
    ['a full disk (its own answer, 507)', coded('SQLITE_FULL')],
    ['a SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('something else')],
    ['a text that only looks like a lost connection', { message: 'Connection terminated unexpectedly' }],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('ends on an error that is its own cause', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('keepUnavailableAcrossThreads', () => {
  it('keeps an unavailable database recognisable through the structured clone that carries errors out of a worker thread', () => {
    const refused = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable(structuredClone(refused))).toBe(false);
    const crossed = structuredClone(keepUnavailableAcrossThreads(refused));
    expect(isDatabaseUnavailable(crossed)).toBe(true);
    expect((crossed as Error).cause).toMatchObject({ message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('leaves any other error as it is', () => {
    const refused = coded('23505', 'duplicate key value violates unique constraint');
    expect(keepUnavailableAcrossThreads(refused)).toBe(refused);
  });
});
