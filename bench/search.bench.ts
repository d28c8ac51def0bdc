/**
 * News search benchmark: seeds generated articles into a fresh database through the app's migrations and
 * indexNews (one transaction per article, as the app writes them), then times searches by kind and the index upkeep.
 *
 *   npx tsx bench/search.bench.ts [--articles 20000] [--queries 500] [--batch 200] [--keep]
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search.bench.ts   (SQLite, then PostgreSQL)
 *   --only sqlite|postgres runs one of the two; --keep leaves the seeded databases for a closer look.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CompiledQuery, createQueryId, sql, type Kysely, type RootOperationNode } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/connection.js';
import { migrateToLatest } from '../packages/server/src/db/migrator.js';
import type { Database, NewsStatus } from '../packages/server/src/db/schema.js';
import { newId } from '../packages/server/src/lib/ids.js';
import {
  indexNews,
  reindexCategory,
  removeNewsFromIndex,
  searchNews,
  type NewsSearchOptions,
} from '../packages/server/src/services/search/news-search.js';
import { normalizeText } from '../packages/server/src/services/search/tokenize.js';
import { createCorpus, randomSource, withTypo, type Corpus, type GeneratedArticle } from './search-corpus.js';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '500' },
    batch: { type: 'string', default: '200' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    seed: { type: 'string', default: '42' },
  },
});
const ARTICLES = Number(args.articles);
const QUERIES = Number(args.queries);
const SEED = Number(args.seed);
/** Articles per transaction while seeding, as a bulk import would; the app's one-per-transaction cost is timed apart. */
const BATCH = Number(args.batch);

const CATEGORY_NAMES = ['BalitAraneta', 'Animo Idol', 'Animo In-Demand', 'Lasallian Tambayan', 'Proud Lasallian', 'The DLSAU InfoTalk', 'DLSAU Testimonials', 'Galing Araneta', 'AniModel'];
const NOW = Date.parse('2026-11-22T00:00:00.000Z');
const publicReader: NewsSearchOptions = { statuses: ['Approved'], publishedBy: new Date(NOW).toISOString(), limit: 20, offset: 0 };
const admin: NewsSearchOptions = { limit: 20, offset: 0 };

interface Seeded {
  id: string;
  title: string;
  status: NewsStatus;
  categoryId: string;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function percentiles(samples: number[]): string {
  const at = (fraction: number) => ms(percentile(samples, fraction));
  return `p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)}  max ${at(1)}`;
}

function newsRow(article: GeneratedArticle, item: Seeded, created: string) {
  return {
    id: item.id,
    title: article.title,
    description: article.description,
    content: article.content,
    category_id: item.categoryId,
    author_id: null,
    author_name: article.authorName,
    thumbnail_media_id: null,
    embed_youtube_url: null,
    status: item.status,
    publication_date: item.status === 'Pending' ? null : created,
    summary: null,
    summary_key: null,
    views: 0,
    created_at: created,
    updated_at: created,
  };
}

async function seed(db: Kysely<Database>, corpus: Corpus, random: () => number) {
  const now = new Date(NOW).toISOString();
  const categoryIds: string[] = [];
  for (const name of CATEGORY_NAMES) {
    const id = newId();
    categoryIds.push(id);
    const key = name.toLowerCase();
    await db.insertInto('categories').values({ id, name, name_key: key, slug: name.replace(/ /g, '-'), slug_key: key.replace(/ /g, '-'), description: '', created_at: now, updated_at: now }).execute();
  }

  const items: Seeded[] = [];
  let indexing = 0;
  const started = performance.now();
  for (let first = 0; first < ARTICLES; first += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(ARTICLES, first + BATCH); index += 1) {
        const article = corpus.article();
        const roll = random();
        const status: NewsStatus = roll < 0.85 ? 'Approved' : roll < 0.95 ? 'Pending' : 'Archived';
        const created = new Date(NOW - Math.floor(random() * 3 * 365 * 86_400_000)).toISOString();
        const item: Seeded = { id: newId(), title: article.title, status, categoryId: categoryIds[Math.floor(random() * categoryIds.length)] };
        await trx.insertInto('news').values(newsRow(article, item, created)).execute();
        const before = performance.now();
        await indexNews(trx, item.id);
        indexing += performance.now() - before;
        items.push(item);
      }
    });
    if ((first + BATCH) % 5000 < BATCH) process.stdout.write(`  seeded ${Math.min(ARTICLES, first + BATCH)}\n`);
  }
  return { items, categoryIds, seconds: (performance.now() - started) / 1000, indexSeconds: indexing / 1000 };
}

