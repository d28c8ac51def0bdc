/**
 * Faults (issue 23: under load and faults it must bend, not break): the built server, started as `npm run serve`
 * starts it, under a light load (cached answers, signed-in reads, new searches, writes, a health probe) while its
 * database goes away and comes back.
 * - PostgreSQL: the database's sessions terminated (a restart's or a failover's cut), then the PostgreSQL server
 *   stopped for --outage-seconds and started again (`pg_ctlcluster ... main stop`, then `start`).
 * - SQLite: the data folder read-only for --outage-seconds (chattr +i, packages/server/test/helpers/read-only-folder.ts
 *   says why), then writable again.
 * Reports whether the process exited (it must not), the statuses seen before, during and after each fault (503 with
 * Retry-After meanwhile, cached answers still 200), and the seconds from the database's return until health answers
 * 200 and a write succeeds. Writes bench/results/faults.md.
 *
 *   npx tsx bench/faults.bench.ts [--only sqlite,postgres] [--outage-seconds 10] [--via-proxy]
 *
 * The PostgreSQL half STOPS THIS MACHINE'S POSTGRESQL SERVER for the outage, and with it every other user's work:
 * run it at a quiet time. With --via-proxy the server reaches PostgreSQL through a TCP proxy of the bench's own,
 * and the stop cuts the proxy (every connection reset, new ones refused) instead: the same scenario, the shared server
 * untouched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createBenchDatabase, type BenchDatabase } from './bench-database.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { writeBenchResult } from './results-file.js';
import { SERVER_ARGS } from './server-command.js';
import { seedStories } from './seed-stories.js';
import { makeFolderReadOnly } from '../packages/server/test/helpers/read-only-folder.js';
import { startTcpProxy, type TcpProxy } from '../packages/server/test/helpers/tcp-proxy.js';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'sqlite,postgres' },
    'outage-seconds': { type: 'string', default: '10' },
    'via-proxy': { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTAGE_MS = Number(args['outage-seconds']) * 1000;
const ADMIN_PASSWORD = 'Bench#Password1';
/** Four readers and writers, one request at a time each, a short pause between: a school's quiet hour, not a stress test. */
const WORKERS = 4;
const PAUSE_MS = 25;
const HEALTH_PROBE_MS = 250;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a fault's effects are watched after it, and how long recovery may take before it counts as failed. */
const AFTERMATH_MS = 3_000;
const RECOVERY_LIMIT_MS = 60_000;

type Kind = 'health' | 'cached list' | 'cached page' | 'read (signed in)' | 'new search' | 'write';

interface Seen {
  phase: string;
  kind: Kind;
  /** The status, or the error's code when no answer came. */
  outcome: string;
  /** A 503 with Retry-After and, outside health, the error shape. */
  wellFormed503?: boolean;
}

interface Fault {
  name: string;
  /** Brings the database down; returns how to bring it back (undefined: it comes back by itself, as after a cut). */
  start(): Promise<(() => Promise<void>) | undefined>;
}

interface Recovery {
  fault: string;
  healthSeconds?: number;
  writeSeconds?: number;
}

class Site {
  private constructor(
    readonly server: ChildServer,
    private readonly storyIds: readonly string[],
    private readonly token: string,
  ) {}

