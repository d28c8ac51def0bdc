/**
 * Search benchmark at archive scale, on one database: seeds N generated stories (English and Filipino-like words,
 * a vocabulary of more than 50,000) in bulk, starts the built server as its own process, then measures what issue 13
 * asks, each figure beside its goal:
 * - one client's searches, one at a time, each query new (so never answered from the public cache), by kind: rare
 *   words, common words, two words, one typo, three-letter prefixes: p95 < 25 ms and p99 < 100 ms;
 * - throughput at 50 connections over new queries, as a share of a bare Fastify server sending the same bytes: ≥ 0.25;
 * - writing one new story with its indexing (insert, triggers, word list) in its own transaction: p95 < 20 ms;
 * - the search structures' size against the stories' text: at most 1.
 * Writes bench/results/search-<dialect>.md.
 *
 *   npx tsx bench/search.bench.ts [--articles 100000] [--queries 200] [--seconds 8] [--connections 50] [--postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../packages/server/src/db/schema.js';
import { startBareServer, toBareAnswer, type BareAnswers } from './bare-answers.js';
import { captureAnswer } from './capture-answer.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { writeBenchResult } from './results-file.js';
import { createCorpus, randomSource } from './search-corpus.js';
import { KINDS, mixedQueries, queryMaker, vocabulary } from './search-queries.js';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
  },
});
const STORIES = Number(args.articles);
const QUERIES = Number(args.queries);
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dialectName = args.postgres ? 'PostgreSQL' : 'SQLite';
const load: LoadOptions = { connections: Number(args.connections), seconds: Number(args.seconds), timeoutSeconds: 10, headers: {} };
const GOALS = { p95Ms: 25, p99Ms: 100, share: 0.25, indexP95Ms: 20, sizeRatio: 1 };

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

async function sizes(db: Kysely<Database>, postgres: boolean): Promise<{ indexBytes: number; textBytes: number }> {
  const text = postgres
    ? sql<{
        bytes: number;
      }>`select sum(octet_length(title) + octet_length(description) + octet_length(content) + octet_length(author_name)) as bytes from news`
    : sql<{ bytes: number }>`select sum(length(cast(title as blob)) + length(cast(description as blob)) + length(cast(content as blob))
        + length(cast(author_name as blob))) as bytes from news`;
  const index = postgres
    ? sql<{ bytes: number }>`select pg_total_relation_size('search_news') + pg_total_relation_size('search_words') as bytes`
    : sql<{ bytes: number }>`select sum(pgsize) as bytes from dbstat where name like '%search_news%' or name like '%search_word%'`;
  const [{ bytes: textBytes }] = (await text.execute(db)).rows;
  const [{ bytes: indexBytes }] = (await index.execute(db)).rows;
  return { indexBytes: Number(indexBytes), textBytes: Number(textBytes) };
}

/** A page of results as the home page asks for it. */
const searchPath = (query: string) => `/api/v1/fuzzy-search-news?page=1&size=12&query=${encodeURIComponent(query)}`;

