/**
 * Scale-out: the same archive on one PostgreSQL database served by one instance, then by two (each its own process of
 * the built server, as `npm run serve` starts it), under the same total load. With two, the load is split evenly
 * between them (two autocannon runs at once, half the connections each), as a round-robin balancer would. Reports
 * requests per second and p99 per call for each, beside each other. Writes bench/results/scale-out.md.
 *
 *   npx tsx bench/scale-out.bench.ts [--articles 100000] [--seconds 8] [--connections 50]
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createBenchDatabase } from './bench-database.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { writeBenchResult } from './results-file.js';
import { SERVER_ARGS } from './server-command.js';
import { seedStories } from './seed-stories.js';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(args.connections);
const load: LoadOptions = { connections: CONNECTIONS, seconds: Number(args.seconds), timeoutSeconds: 10, headers: {} };

interface Target {
  name: string;
  paths: string[];
}

/** Runs the same total load over `servers`, split evenly; the sum of their requests per second and the worst p99. */
async function loadSplit(servers: readonly ChildServer[], paths: readonly string[]): Promise<LoadResult> {
  const share = { ...load, connections: Math.max(1, Math.round(CONNECTIONS / servers.length)) };
  await Promise.all(servers.map((server) => runLoad(server.url, paths, { ...share, seconds: 1 })));
  const results = await Promise.all(servers.map((server) => runLoad(server.url, paths, share)));
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
  };
}

async function main(): Promise<void> {
  const database = await createBenchDatabase(POSTGRES_ADMIN_URL);
  const servers: ChildServer[] = [];
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  try {
    const handle = await database.open();
    const seeded = await seedStories(handle.db, { stories: Number(args.articles), years: 5, now: new Date(), batch: 250 });
    await sql`vacuum analyze`.execute(handle.db);
    await handle.db.destroy();
    const ids = seeded.publicIds.slice(-1000);
    const targets: Target[] = [
      { name: 'list page 1', paths: ['/api/v1/public-news?page=1&size=15'] },
      { name: 'list pages 1-200', paths: Array.from({ length: 200 }, (_, index) => `/api/v1/public-news?page=${index + 1}&size=15`) },
      { name: 'one item (1,000 ids)', paths: ids.map((id) => `/api/v1/public-news/${id}`) },
      { name: 'categories', paths: ['/api/v1/categories/get-categories'] },
    ];

    const start = (name: string) =>
      startChildServer({
        name,
        args: [...SERVER_ARGS],
        env: { ...database.env, DATA_DIR: path.join(database.env.DATA_DIR!, name), LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench#Password1' },
        cwd: ROOT,
        readyPath: '/api/v1/ready',
      });
    servers.push(await start('first'));
    const one = new Map<string, LoadResult>();
    for (const target of targets) one.set(target.name, await loadSplit(servers, target.paths));
    servers.push(await start('second'));
    const two = new Map<string, LoadResult>();
    for (const target of targets) two.set(target.name, await loadSplit(servers, target.paths));

    say('# Scale-out, PostgreSQL');
    say();
    say(
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model.trim()} x ${os.cpus().length}, node ${process.version}; ${args.articles} stories; ${CONNECTIONS} connections in all, ${args.seconds} s per run; load average at the end ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    say();
    say('| call | one instance: req/s, p99 ms | two instances: req/s, p99 ms | two / one |');
    say('|---|---|---|---|');
    for (const target of targets) {
      const [a, b] = [one.get(target.name)!, two.get(target.name)!];
      const errors = a.errors + a.non2xx + b.errors + b.non2xx;
      say(
        `| ${target.name} | ${a.requestsPerSecond.toFixed(0)}, ${a.p99Ms} | ${b.requestsPerSecond.toFixed(0)}, ${b.p99Ms} | ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}${errors ? ` (${errors} errors)` : ''} |`,
      );
    }
    say();
    say(
      `The load generator, PostgreSQL and the instances share this machine's ${os.cpus().length} cores: a second instance can only add throughput where one instance leaves a core idle.`,
    );
    writeBenchResult('scale-out', `${lines.join('\n')}\n`);
  } finally {
    for (const server of servers) await server.stop();
    await database.remove();
  }
}

await main();
