/**
 * HTTP benchmark of what readers hit most, at archive scale. Seeds N stories into a fresh database (SQLite, or
 * PostgreSQL with --postgres), starts the built server as a child process so its resident memory is its own, and
 * drives each call with autocannon; then drives a bare Fastify server sending the very same bytes, whose
 * throughput is the ceiling the real figure is a share of. Prints each figure beside its goal and writes the table
 * to bench/results/http-<dialect>.md.
 *
 *   npx tsx bench/http.bench.ts [--articles 100000] [--seconds 8] [--connections 50] [--postgres] [--skip-build]
 *     [--timeout 10] [--warmup 1] [--rotation 1000] [--years 5] [--accept-encoding "gzip, deflate, br"]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { BARE_READY_PATH, startBareServer, toBareAnswer, type BareAnswers } from './bare-answers.js';
import { captureAnswer, itemCount, type CapturedAnswer } from './capture-answer.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { writeBenchResult } from './results-file.js';
import { SERVER_ARGS } from './server-command.js';
import { markdown, shareOf, textHeader, textRow, type ReportRow } from './http-report.js';
import { describeGoal, httpTargets, verdict, type Target } from './http-targets.js';
import { runLoad, type LoadOptions } from './load.js';
import { MemorySampler } from './memory-sampler.js';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    /** Seconds before a request counts as failed, under load and when its answer is first fetched. */
    timeout: { type: 'string', default: '10' },
    /** Seconds of unmeasured load before each measured run, so both servers are measured warm. */
    warmup: { type: 'string', default: '1' },
    /** How many stories the item and article-page targets rotate over. */
    rotation: { type: 'string', default: '1000' },
    years: { type: 'string', default: '5' },
    /**
     * Sent as Accept-Encoding when given (e.g. "gzip, deflate, br"). Off by default: autocannon decodes every body
     * into a string, and compressed (binary) bodies cost it several times what text does, so with compression
     * autocannon itself becomes the ceiling (about 3,000 answers/s here) and its own delays fill the p99.
     */
    'accept-encoding': { type: 'string', default: '' },
    postgres: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const STORIES = Number(args.articles);
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The server's resident memory must stay under this through the whole bench. */
const RSS_GOAL_MB = 250;
const REQUEST_HEADERS: Record<string, string> = args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {};
const load: LoadOptions = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  timeoutSeconds: Number(args.timeout),
  headers: REQUEST_HEADERS,
};
const warmup: LoadOptions = { ...load, seconds: Number(args.warmup) };
const dialectName = args.postgres ? 'PostgreSQL' : 'SQLite';
const SERVER_READY_PATH = '/api/v1/health';

function build(): void {
  const steps = [['packages/shared'], ['packages/server']];
  // The shell and HTML pages come from the web build; build it too when there is none.
  if (!fs.existsSync(path.join(ROOT, 'packages/web/dist/index.html'))) steps.splice(1, 0, ['packages/web']);
  for (const [workspace] of steps) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace!], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed:\n${result.stdout}${result.stderr}`);
  }
}

function commitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return `commit ${commit}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

