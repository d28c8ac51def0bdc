/**
 * A smaller version of the load bench's overload run, for `npm test`: the built server (as `npm run serve` starts it)
 * on a fresh archive of a few thousand stories, 50 connections for 10 s on the bench's mix (cached pages, random
 * stories, deep pages, first renders, new searches), on SQLite and then PostgreSQL. Checks that it is alive after,
 * that no connection was dropped or answered with an error, and that its memory stayed under the goal. Ends with
 * "load-check: N passed, N failed", which `npm test` counts. Needs the build (`npm run build`).
 *
 *   npx tsx scripts/load-check.ts [--sqlite-only]     (SHOW_OUTPUT=1 prints the server's output too)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBenchDatabase } from '../bench/bench-database.js';
import { captureAnswer, decodedBody } from '../bench/capture-answer.js';
import { startChildServer, type ChildServer } from '../bench/child-server.js';
import { runLoad } from '../bench/load.js';
import { mixOf, readArchive, requestMaker } from '../bench/load-mix.js';
import { MemorySampler } from '../bench/memory-sampler.js';
import { seedStories } from '../bench/seed-stories.js';
import { SERVER_ARGS } from '../bench/server-command.js';

const root = path.resolve(import.meta.dirname, '..');
const STORIES = 3000;
const CONNECTIONS = 50;
const SECONDS = 10;
const RSS_GOAL_MB = 250;
const postgresAdminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let passed = 0;
let failed = 0;

/**
 * The native libraries a reader's request must not load: images (sharp's libvips) are made on uploads, passwords
 * (argon2) checked on sign-in; loaded, they stay and hold about 16 MB (services/media/sharp-library.ts, passwords.ts).
 */
const UPLOAD_AND_SIGN_IN_LIBRARIES = /libvips|sharp-[\w-]+\.node|argon2[\w.-]*\.node/;

/** The shared libraries a process has mapped, by file name. */
function mappedLibraries(pid: number): string[] {
  const files = fs
    .readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/)[5] ?? '')
    .filter((file) => file.startsWith('/'));
  return [...new Set(files.map((file) => path.basename(file)))];
}

function check(name: string, holds: boolean, detail: string): void {
  if (holds) passed += 1;
  else failed += 1;
  console.log(`  ${holds ? '✓' : '✗'} ${name}${holds ? '' : `\n    ${detail}`}`);
}

async function onDatabase(name: string, postgres: boolean): Promise<void> {
  console.log(`load check, ${name}: ${STORIES} stories, ${CONNECTIONS} connections for ${SECONDS} s`);
  const database = await createBenchDatabase(postgres ? postgresAdminUrl : undefined);
  let server: ChildServer | undefined;
  try {
    const handle = await database.open();
    await seedStories(handle.db, { stories: STORIES, years: 2, now: new Date(), batch: 250 });
    const archive = await readArchive(handle.db, { timeZone: 'Asia/Manila', postgres, stories: STORIES });
    await handle.db.destroy();
    server = await startChildServer({
      name: 'server',
      args: [...SERVER_ARGS],
      env: { ...database.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Load#Check-Admin1', PUBLIC_WRITE_LIMIT: '1000000' },
      cwd: root,
      readyPath: '/api/v1/health',
    });
    const sampler = new MemorySampler(server.pid);
    const result = await runLoad(server.url, mixOf(requestMaker(archive)), {
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: 10,
      headers: {},
    });
    const health = await captureAnswer(server.url, '/api/v1/health', {}, 10_000);
    const metrics = await captureAnswer(server.url, '/metrics', {}, 10_000);
    const memory = sampler.stop();
    const heavyLibraries = server.exited() ? [] : mappedLibraries(server.pid).filter((file) => UPLOAD_AND_SIGN_IN_LIBRARIES.test(file));
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(`    ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${statuses}, peak RSS ${memory.peakMb.toFixed(0)} MB`);
    // Where a 503 came from: the heavy work's line (searches, first renders) counts those it refused.
    if (!('error' in metrics)) {
      const heavy = decodedBody(metrics)
        .split('\n')
        .filter((line) => line.startsWith('heavy_work_ended_total'));
      console.log(`    heavy work: ${heavy.map((line) => line.replace(/^heavy_work_ended_total\{outcome="(\w+)"\} /, '$1 ')).join(', ')}`);
    }
    check(
      `${name}: the server is alive after the load`,
      !server.exited() && !('error' in health) && health.status === 200,
      server.exited() ?? 'health did not answer 200',
    );
    check(
      `${name}: no dropped connection, no timeout`,
      result.errors === 0 && result.resets === 0,
      `${result.errors} errors (${result.timeouts} timeouts), ${result.resets} resets`,
    );
    check(`${name}: every answer a 200`, result.non2xx === 0 && result.requests > 0, statuses);
    check(`${name}: resident memory under ${RSS_GOAL_MB} MB`, memory.peakMb < RSS_GOAL_MB, `peak ${memory.peakMb.toFixed(0)} MB`);
    check(`${name}: readers' requests load no image or password library`, heavyLibraries.length === 0, heavyLibraries.join(', '));
    if (server.exited() || process.env.SHOW_OUTPUT) console.log(server.output());
  } finally {
    await server?.stop();
    await database.remove();
  }
}

await onDatabase('SQLite', false);
if (!process.argv.includes('--sqlite-only')) await onDatabase('PostgreSQL', true);
console.log(`load-check: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
