import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from './connection.js';

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

  it('survives an idle connection killed by the server, reports it, and answers the next query', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const broken: Error[] = [];
    const { db } = openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:', onIdleConnectionError: (error) => broken.push(error) });
    try {
      await sql`select 1`.execute(db);
      const killed = await maintenance.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      expect(killed.rowCount).toBe(1);
      await vi.waitFor(() => expect(broken).toHaveLength(1), { timeout: 5000 });
      expect(broken[0]!.message).toMatch(/terminat/i);
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await db.destroy();
    }
  });
});
