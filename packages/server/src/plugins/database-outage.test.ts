/**
 * A running instance whose PostgreSQL goes away: its sessions cut by the server (a restart, a failover,
 * pg_terminate_backend), or the server gone for a while (here a proxy in front of it, cut and restored). The process
 * goes on, answers 503 with Retry-After meanwhile, and serves again once the database is back, without a restart.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { errorMessages, filipinoMessages } from '@newsroom/shared';
import { isDatabaseUnavailable } from '../db/errors.js';
import { bearer, dialects, TestApp, withMaintenanceClient } from '../../test/helpers/test-app.js';
import { createPublishedNews } from '../../test/helpers/news-factory.js';
import { startTcpProxy, type TcpProxy } from '../../test/helpers/tcp-proxy.js';
import { watchForCrashes } from '../../test/helpers/crash-watch.js';
import { EVENTS_CHANNEL } from './instance-events.js';

const databaseOf = (t: TestApp) => new URL(t.config.databaseUrl!).pathname.slice(1);

/** Ends every session of the app's own database, as the server does on a restart. */
const terminateSessions = (t: TestApp) =>
  withMaintenanceClient(async (client) => {
    // In the select list, not the where clause: PostgreSQL may test a where clause's conditions in any order, and
    // terminating before filtering ended every session on the server (other test files' included).
    const { rows } = await client.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseOf(t)],
    );
    return rows.filter((row) => row.ended).length;
  });

/** Resolves once the app hears a message sent on the instance channel by someone else: its LISTEN connection is up. */
async function hearsInstanceChannel(t: TestApp): Promise<void> {
  const heard = vi.spyOn(t.app.publicCache, 'invalidateHere');
  const probe = `news:probe-${Date.now()}`;
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${databaseOf(t)}`;
  const sender = new pg.Client({ connectionString: url.toString() });
  await sender.connect();
  try {
    await vi.waitFor(
      async () => {
        await sender.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ from: 'another instance', cache: [probe] })]);
        expect(heard).toHaveBeenCalledWith([probe]);
      },
      { timeout: 5000, interval: 200 },
    );
  } finally {
    heard.mockRestore();
    await sender.end();
  }
}

describe.runIf(dialects.includes('postgres'))('an instance whose PostgreSQL sessions are cut', () => {
  const t = new TestApp('postgres');
  beforeAll(() => t.start());
  afterAll(() => t.stop());

  it('goes on through the cut, even with a transaction open, then answers health, reads and writes', async () => {
    const news = await createPublishedNews(t, { title: 'Still here after the cut' });
    const token = await t.adminToken();
    const watch = watchForCrashes();
    try {
      // A transaction holds its connection between two statements, as a slow write does: the cut reaches it there.
      const inFlight = t.app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(await terminateSessions(t)).toBeGreaterThanOrEqual(2);
        await sleep(300);
        await sql`select 1`.execute(trx);
      });
      await expect(inFlight).rejects.toSatisfy(isDatabaseUnavailable);
      await sleep(300);

      expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const read = await t.inject({ method: 'GET', url: '/api/v1/user?page=1&size=5', headers: bearer(token) });
      expect(read.statusCode).toBe(200);
      const write = await t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': 'after-the-cut' } });
      expect(write.statusCode).toBe(200);
      await hearsInstanceChannel(t);
      // One break, one new listening connection.
      const listening = await withMaintenanceClient((client) =>
        client.query("select 1 from pg_stat_activity where datname = $1 and query like 'listen %'", [databaseOf(t)]),
      );
      expect(listening.rowCount).toBe(1);
      expect(watch.crashes).toEqual([]);
    } finally {
      watch.stop();
    }
  });
});

describe.runIf(dialects.includes('postgres'))('an instance whose PostgreSQL server goes away for a while (through a proxy)', () => {
  // One worker thread, as a server runs searches (tests run them on the event loop otherwise).
  const t = new TestApp('postgres', { WORK_THREADS: '1' });
  let proxy: TcpProxy;

  beforeAll(async () => {
    await t.prepare();
    const real = new URL(t.config.databaseUrl!);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    t.config.databaseUrl = proxy.proxied(t.config.databaseUrl!);
    await t.startApp();
  });
  afterAll(async () => {
    await proxy.restore();
    await t.stop();
    await proxy.close();
  });

  it('answers 503 with Retry-After in the error shape, keeps serving cached public answers, and recovers by itself', async () => {
    const news = await createPublishedNews(t, { title: 'Cached before the outage' });
    const token = await t.adminToken();
    const list = { method: 'GET' as const, url: '/api/v1/public-news?page=1&size=5' };
    const cached = await t.inject(list);
    expect(cached.statusCode).toBe(200);
    expect((await t.inject(list)).body).toBe(cached.body);

    const watch = watchForCrashes();
    try {
      await proxy.cut();

      const health = await t.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({ status: 'unavailable' });

      const stillCached = await t.inject(list);
      expect(stillCached.statusCode).toBe(200);
      expect(stillCached.body).toBe(cached.body);

      const read = await t.inject({ method: 'GET', url: '/api/v1/user?page=1&size=5', headers: bearer(token) });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: errorMessages.databaseUnavailable });

      const write = await t.inject({
        method: 'POST',
        url: `/api/v1/view-news/${news.id}`,
        headers: { 'visitor-id': 'during', 'accept-language': 'fil' },
      });
      expect(write.statusCode).toBe(503);
      expect(write.headers['retry-after']).toBe('5');
      expect(write.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: filipinoMessages['errorMessages.databaseUnavailable'],
      });
      const login = await t.login('admin', 'Wrong#Password1');
      expect(login.statusCode).toBe(503);
      // Searches run in worker threads with pools of their own: the answer must not depend on where the query ran.
      const search = await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=outage&page=1&size=5' });
      expect(search.statusCode).toBe(503);
      expect(search.headers['retry-after']).toBe('5');
      expect(search.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: errorMessages.databaseUnavailable });

      await proxy.restore();
      const back = Date.now();
      await vi.waitFor(async () => expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200), {
        timeout: 5000,
        interval: 100,
      });
      const writeAgain = await t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': 'after' } });
      expect(writeAgain.statusCode).toBe(200);
      expect(Date.now() - back).toBeLessThan(5000);
      await hearsInstanceChannel(t);
      expect(watch.crashes).toEqual([]);
    } finally {
      watch.stop();
    }
  });
});
