/**
 * HTTP benchmark of what readers hit most: the home page list, an article, a search, the app shell. Seeds
 * generated articles into a fresh SQLite database (or PostgreSQL with --postgres), serves the real app on a
 * loopback port and drives it with autocannon for a bounded time per endpoint.
 *
 *   npx tsx bench/http.bench.ts [--articles 5000] [--seconds 10] [--connections 10] [--postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { newId } from '../packages/server/src/lib/ids.js';
import { indexNews } from '../packages/server/src/services/search/news-search.js';
import { createCorpus, randomSource } from './search-corpus.js';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(args.articles);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#Password1', PUBLIC_WRITE_LIMIT: '1000000' };
let databaseName: string | undefined;
if (args.postgres) {
  databaseName = `newsroom_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  await client.query(`create database ${databaseName}`);
  await client.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
}

const app = await buildApp(loadConfig(env), { logger: false });
const categories = await app.db.selectFrom('categories').select('id').execute();
const corpus = createCorpus(randomSource(7));
const seedStarted = performance.now();
const ids: string[] = [];
const titles: string[] = [];
for (let start = 0; start < ARTICLES; start += 200) {
  await app.db.transaction().execute(async (trx) => {
    for (let index = start; index < Math.min(ARTICLES, start + 200); index += 1) {
      const article = corpus.article();
      const when = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString();
      const id = newId();
      await trx
        .insertInto('news')
        .values({
          id,
          title: article.title,
          description: article.description,
          content: article.content,
          category_id: categories[index % categories.length]!.id,
          author_id: null,
          author_name: article.authorName,
          thumbnail_media_id: null,
          embed_youtube_url: null,
          status: index % 10 === 0 ? 'Pending' : 'Approved',
          publication_date: index % 10 === 0 ? null : when,
          summary: null,
          summary_key: null,
          views: 0,
          created_at: when,
          updated_at: when,
        })
        .execute();
      await indexNews(trx, id);
      if (index % 10 !== 0) {
        ids.push(id);
        titles.push(article.title);
      }
    }
  });
}
// A bulk load leaves PostgreSQL without planner statistics and visibility map until autovacuum comes by (within about a
// minute on a live server); without them it joins every row before sorting. Measure the steady state.
if (args.postgres) await sql`vacuum analyze`.execute(app.db);
console.log(`${args.postgres ? 'PostgreSQL' : 'SQLite'}: seeded ${ARTICLES} articles in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const pick = <T>(items: T[], n: number) => items[(n * 7919) % items.length]!;
const searchWord = (n: number) => pick(titles, n).split(' ').find((word) => word.length > 5) ?? 'school';

const targets: { name: string; path: (n: number) => string }[] = [
  { name: 'home list (page 1, 12 items)', path: () => '/api/v1/public-news?page=1&size=12' },
  { name: 'home list (page 20)', path: () => '/api/v1/public-news?page=20&size=12' },
  { name: 'one article', path: (n) => `/api/v1/public-news/${pick(ids, n)}` },
  { name: 'search, one word with a typo', path: (n) => `/api/v1/fuzzy-search-news?query=${encodeURIComponent(searchWord(n).slice(0, -1) + 'x')}&page=1&size=12` },
  { name: 'month search', path: () => '/api/v1/search-by-month-news?month=3&year=2024&page=1&size=12' },
  { name: 'app shell (index.html)', path: () => '/view-news/anything' },
];

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each\n`);
console.log('endpoint'.padEnd(36), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const target of targets) {
  let n = 0;
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: target.path((n += 1)) }) }],
  });
  const errors = result.errors + result.non2xx;
  console.log(
    target.name.padEnd(36),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(errors).padStart(7),
  );
}
console.log(`\nserver memory after the run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB RSS (server and load generator share this process)`);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (databaseName) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  await client.query(`drop database if exists ${databaseName} with (force)`);
  await client.end();
}
