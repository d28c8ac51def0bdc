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
  /** Deletes the data directory and drops the PostgreSQL database (a kept one stays). Call once the server has stopped. */
  remove(): Promise<void>;
  /** Whether a kept database was there already (seeded by an earlier run). */
  existed: boolean;
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

async function postgresDatabaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * A fresh database; on PostgreSQL when `postgresAdminUrl` is given (a role allowed to create databases). With
 * `keptAs`, the database of that name is reused when an earlier run kept it, and kept after this one (to measure
 * again without seeding again).
 */
export async function createBenchDatabase(postgresAdminUrl?: string, keptAs?: string): Promise<BenchDatabase> {
  const keptDir = keptAs && path.join(os.tmpdir(), `newsroom-bench-${keptAs}`);
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-http-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let existed = keptDir !== undefined && !postgresAdminUrl && fs.existsSync(path.join(keptDir, 'newsroom.sqlite'));
  let databaseName: string | undefined;
  if (postgresAdminUrl) {
    databaseName = keptAs ? `newsroom_bench_${keptAs.replace(/\W/g, '_')}` : `newsroom_http_bench_${randomBytes(4).toString('hex')}`;
    existed = keptAs !== undefined && (await postgresDatabaseExists(postgresAdminUrl, databaseName));
    if (!existed) await onPostgres(postgresAdminUrl, `create database ${databaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  // The server's own config decides where the SQLite file lives, so both sides open the same one.
  const config = loadConfig(env);
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  return {
    dialect: postgresAdminUrl ? 'postgres' : 'sqlite',
    env,
    async open() {
      const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
      await migrateToLatest(handle.db);
      await seedCategories(handle.db);
      return handle;
    },
    existed,
    async remove() {
      if (keptAs) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (postgresAdminUrl && databaseName) await onPostgres(postgresAdminUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}