/** Evenly spread over the archive, so the rotation reads old and new stories alike. */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, items.length / count);
  return Array.from({ length: Math.min(count, items.length) }, (_, index) => items[Math.floor(index * step)]!);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * Waits until the server answers a cheap request again. A server keeps working on requests whose client has gone
 * (a timed-out fetch, the warm-up's last 50); the health check queues behind them, so the next run starts clean.
 */
async function settle(server: ChildServer, readyPath: string): Promise<void> {
  await captureAnswer(server.url, readyPath, {}, 120_000);
}

/** A warm-up run, then the measured run, each followed by the server catching up. */
async function measure(server: ChildServer, readyPath: string, paths: readonly string[]) {
  await runLoad(server.url, paths, warmup);
  await settle(server, readyPath);
  const result = await runLoad(server.url, paths, load);
  await settle(server, readyPath);
  return result;
}

/** Fetches every path of the target once; a target whose answers fail its goal outright is not put under load. */
async function captureTarget(
  server: ChildServer,
  target: Target,
): Promise<{ answers: Map<string, CapturedAnswer>; row: Partial<ReportRow>; loadable: boolean }> {
  const answers = new Map<string, CapturedAnswer>();
  let bytes = 0;
  let items: number | undefined;
  for (const requestPath of target.paths) {
    const capture = await captureAnswer(server.url, requestPath, REQUEST_HEADERS, load.timeoutSeconds * 1000);
    if ('error' in capture) {
      await settle(server, SERVER_READY_PATH);
      return { answers, row: { note: `${requestPath}: ${capture.error}` }, loadable: false };
    }
    if (capture.status !== 200) {
      return {
        answers,
        row: { bytes: capture.body.length, note: `${requestPath}: status ${capture.status} after ${seconds(capture.ms)}` },
        loadable: false,
      };
    }
    answers.set(requestPath, capture);
    bytes += capture.body.length;
    const count = itemCount(capture);
    if (count !== undefined) items = Math.max(items ?? 0, count);
  }
  const row: Partial<ReportRow> = { bytes: bytes / target.paths.length, items };
  if (target.goal.kind === 'bounded' && (items === undefined || items > target.goal.maxItems)) {
    const first = answers.get(target.paths[0]!)!;
    return {
      answers,
      row: { ...row, note: `${items ?? 'no list of'} items, ${(first.body.length / 1e6).toFixed(1)} MB in ${seconds(first.ms)}; not loaded` },
      loadable: false,
    };
  }
  return { answers, row, loadable: true };
}

async function measureTarget(server: ChildServer, target: Target, sampler: MemorySampler, answersFile: string): Promise<ReportRow> {
  sampler.startWindow();
  const base = { name: target.name, shown: target.shown, goal: describeGoal(target.goal) };
  const captured = await captureTarget(server, target);
  if (!captured.loadable) {
    return { ...base, ...captured.row, peakRssMb: sampler.windowPeakMb(), verdict: verdict(target.goal, { allOk: false }) };
  }
  const real = await measure(server, SERVER_READY_PATH, target.paths);
  const peakRssMb = sampler.windowPeakMb();

  const bareAnswers: BareAnswers = {};
  for (const [requestPath, answer] of captured.answers) bareAnswers[requestPath] = toBareAnswer(answer);
  const bareServer = await startBareServer(answersFile, bareAnswers);
  let bare;
  const notes: string[] = [];
  try {
    const [firstPath, firstAnswer] = [...captured.answers][0]!;
    const replayed = await captureAnswer(bareServer.url, firstPath, REQUEST_HEADERS, load.timeoutSeconds * 1000);
    if ('error' in replayed || !replayed.body.equals(firstAnswer.body)) notes.push('the bare server did not replay the same bytes');
    bare = await measure(bareServer, BARE_READY_PATH, target.paths);
  } finally {
    await bareServer.stop();
  }
  const row: ReportRow = { ...base, ...captured.row, real, bare, peakRssMb, verdict: '' };
  row.verdict = verdict(target.goal, {
    allOk: true,
    maxItems: row.items,
    share: shareOf(row),
    p99Ms: real.p99Ms,
    completed: real.requests,
    loadErrors: real.errors + real.non2xx,
  });
  if (real.requests === 0) notes.push(`no answer completed within the ${load.seconds} s run`);
  if (bare.errors + bare.non2xx > 0) notes.push(`the bare server had ${bare.errors + bare.non2xx} errors`);
  return notes.length > 0 ? { ...row, note: notes.join('; ') } : row;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  if (!args['skip-build']) {
    const buildStarted = performance.now();
    build();
    console.log(`built in ${seconds(performance.now() - buildStarted)}`);
  }
  // Imported once built: the server's modules they load import the shared package's dist.
  const { createBenchDatabase } = await import('./bench-database.js');
  const { seedStories } = await import('./seed-stories.js');
  const database = await createBenchDatabase(args.postgres ? POSTGRES_ADMIN_URL : undefined);
  let server: ChildServer | undefined;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bare-'));
  try {
    // Seeded by this process through the server's own connection and migrations, then closed before the server starts.
    const handle = await database.open();
    const now = new Date();
    const seedStarted = performance.now();
    let reported = 0;
    const seeded = await seedStories(handle.db, {
      stories: STORIES,
      years: Number(args.years),
      now,
      batch: 250,
      onProgress: (count) => {
        if (count - reported < STORIES / 10 && count < STORIES) return;
        reported = count;
        console.log(`  seeded ${count}/${STORIES} stories (${seconds(performance.now() - seedStarted)})`);
      },
    });
    // A bulk load leaves PostgreSQL without planner statistics and visibility map until autovacuum comes by (within
    // about a minute on a live server); without them it joins every row before sorting. Measure the steady state.
    if (args.postgres) await sql`vacuum analyze`.execute(handle.db);
    const category = await handle.db.selectFrom('categories').select('slug').orderBy('name_key').executeTakeFirstOrThrow();
    await handle.db.destroy();
    const seedLine = `seeded ${STORIES} stories (${seeded.publicIds.length} public) in ${seconds(seeded.seconds * 1000)}, of which search indexing ${seconds(seeded.indexSeconds * 1000)}`;
    console.log(seedLine);

    const middle = new Date(now.getTime() - (Number(args.years) / 2) * 365.25 * 86_400_000);
    const targets = httpTargets({
      storyIds: spread(seeded.publicIds, Number(args.rotation)),
      categorySlug: category.slug,
      month: { year: middle.getUTCFullYear(), month: middle.getUTCMonth() + 1 },
    });

    server = await startChildServer({
      name: 'server',
      args: [...SERVER_ARGS],
      env: { ...database.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench#Password1', PUBLIC_WRITE_LIMIT: '1000000' },
      cwd: ROOT,
      readyPath: SERVER_READY_PATH,
    });
    const sampler = new MemorySampler(server.pid);
    // Once, over every measured answer together: a server that has been running has compiled its hot code, and
    // without this the first target alone paid for that (list page 1's p99 was 21-23 ms where page 500's was 12).
    await runLoad(
      server.url,
      targets.filter((target) => target.goal.kind === 'ceiling').flatMap((target) => target.paths),
      { ...load, seconds: 3 },
    );
    await settle(server, SERVER_READY_PATH);
    const context = [
      `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model.trim()} x ${os.cpus().length}, node ${process.version}, ${commitDescription()}`,
      `${STORIES} stories, autocannon ${load.connections} connections, ${load.seconds} s per run (after ${warmup.seconds} s warm-up, and 3 s over all of them once at start), real then bare, one at a time; ` +
        `${args['accept-encoding'] ? `accept-encoding: ${args['accept-encoding']}` : 'no accept-encoding (uncompressed answers)'}; load average at start ${loadAverage()}`,
    ];
    console.log(`\nHTTP, ${dialectName}\n${context.join('\n')}\n`);
    console.log(textHeader());

    const rows: ReportRow[] = [];
    for (const target of targets) {
      const down = server.exited();
      const row: ReportRow = down
        ? { name: target.name, shown: target.shown, goal: describeGoal(target.goal), verdict: 'FAIL', note: `not run: the server ${down}` }
        : await measureTarget(server, target, sampler, path.join(workDir, 'answers.json'));
      if (!down && server.exited()) row.note = `${row.note ? `${row.note}; ` : ''}the server ${server.exited()}`;
      rows.push(row);
      console.log(textRow(row));
    }

    const memory = sampler.stop();
    const crashed = server.exited();
    const totals = [
      `server resident memory: ${sampler.startMb.toFixed(0)} MB once ready, peak ${memory.peakMb.toFixed(0)} MB (VmRSS sampled every 250 ms: ${memory.sampledPeakMb.toFixed(0)} MB; VmHWM: ${memory.highWaterMarkMb.toFixed(0)} MB), goal < ${RSS_GOAL_MB} MB: ${
        memory.peakMb < RSS_GOAL_MB && !crashed ? 'PASS' : 'FAIL'
      }${crashed ? ` (the server ${crashed})` : ''}`,
      seedLine,
      `load average at the end ${loadAverage()} (other work on this machine shows in every figure)`,
    ];
    console.log(`\n${totals.join('\n')}`);
    if (crashed) console.log(`server output:\n${server.output()}`);

    writeBenchResult(`http-${args.postgres ? 'postgres' : 'sqlite'}`, markdown({ title: `HTTP, ${dialectName}`, context, totals }, rows));
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    await database.remove();
  }
}

await main();
