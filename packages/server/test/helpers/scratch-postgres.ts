/** A fresh, empty PostgreSQL database for one test, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export async function withEmptyPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `newsroom_test_scratch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
