/**
 * Lighthouse on the public pages of the built site, as a phone reader meets them. Builds nothing: run
 * `npm run build` first. Starts the built server on a free port with a fresh data folder, fills it through the API
 * with demo stories and photo-like pictures (scripts/demo-content.ts), then audits the home, a category and an
 * article with photos in Lighthouse's mobile emulation on Debian's Chromium, several runs each (the median counts,
 * as Lighthouse advises on a noisy machine), and prints every figure beside its goal. It fails only when it cannot
 * measure, never on a missed goal.
 *
 *   npx tsx bench/lighthouse.bench.ts [--runs 3] [--reports DIR]   (DIR: each run's full Lighthouse report, as JSON)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/support/environment.js';
import { DemoSite, demoStories } from '../scripts/demo-content.js';
import { freePort } from './child-server.js';
import { SERVER_ARGS, SERVER_ENTRY, SERVER_ENV } from './server-command.js';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, reports: { type: 'string' } } });
const RUNS = Math.max(1, Number(args.runs));
const root = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN_PASSWORD = 'Lighthouse#Admin1';

const goals = { performance: 98, accessibility: 100, homeScriptsAndStylesKB: 150 };

for (const [file, hint] of [
  [SERVER_ENTRY, 'npm run build'],
  [path.join(root, 'packages/web/dist/index.html'), 'npm run build'],
  [path.join(root, 'packages/web/dist-ssr/entry-server.js'), 'npm run build'],
  [CHROME_PATH, 'apt-get install -y chromium'],
] as const) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first`);
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/v1/health within 60 s');
}

interface PageToAudit {
  name: string;
  path: string;
}

/** A dozen and more published stories with pictures, newest first, as a school's home page looks after a term. */
async function seed(site: DemoSite): Promise<PageToAudit[]> {
  const admin = await site.login('admin', ADMIN_PASSWORD);
  const author = await site.createAuthor(admin, 'Maria Santos');
  const created: { id: string; title: string; story: (typeof demoStories)[number] }[] = [];
  for (const [index, story] of demoStories.entries()) created.push({ ...(await site.createStory(author.token, story, index)), story });
  // Oldest first, a day apart, so the newest demo story heads the home page.
  for (const [index, item] of created.entries()) {
    await site.approve(admin, item.id, new Date(Date.now() - (created.length - index) * 24 * 3600 * 1000).toISOString());
  }
  const newest = created.at(-1)!;
  const categories = await site.call<{ name: string; slug: string }[]>('GET', '/categories/get-categories');
  const category = categories.find((candidate) => candidate.name === newest.story.category)!;
  const article = [...created].reverse().find((item) => !item.story.embed && (item.story.photos ?? 0) > 1)!;
  return [
    { name: 'home', path: '/' },
    { name: `category (${category.name})`, path: `/category/${category.slug}` },
    { name: 'article with photos', path: `/view-news/${article.id}` },
  ];
}

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts and stylesheets the page loaded, by URL. */
  scriptsAndStyles: string[];
}

async function audit(url: string, port: number, reportFile?: string): Promise<Measured> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptsAndStyles: requests
      .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
      .map((request) => request.url),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How many bytes a file takes gzipped, as the server sends it to a browser that takes gzip (fetch would unpack it). */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} did not come gzipped`));
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) total += await gzippedSize(url);
  return total;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_ARGS], {
  cwd: root,
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    PUBLIC_WRITE_LIMIT: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth(base, server);
  console.log(`Seeding ${demoStories.length} stories with photos into ${base} ...`);
  const pages = await seed(new DemoSite(base));
  if (args.reports) fs.mkdirSync(args.reports, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });

  const rows: { page: PageToAudit; runs: Measured[] }[] = [];
  for (const page of pages) {
    const runs: Measured[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`Lighthouse ${page.name} run ${run}/${RUNS}\r`);
      const report = args.reports && path.join(args.reports, `${page.name.split(' ')[0]}-${run}.json`);
      runs.push(await audit(`${base}${page.path}`, chrome.port, report));
    }
    rows.push({ page, runs });
  }
  const homeFiles = rows[0]!.runs[0]!.scriptsAndStyles;
  const homeBytes = await gzippedBytes(homeFiles);
  const homeKB = homeBytes / 1000;
  // Lighthouse never touches the page, so it never sees the app's script: the start script names it (shared/app-start.ts).
  const homeHtml = await (await fetch(`${base}/`)).text();
  const appScript = /<script data-src="([^"]+)"/.exec(homeHtml)?.[1];
  if (!appScript) throw new Error("the home names no app script to start at the reader's first interaction");
  const appScriptKB = (await gzippedSize(`${base}${appScript}`)) / 1000;

  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  console.log(`\nLighthouse 12, mobile emulation, median of ${RUNS} run(s) per page (all runs in brackets)\n`);
  console.log(
    `${'page'.padEnd(34)} ${'performance (≥ 98)'.padEnd(26)} ${'accessibility (= 100)'.padEnd(26)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  for (const { page, runs } of rows) {
    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    console.log(
      [
        page.name.padEnd(34),
        `${mark(performance >= goals.performance)} ${performance} [${runs.map((run) => run.performance).join(' ')}]`.padEnd(26),
        `${mark(accessibility >= goals.accessibility)} ${accessibility} [${runs.map((run) => run.accessibility).join(' ')}]`.padEnd(26),
        `${Math.round(median(runs.map((run) => run.lcpMs)))} ms`.padStart(8),
        `${Math.round(median(runs.map((run) => run.tbtMs)))} ms`.padStart(7),
        median(runs.map((run) => run.cls))
          .toFixed(3)
          .padStart(6),
      ].join(' '),
    );
  }
  console.log(
    `\nhome's scripts and styles before any interaction, gzipped: ${mark(homeKB <= goals.homeScriptsAndStylesKB)} ${homeKB.toFixed(1)} kB = ${(homeBytes / 1024).toFixed(1)} KiB (goal ≤ ${goals.homeScriptsAndStylesKB} kB) in ${new Set(homeFiles).size} file(s)`,
  );
  console.log(`then, at the reader's first interaction, the app's script: ${appScriptKB.toFixed(1)} kB gzipped (${appScript})`);
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