/** Queries a reader would type: one or two longer words of a real title, each with one typo (or none, or cut short). */
function queries(items: Seeded[], kind: 'typo' | 'exact' | 'prefix'): { query: string; source: Seeded }[] {
  const random = randomSource(SEED + 1);
  const result: { query: string; source: Seeded }[] = [];
  while (result.length < QUERIES) {
    const source = items[Math.floor(random() * items.length)];
    const words = normalizeText(source.title).split(/[^a-z]+/).filter((word) => word.length >= 5);
    if (words.length === 0) continue;
    const picked = words.sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 2));
    const query =
      kind === 'typo' ? picked.map((word) => withTypo(word, random)) : kind === 'prefix' ? picked.map((word) => word.slice(0, 4)) : picked;
    result.push({ query: query.join(' '), source });
  }
  return result;
}

async function timeQueries(db: Kysely<Database>, list: { query: string; source: Seeded }[], options: NewsSearchOptions) {
  const samples: number[] = [];
  const cpu: number[] = [];
  let slowest = '';
  let inTop = 0;
  let eligible = 0;
  let totalSum = 0;
  for (const { query, source } of list) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { ids, total } = await searchNews(db, query, options);
    const cpuUsed = process.cpuUsage(cpuBefore);
    samples.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    if (samples[samples.length - 1] >= Math.max(...samples)) slowest = `"${query}" (${total} matches)`;
    totalSum += total;
    if (options.statuses === undefined || source.status === 'Approved') {
      eligible += 1;
      if (ids.includes(source.id)) inTop += 1;
    }
  }
  // Outside the timing: is the article the query came from among all the matches, whatever its rank?
  const checked = list.filter(({ source }) => options.statuses === undefined || source.status === 'Approved').slice(0, 100);
  let found = 0;
  for (const { query, source } of checked) {
    if ((await searchNews(db, query, { ...options, limit: 1_000_000 })).ids.includes(source.id)) found += 1;
  }
  return { samples, cpu, slowest, inTop: inTop / eligible, found: found / checked.length, meanTotal: totalSum / list.length };
}

/**
 * The plans of the statements one search runs, and the steps among them that read a table other than through an
 * index look-up: a full scan, or (SQLite) news walked by its status index instead of fetched by id for a match.
 */
async function unindexedReads(handle: DatabaseHandle, query: string): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const recording = handle.db.withPlugin({
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await searchNews(recording, query, publicReader);
  const steps: string[] = [];
  for (const node of nodes) {
    const compiled = handle.db.getExecutor().compileQuery(node, createQueryId());
    const prefix = handle.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const rows = (await handle.db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]))).rows as Record<string, unknown>[];
    steps.push(...rows.map((row) => String(row.detail ?? row['QUERY PLAN'])));
  }
  return steps.filter(
    (step) =>
      /\bSCAN (n|news|st|search_terms|d|search_documents|search_vocabulary|search_term_variants)\b/.test(step) ||
      (/\bSEARCH n\b/.test(step) && !/\(id=\?\)/.test(step)) ||
      /Seq Scan on (news|search_terms|search_documents|search_vocabulary|search_term_variants)\b/.test(step),
  );
}

