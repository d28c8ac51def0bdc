import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { withEmptyPostgres } from '../test/helpers/scratch-postgres.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrator.js';

const INSTANCES = 3;

function configOn(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-start-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Admin#Password1',
    ADMIN_EMAIL: 'admin@school.test',
    ADMIN_FULLNAME: 'Ada Admin',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
  });
  return { config, dataDir };
}

async function startTogether(url: string) {
  const installations = Array.from({ length: INSTANCES }, () => configOn(url));
  const starts = await Promise.allSettled(installations.map(({ config }) => buildApp(config, { logger: false })));
  const apps = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  try {
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(Array(INSTANCES).fill('started'));
    const logins = await Promise.all(
      apps.map((app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'admin', password: 'Admin#Password1' } }),
      ),
    );
    expect(logins.map((login) => login.statusCode)).toEqual(Array(INSTANCES).fill(200));
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    for (const { dataDir } of installations) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Whatever an instance creates on start (schema, categories, the first admin, the limits' table) must be made once
// when several start at the same moment, as in a deployment's first rollout: the scale-out check once failed on it.
describe.runIf(inject('postgresAdminUrl'))('instances starting together on one PostgreSQL database', () => {
  it('all start on an empty database, and share it', async () => {
    await withEmptyPostgres(startTogether);
  });

  it('all start on a database whose migrations were run before any instance started (as a release step or a restore leaves it)', async () => {
    await withEmptyPostgres(async (url) => {
      const { db } = openDatabase({ databaseUrl: url, sqlitePath: ':memory:' });
      await migrateToLatest(db).finally(() => db.destroy());
      await startTogether(url);
    });
  });
});