async function main(): Promise<void> {
  const startedAt = new Date();
  const { createBenchDatabase } = await import('./bench-database.js');
  const { seedStories } = await import('./seed-stories.js');
  const { indexNews } = await import('../packages/server/src/services/search/news-search.js');
  const { newId } = await import('../packages/server/src/lib/ids.js');
  const database = await createBenchDatabase(args.postgres ? POSTGRES_ADMIN_URL : undefined);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-search-bench-'));
  let server: ChildServer | undefined;
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  try {
    let handle = await database.open();
    const now = new Date();
    const seeded = await seedStories(handle.db, {
      stories: STORIES,
      years: 5,
      now,
      batch: 250,
      onProgress: (count) => {
        if (count % (STORIES / 5) === 0) console.log(`  seeded ${count}/${STORIES} stories`);
      },
    });
    if (args.postgres) await sql`vacuum analyze`.execute(handle.db);
    const words = await vocabulary(handle.db, args.postgres);
    const size = await sizes(handle.db, args.postgres);
    await handle.db.destroy();

    say(`# Search, ${dialectName}`);
    say();
    say(
      `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model.trim()} x ${os.cpus().length}, node ${process.version}; load average at start ${loadAverage()}  `,
    );
    say(
      `${STORIES} stories (${seeded.publicIds.length} public) seeded in ${seeded.seconds.toFixed(1)} s (the search index's own bulk step ${seeded.indexSeconds.toFixed(1)} s); ${words.length} distinct indexed words  `,
    );
    const queries = queryMaker(words, STORIES);
    say(
      `query words: ${queries.counts.rare} rare (the rarest twentieth, in ≤ ${queries.counts.rareMaxDocs} stories), ${queries.counts.common} common (in ≥ 2% of the stories), ${queries.counts.prefixes} three-letter prefixes`,
    );
    say();

    server = await startChildServer({
      name: 'server',
      args: [path.join(ROOT, 'packages/server/dist/server.js')],
      env: { ...database.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench#Password1' },
      cwd: ROOT,
      readyPath: '/api/v1/health',
    });

    // One client, one query at a time; every query new, so each answer is worked out by the engine. A first round,
    // not counted, brings the server's code and the database's pages in.
    for (const query of mixedQueries(queries, 100)) await (await fetch(`${server.url}${searchPath(query)}`)).text();
    say('| one client, new queries | queries | p50 ms | p95 ms | p99 ms | mean results | goal | verdict |');
    say('|---|---|---|---|---|---|---|---|');
    const all: number[] = [];
    for (const kind of KINDS) {
      const latencies: number[] = [];
      let results = 0;
      for (let index = 0; index < QUERIES; index += 1) {
        const query = queries.next(kind);
        if (!query) break;
        const started = performance.now();
        const response = await fetch(`${server.url}${searchPath(query)}`);
        const body = await response.text();
        latencies.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${query}: status ${response.status} ${body}`);
        results += Number(response.headers.get('x-total-count') ?? 0);
      }
      all.push(...latencies);
      const p95 = percentile(latencies, 0.95);
      const p99 = percentile(latencies, 0.99);
      say(
        `| ${kind} | ${latencies.length} | ${percentile(latencies, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${p99.toFixed(1)} | ${(results / latencies.length).toFixed(0)} | p95 < ${GOALS.p95Ms}, p99 < ${GOALS.p99Ms} | ${pass(p95 < GOALS.p95Ms && p99 < GOALS.p99Ms)} |`,
      );
    }
    const allP95 = percentile(all, 0.95);
    const allP99 = percentile(all, 0.99);
    say(
      `| **all kinds** | ${all.length} | ${percentile(all, 0.5).toFixed(1)} | ${allP95.toFixed(1)} | ${allP99.toFixed(1)} | | p95 < ${GOALS.p95Ms}, p99 < ${GOALS.p99Ms} | ${pass(allP95 < GOALS.p95Ms && allP99 < GOALS.p99Ms)} |`,
    );
    say();

    // Many connections. New queries, the warm-up and the measured run each their own, measure the engine; a few
    // popular queries asked again and again, as readers do, are answered from the public cache after their first time.
    const warmupPaths = mixedQueries(queries, 2_000).map(searchPath);
    const measuredPaths = mixedQueries(queries, 40_000).map(searchPath);
    await runLoad(server.url, warmupPaths, { ...load, seconds: 1 });
    const real = await runLoad(server.url, measuredPaths, load);
    const popularPaths = mixedQueries(queries, 20).map(searchPath);
    await runLoad(server.url, popularPaths, { ...load, seconds: 1 });
    const popular = await runLoad(server.url, popularPaths, load);
    const samplePaths = mixedQueries(queries, 200).map(searchPath);
    const bareAnswers: BareAnswers = {};
    let sampleBytes = 0;
    for (const samplePath of samplePaths) {
      const answer = await captureAnswer(server.url, samplePath, {}, 10_000);
      if ('error' in answer) throw new Error(`${samplePath}: ${answer.error}`);
      bareAnswers[samplePath] = toBareAnswer(answer);
      sampleBytes += answer.body.length;
    }
    await server.stop();
    server = undefined;
    const bareServer = await startBareServer(path.join(workDir, 'answers.json'), bareAnswers);
    let bare: LoadResult;
    try {
      await runLoad(bareServer.url, samplePaths, { ...load, seconds: 1 });
      bare = await runLoad(bareServer.url, samplePaths, load);
    } finally {
      await bareServer.stop();
    }
    const fresh = Math.min(1, measuredPaths.length / Math.max(1, real.requests));
    say(
      `| ${load.connections} connections, mixed kinds | req/s | p50 ms | p99 ms | errors | bare req/s (same bytes) | share of bare | goal | verdict |`,
    );
    say('|---|---|---|---|---|---|---|---|---|');
    const row = (name: string, result: LoadResult) => {
      const share = result.requestsPerSecond / bare.requestsPerSecond;
      const errors = result.errors + result.non2xx;
      say(
        `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms} | ${result.p99Ms} | ${errors} | ${bare.requestsPerSecond.toFixed(0)} | ${share.toFixed(2)} | ≥ ${GOALS.share} | ${pass(share >= GOALS.share && errors === 0)} |`,
      );
    };
    row(`every query new: the engine (${(sampleBytes / samplePaths.length / 1024).toFixed(1)} kB answers)`, real);
    row(`${popularPaths.length} popular queries asked again: the public cache`, popular);
    if (fresh < 1) say(`(only ${(fresh * 100).toFixed(0)}% of the "every query new" requests had a new query; the rest came from the public cache)`);
    say();

    // Writing one story as the app does: the insert (whose triggers index it) and the word list, in one transaction.
    handle = await database.open();
    const corpus = createCorpus(randomSource(5));
    const category = await handle.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const writes: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const article = corpus.article();
      const at = new Date().toISOString();
      const id = newId();
      const started = performance.now();
      await handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('news')
          .values({
            id,
            title: article.title.slice(0, 200),
            description: article.description,
            content: article.content,
            category_id: category.id,
            author_id: null,
            author_name: article.authorName,
            thumbnail_media_id: null,
            embed_youtube_url: null,
            status: 'Pending',
            publication_date: null,
            summary: null,
            summary_key: null,
            views: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await indexNews(trx, id);
      });
      writes.push(performance.now() - started);
    }
    await handle.db.destroy();
    const writeP95 = percentile(writes, 0.95);
    say('| other figures | measured | goal | verdict |');
    say('|---|---|---|---|');
    say(
      `| one new story written and indexed (200 in their own transactions) | p50 ${percentile(writes, 0.5).toFixed(1)} ms, p95 ${writeP95.toFixed(1)} ms, max ${Math.max(...writes).toFixed(1)} ms | p95 < ${GOALS.indexP95Ms} ms | ${pass(writeP95 < GOALS.indexP95Ms)} |`,
    );
    const ratio = size.indexBytes / size.textBytes;
    say(
      `| search structures vs the stories' text | ${(size.indexBytes / 2 ** 20).toFixed(0)} MiB vs ${(size.textBytes / 2 ** 20).toFixed(0)} MiB = ${ratio.toFixed(2)} | ≤ ${GOALS.sizeRatio} | ${pass(ratio <= GOALS.sizeRatio)} |`,
    );
    say();
    say(`load average at the end ${loadAverage()} (other work on this machine shows in every figure)`);

    writeBenchResult(`search-${args.postgres ? 'postgres' : 'sqlite'}`, `${lines.join('\n')}\n`);
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    await database.remove();
  }
}

await main();