async function countRows(db: Kysely<Database>, table: 'search_terms' | 'search_vocabulary' | 'search_term_variants'): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function benchmark(label: string, handle: DatabaseHandle, describeSize: () => Promise<string>) {
  const { db } = handle;
  console.log(`\n== ${label}: ${ARTICLES} articles, ${QUERIES} queries per kind; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs ==`);
  await migrateToLatest(db);
  const random = randomSource(SEED);
  const corpus = createCorpus(random);
  const seeded = await seed(db, corpus, random);
  const perSecond = (count: number, seconds: number) => `${(count / seconds).toFixed(0)} articles/s`;
  console.log(`bulk indexing (${BATCH} per transaction): ${seeded.items.length} articles in ${seeded.seconds.toFixed(1)} s with their inserts = ${perSecond(seeded.items.length, seeded.seconds)}; indexNews alone ${perSecond(seeded.items.length, seeded.indexSeconds)}`);

  const single: number[] = [];
  for (let index = 0; index < 200; index += 1) {
    const item: Seeded = { id: newId(), title: '', status: 'Pending', categoryId: seeded.categoryIds[index % seeded.categoryIds.length] };
    const article = corpus.article();
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('news').values(newsRow(article, item, new Date(NOW).toISOString())).execute();
      await indexNews(trx, item.id);
    });
    single.push(performance.now() - started);
  }
  console.log(`one new article in its own transaction (insert + indexNews + commit): ${percentiles(single)}`);
  // What autovacuum does after a bulk load: statistics for the planner, and a visibility map for index-only scans.
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  console.log(
    `index: ${await countRows(db, 'search_terms')} postings, ${await countRows(db, 'search_vocabulary')} words, ` +
      `${await countRows(db, 'search_term_variants')} variants; ${await describeSize()}`,
  );

  for (const { query } of queries(seeded.items, 'typo').slice(0, 50)) await searchNews(db, query, publicReader);
  for (const kind of ['typo', 'exact', 'prefix'] as const) {
    const list = queries(seeded.items, kind);
    for (const [audience, options] of [['public', publicReader], ['admin', admin]] as const) {
      const { samples, cpu, slowest, inTop, found, meanTotal } = await timeQueries(db, list, options);
      const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
      console.log(
        `search ${kind.padEnd(6)} ${audience.padEnd(6)} ${percentiles(samples)}  mean total ${meanTotal.toFixed(0)}; ` +
          `source article found ${percent(found)}, in the top 20 ${percent(inTop)}; slowest ${slowest}`,
      );
      // SQLite works inside this process, so its CPU time is the search's own cost whatever else loads the machine.
      if (handle.dialect === 'sqlite') console.log(`  CPU time of those searches: ${percentiles(cpu)}`);
    }
  }
  const common = ['the school', 'ang mga estudyante', 'students', 'sa', 'pag', 'school campus student'];
  for (const query of common) {
    const samples: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let round = 0; round < 10; round += 1) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      total = (await searchNews(db, query, publicReader)).total;
      const cpuUsed = process.cpuUsage(cpuBefore);
      samples.push(performance.now() - started);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    }
    const cpuNote = handle.dialect === 'sqlite' ? `; CPU p50 ${ms(percentile(cpu, 0.5))}` : '';
    console.log(`search common "${query}": ${percentiles(samples)}  total ${total}${cpuNote}`);
  }
  console.log(`load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);

  // PostgreSQL may rightly scan a table when a search matches most of it; the tally says how often it chose to.
  const scannedBy = new Map<string, number>();
  const checked = queries(seeded.items, 'typo').slice(0, 50);
  for (const { query } of checked) {
    const tables = new Set((await unindexedReads(handle, query)).map((step) => /(?:SCAN|SEARCH|Seq Scan on) (\w+)/.exec(step)?.[1] ?? step));
    for (const table of tables) scannedBy.set(table, (scannedBy.get(table) ?? 0) + 1);
  }
  const tally = [...scannedBy].map(([table, count]) => `${table} in ${count}`).join(', ');
  console.log(`plans of ${checked.length} typo'd searches: ${tally ? `read without an index: ${tally}` : 'every table read through an index'}`);

  const editRandom = randomSource(SEED + 2);
  const edited = Array.from({ length: 200 }, () => seeded.items[Math.floor(editRandom() * seeded.items.length)]);
  const edits: number[] = [];
  for (const item of edited) {
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('news').set({ title: `${item.title} updated edition` }).where('id', '=', item.id).execute();
      await indexNews(trx, item.id);
    });
    edits.push(performance.now() - started);
  }
  console.log(`title edit in its own transaction (update + indexNews + commit): ${percentiles(edits)}`);

  const categoryId = seeded.categoryIds[0];
  const inCategory = seeded.items.filter((item) => item.categoryId === categoryId).length;
  await db.updateTable('categories').set({ name: 'Balita sa Araneta', name_key: 'balita sa araneta' }).where('id', '=', categoryId).execute();
  let started = performance.now();
  await db.transaction().execute((trx) => reindexCategory(trx, categoryId));
  console.log(`reindexCategory after a rename: ${ms(performance.now() - started)} for ${inCategory} articles`);

  const removed = [...new Set(edited)].slice(0, 100);
  const removals: number[] = [];
  for (const item of removed) {
    started = performance.now();
    await db.transaction().execute((trx) => removeNewsFromIndex(trx, item.id));
    removals.push(performance.now() - started);
  }
  console.log(`removeNewsFromIndex in its own transaction: ${percentiles(removals)}`);
}

/** Drops the database once the pool's connections have gone: forcing it would kill them under the pool's feet. */
async function dropWhenClosed(maintenance: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await maintenance.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
    if (rows[0].open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await maintenance.query(`drop database if exists ${name}`);
}

async function main() {
  if (args.only !== 'postgres') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-search-bench-'));
    const file = path.join(directory, 'bench.sqlite');
    const sqlite = openDatabase({ sqlitePath: file });
    try {
      await benchmark('SQLite', sqlite, async () => `database file ${(fs.statSync(file).size / 1e6).toFixed(0)} MB (WAL excluded)`);
    } finally {
      await sqlite.db.destroy();
      if (args.keep) console.log(`kept ${file}`);
      else fs.rmSync(directory, { recursive: true, force: true });
    }
  }

  const adminUrl = process.env.BENCH_POSTGRES_URL;
  if (!adminUrl || args.only === 'sqlite') return;
  const name = `newsroom_search_bench_${process.pid}`;
  const maintenance = new pg.Client({ connectionString: adminUrl });
  await maintenance.connect();
  await maintenance.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:' });
  try {
    await benchmark('PostgreSQL', postgres, async () => {
      const { rows } = await sql<{ size: string }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(postgres.db);
      return `database ${rows[0].size}`;
    });
  } finally {
    await postgres.db.destroy();
    if (args.keep) console.log(`kept ${url.toString()}`);
    else await dropWhenClosed(maintenance, name);
    await maintenance.end();
  }
}

await main();
