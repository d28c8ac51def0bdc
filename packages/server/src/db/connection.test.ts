import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connection.js';
import { createPostgresPool } from './postgres-pool.js';
import { DatabaseBusy, isDatabaseUnavailable } from './errors.js';

const adminUrl = inject('postgresAdminUrl');

describe.runIf(adminUrl)('openDatabase on PostgreSQL', () => {
  const name = `newsroom_test_connection_${randomBytes(4).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    await maintenance.connect();
    await maintenance.query(`create database ${name}`);
  });
  afterAll(async () => {
    await maintenance.query(`drop database if exists ${name} with (force)`);
    await maintenance.end();
  });

  const databaseUrl = () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const killSessions = () => maintenance.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

  it('survives an idle connection killed by the server, reports it, and answers the next query', async () => {
    const broken: Error[] = [];
    const { db } = openDatabase({ databaseUrl: databaseUrl(), sqlitePath: ':memory:', onConnectionError: (error) => broken.push(error) });
    try {
      await sql`select 1`.execute(db);
      const killed = await killSessions();
      expect(killed.rowCount).toBe(1);
      await vi.waitFor(() => expect(broken).toHaveLength(1), { timeout: 5000 });
      expect(broken[0]!.message).toMatch(/terminat/i);
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await db.destroy();
    }
  });

  it('survives a checked-out connection killed by the server: reported, its next query fails as unavailable, the pool replaces it', async () => {
    const broken: Error[] = [];
    const pool = createPostgresPool({ connectionString: databaseUrl(), max: 2, onConnectionError: (error) => broken.push(error) });
    try {
      // Checked out and between two queries: the pool itself listens to idle connections only.
      const connection = await pool.connect();
      await connection.query('select 1');
      expect((await killSessions()).rowCount).toBe(1);
      await vi.waitFor(() => expect(broken.length).toBeGreaterThan(0), { timeout: 5000 });
      expect(broken[0]).toMatchObject({ code: '57P01' });
      await expect(connection.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
      connection.release();
      const { rows } = await pool.query<{ answer: number }>('select 42 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('refuses a query at once past the queries allowed to wait for a connection, and serves those that waited', async () => {
    const pool = createPostgresPool({ connectionString: databaseUrl(), max: 1, maxWaiting: 2, onConnectionError: () => {} });
    try {
      const held = await pool.connect();
      const first = pool.query('select 1 as one');
      const second = pool.connect().then((client) => client.release());
      expect(pool.waitingCount).toBe(2);
      await expect(pool.connect()).rejects.toBeInstanceOf(DatabaseBusy);
      await expect(pool.query('select 2')).rejects.toBeInstanceOf(DatabaseBusy);
      held.release();
      expect((await first).rows).toEqual([{ one: 1 }]);
      await second;
      expect((await pool.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
    } finally {
      await pool.end();
    }
  });

  it('prepares a query text once per connection, by name, and sends it unnamed once a migration made it stale', async () => {
    const { db } = openDatabase({ databaseUrl: databaseUrl(), sqlitePath: ':memory:', poolSize: 1 });
    try {
      await sql`create table prepared_probe (a integer)`.execute(db);
      await sql`insert into prepared_probe (a) values (${1})`.execute(db);
      const read = () => sql<Record<string, unknown>>`select * from prepared_probe where a = ${1}`.execute(db);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows.filter((row) => row.statement.startsWith('select * from prepared_probe'))).toEqual([
        { name: expect.stringMatching(/^newsroom_\d+$/), statement: 'select * from prepared_probe where a = $1' },
      ]);
      // What a newer instance's migration does beside this one: the prepared statement's columns are no longer the table's.
      await sql`alter table prepared_probe add column b integer`.execute(db);
      expect((await read()).rows).toEqual([{ a: 1, b: null }]);
    } finally {
      await db.destroy();
    }
  });
});

describe('openDatabase on SQLite', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    handle = undefined;
  });

  function openSqlite() {
    handle = openDatabase({ sqlitePath: ':memory:' });
    if (handle.client.dialect !== 'sqlite') throw new Error('expected SQLite');
    return { db: handle.db, sqlite: handle.client.database };
  }

  it('leaves no trace of deleted text in the database file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-secure-delete-'));
    try {
      handle = openDatabase({ sqlitePath: path.join(dir, 'site.sqlite') });
      const { db } = handle;
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      for (let index = 0; index < 20; index += 1) await sql`insert into notes (body) values (${`kept note ${index}`})`.execute(db);
      await sql`insert into notes (body) values (${'Erase-me: Maria Clara, maria.clara@school.test'})`.execute(db);
      await sql`delete from notes where body like ${'Erase-me%'}`.execute(db);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      const bytes = fs.readFileSync(path.join(dir, 'site.sqlite'));
      expect(bytes.includes('kept note 7')).toBe(true);
      expect(bytes.includes('maria.clara@school.test')).toBe(false);
    } finally {
      await handle?.db.destroy();
      handle = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compiles a SQLite statement once and reuses it for the same text', async () => {
    const { db, sqlite } = openSqlite();
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    const prepare = vi.spyOn(sqlite, 'prepare');
    await db
      .insertInto('notes' as never)
      .values({ body: 'one' } as never)
      .execute();
    await db
      .insertInto('notes' as never)
      .values({ body: 'two' } as never)
      .execute();
    const read = () => sql<{ body: string }>`select body from notes where id >= ${1} order by id`.execute(db);
    expect((await read()).rows).toEqual([{ body: 'one' }, { body: 'two' }]);
    expect((await read()).rows).toEqual([{ body: 'one' }, { body: 'two' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('gives the right rows from a reused statement after the schema changed', async () => {
    const { db } = openSqlite();
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values ('one')`.execute(db);
    const read = () => sql.raw<Record<string, unknown>>('select * from notes').execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: 'one' }]);
    await sql`alter table notes add column title text default 'untitled'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: 'one', title: 'untitled' }]);
  });
});