  static async open(server: ChildServer, storyIds: readonly string[]): Promise<Site> {
    const unsigned = new Site(server, storyIds, '');
    const login = await unsigned.request('POST', '/api/v1/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    if (!login.ok) throw new Error(`could not sign in as admin: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return new Site(server, storyIds, accessToken);
  }

  request(method: string, url: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    return fetch(this.server.url + url, {
      method,
      headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  private randomStory(): string {
    return this.storyIds[Math.floor(Math.random() * this.storyIds.length)]!;
  }

  send(kind: Kind): Promise<Response> {
    switch (kind) {
      case 'health':
        return this.request('GET', '/api/v1/health');
      case 'cached list':
        return this.request('GET', '/api/v1/public-news?page=1&size=15');
      case 'cached page':
        return this.request('GET', '/');
      case 'read (signed in)':
        // Never cached: the session is checked and the list read from the database each time.
        return this.request('GET', '/api/v1/user?page=1&size=15', { headers: { authorization: `Bearer ${this.token}` } });
      case 'new search':
        // A query not asked before: no cached answer, the search runs in a worker thread with its own connections.
        return this.request('GET', `/api/v1/fuzzy-search-news?query=school${Math.floor(Math.random() * 1e9)}&page=1&size=5`);
      case 'write':
        return this.request('POST', `/api/v1/view-news/${this.randomStory()}`, { headers: { 'visitor-id': `bench-${Math.random()}` } });
    }
  }
}

async function outcomeOf(kind: Kind, response: Promise<Response>): Promise<Pick<Seen, 'outcome' | 'wellFormed503'>> {
  try {
    const answer = await response;
    const text = await answer.text();
    if (answer.status !== 503) return { outcome: String(answer.status) };
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: not well formed.
    }
    const shaped =
      kind === 'health'
        ? body.status === 'unavailable'
        : body.statusCode === 503 && typeof body.error === 'string' && typeof body.message === 'string';
    return { outcome: '503', wellFormed503: shaped && answer.headers.has('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { outcome: cause?.code ?? (error as Error).name };
  }
}

/** The light load: workers cycling through the kinds, and a health probe; every answer noted with the phase it began in. */
class LightLoad {
  readonly seen: Seen[] = [];
  phase = 'before';
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly site: Site,
    kinds: readonly Kind[],
  ) {
    for (let worker = 0; worker < WORKERS; worker += 1) this.loops.push(this.loop(kinds, worker, PAUSE_MS));
    this.loops.push(this.loop(['health'], 0, HEALTH_PROBE_MS));
  }

  private async loop(kinds: readonly Kind[], offset: number, pauseMs: number): Promise<void> {
    for (let turn = offset; this.running; turn += 1) {
      const kind = kinds[turn % kinds.length]!;
      const phase = this.phase;
      this.seen.push({ phase, kind, ...(await outcomeOf(kind, this.site.send(kind))) });
      await sleep(pauseMs);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** Seconds from now until `kind` answers 200, tried every 100 ms. */
async function secondsUntilOk(site: Site, kind: Kind): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < RECOVERY_LIMIT_MS) {
    if ((await outcomeOf(kind, site.send(kind))).outcome === '200') return (performance.now() - started) / 1000;
    await sleep(100);
  }
  return undefined;
}

function summary(seen: readonly Seen[]): string {
  if (seen.length === 0) return '-';
  const counts = new Map<string, number>();
  for (const { outcome } of seen) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const parts = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, count]) => `${outcome} x${count}`);
  const unavailable = seen.filter((entry) => entry.outcome === '503');
  const malformed = unavailable.filter((entry) => !entry.wellFormed503).length;
  if (unavailable.length > 0)
    parts.push(malformed === 0 ? '(every 503 with Retry-After)' : `(${malformed} 503 without Retry-After or the error shape)`);
  return parts.join(', ');
}

async function onPostgres(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const postgresCluster = () => fs.readdirSync('/etc/postgresql')[0]!;
const pgCtlCluster = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', postgresCluster(), 'main', action], { stdio: 'inherit' });

function postgresFaults(database: BenchDatabase, proxy: TcpProxy | undefined): Fault[] {
  const name = new URL(database.env.DATABASE_URL!).pathname.slice(1);
  return [
    {
      name: 'sessions terminated',
      async start() {
        const { rowCount } = await onPostgres('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        console.log(`terminated ${rowCount} sessions`);
        return undefined;
      },
    },
    {
      name: proxy ? `server gone ${OUTAGE_MS / 1000} s (the proxy cut)` : `server stopped ${OUTAGE_MS / 1000} s`,
      async start() {
        if (proxy) {
          await proxy.cut();
          return () => proxy.restore();
        }
        pgCtlCluster('stop');
        return async () => void pgCtlCluster('start');
      },
    },
  ];
}

function sqliteFaults(database: BenchDatabase): Fault[] {
  return [
    {
      name: `data folder read-only ${OUTAGE_MS / 1000} s`,
      async start() {
        const makeWritable = makeFolderReadOnly(database.env.DATA_DIR!);
        return async () => makeWritable();
      },
    },
  ];
}

async function runDialect(dialect: 'sqlite' | 'postgres', say: (line?: string) => void): Promise<boolean> {
  const database = await createBenchDatabase(dialect === 'postgres' ? POSTGRES_ADMIN_URL : undefined);
  const postgres = new URL(POSTGRES_ADMIN_URL);
  const proxy =
    dialect === 'postgres' && args['via-proxy'] ? await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) }) : undefined;
  let server: ChildServer | undefined;
  let load: LightLoad | undefined;
  let bringBack: (() => Promise<void>) | undefined;
  const recoveries: Recovery[] = [];
  try {
    const handle = await database.open();
    const { publicIds } = await seedStories(handle.db, { stories: 300, years: 1, now: new Date(), batch: 100, authors: 0 });
    await handle.db.destroy();
    const env: Record<string, string> = { ...database.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD, PUBLIC_WRITE_LIMIT: '1000000' };
    if (proxy) env.DATABASE_URL = proxy.proxied(env.DATABASE_URL!);
    server = await startChildServer({ name: `server on ${dialect}`, args: [...SERVER_ARGS], env, cwd: ROOT, readyPath: '/api/v1/ready' });
    const site = await Site.open(server, publicIds.slice(-100));
    // Rendered pages need the web build (`npm run bench` makes it); without one, the API's cached answers stand for them.
    const pages = fs.existsSync(path.join(ROOT, 'packages/web/dist/index.html'));
    const kinds: Kind[] = ['cached list', ...(pages ? (['cached page'] as const) : []), 'read (signed in)', 'new search', 'write'];
    for (const kind of kinds) await outcomeOf(kind, site.send(kind));
    load = new LightLoad(site, kinds);
    await sleep(AFTERMATH_MS);

    const faults = dialect === 'postgres' ? postgresFaults(database, proxy) : sqliteFaults(database);
    for (const fault of faults) {
      load.phase = fault.name;
      console.log(`${dialect}: ${fault.name}`);
      bringBack = await fault.start();
      if (bringBack) {
        await sleep(OUTAGE_MS);
        await bringBack();
        bringBack = undefined;
      }
      load.phase = `after ${fault.name}`;
      const [healthSeconds, writeSeconds] = await Promise.all([secondsUntilOk(site, 'health'), secondsUntilOk(site, 'write')]);
      recoveries.push({ fault: fault.name, healthSeconds, writeSeconds });
      await sleep(AFTERMATH_MS);
    }
    await load.stop();
    const { seen } = load;
    load = undefined;

    const exited = server.exited();
    say(
      `## ${dialect === 'postgres' ? `PostgreSQL${proxy ? ' (through the bench\'s proxy: "gone" is the proxy cut, the server untouched)' : ''}` : 'SQLite'}`,
    );
    say();
    say(`The process ${exited ? `**exited** (${exited})` : 'did not exit'}. Answers by the phase in which they were asked:`);
    say();
    const columns: Kind[] = [...kinds, 'health'];
    say(`| phase | ${columns.join(' | ')} |`);
    say(`|---|${columns.map(() => '---|').join('')}`);
    for (const phase of new Set(seen.map((entry) => entry.phase))) {
      const inPhase = seen.filter((entry) => entry.phase === phase);
      say(`| ${phase} | ${columns.map((kind) => summary(inPhase.filter((entry) => entry.kind === kind))).join(' | ')} |`);
    }
    say();
    say('| after the database is back | health 200 after | a write 200 after |');
    say('|---|---|---|');
    const seconds = (value: number | undefined) => (value === undefined ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : `${value.toFixed(1)} s`);
    for (const recovery of recoveries) say(`| ${recovery.fault} | ${seconds(recovery.healthSeconds)} | ${seconds(recovery.writeSeconds)} |`);
    say();
    return !exited && recoveries.every((recovery) => recovery.healthSeconds !== undefined && recovery.writeSeconds !== undefined);
  } finally {
    await load?.stop();
    // Never leave the machine's PostgreSQL stopped, or a folder read-only, whatever failed.
    await bringBack?.().catch((error: unknown) => console.error('could not bring the database back:', error));
    await server?.stop();
    await proxy?.close();
    await database.remove();
  }
}

async function main(): Promise<void> {
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  const dialects = (['sqlite', 'postgres'] as const).filter((dialect) => args.only.split(',').includes(dialect));
  say('# Faults: the database away and back, under a light load');
  say();
  say(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model.trim()} x ${os.cpus().length}, node ${process.version}; ` +
      `${WORKERS} workers (one request at a time each, ${PAUSE_MS} ms apart) and a health probe every ${HEALTH_PROBE_MS} ms; outages of ${OUTAGE_MS / 1000} s`,
  );
  say();
  let passed = true;
  for (const dialect of dialects) {
    try {
      passed = (await runDialect(dialect, say)) && passed;
    } catch (error) {
      passed = false;
      say(`## ${dialect}: the run failed`);
      say();
      say(`    ${String(error).split('\n').join('\n    ')}`);
      say();
    }
  }
  writeBenchResult('faults', `${lines.join('\n')}\n`);
  if (!passed) process.exit(1);
}

await main();
