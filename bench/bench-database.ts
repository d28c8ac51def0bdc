/** A throw-away database for one bench run: a temporary SQLite file or a uniquely named PostgreSQL database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/connection.js';
import { migrateToLatest } from '../packages/server/src/db/migrator.js';
import { seedCategories } from '../packages/server/src/modules/categories/seed-categories.js';

export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  /** DATA_DIR (and DATABASE_URL on PostgreSQL): the environment that points the server at this database. */
  env: Record<string, string>;
  /** Opens it as the server does, with its schema and categories, so rows seeded here are what the server expects. */
  open(): Promise<DatabaseHandle>;
  /** Deletes the data directory and drops the PostgreSQL database. Call once the server has stopped. */
  remove(): Promise<void>;
}

async function onPostgres(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database; on PostgreSQL when `postgresAdminUrl` is given (a role allowed to create databases). */
export async function createBenchDatabase(postgresAdminUrl?: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-http-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let databaseName: string | undefined;
  if (postgresAdminUrl) {
    databaseName = `newsroom_http_bench_${randomBytes(4).toString('hex')}`;
    await onPostgres(postgresAdminUrl, `create database ${databaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  // The server's own config decides where the SQLite file lives, so both sides open the same one.
  const config = loadConfig(env);
  return {
    dialect: postgresAdminUrl ? 'postgres' : 'sqlite',
    env,
    async open() {
      const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
      await migrateToLatest(handle.db);
      await seedCategories(handle.db);
      return handle;
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (postgresAdminUrl && databaseName) await onPostgres(postgresAdminUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}
