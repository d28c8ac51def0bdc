#!/usr/bin/env node
/**
 * `npm run bench`: one build, the search benchmark, the HTTP benchmark and the load benchmark (long tail, readers beside
 * heavy work, overload) at 100,000 stories on SQLite and then PostgreSQL, one instance against two on PostgreSQL
 * (scale-out), the database going away and coming back under a light load (faults), 1,000 e-mail alerts to a local SMTP sink on each database (mail), one story's newsletter to 10,000 subscribers with a kill -9 half way (newsletter), a 60-second 1080p clip uploaded and processed while readers read (video), Lighthouse (mobile), the first tap
 * on a public page's controls (mobile), and the web bundle sizes. A failed step is reported and the others still run.
 * The faults step STOPS THIS MACHINE'S POSTGRESQL SERVER for 10 s (bench/faults.bench.ts): on a machine others
 * share, run it at a quiet time, or pass --skip faults.
 *
 *   npm run bench -- [--articles 100000] [--seconds 8] [--connections 50] [--accept-encoding "gzip, deflate, br"]
 *                    [--skip build,search-sqlite,search-postgres,sqlite,postgres,load-sqlite,load-postgres,scale-out,faults,mail-sqlite,mail-postgres,newsletter-sqlite,newsletter-postgres,video,lighthouse,first-tap,bundle]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    'accept-encoding': { type: 'string' },
    skip: { type: 'string', default: '' },
  },
});
const skipped = new Set(args.skip.split(',').filter(Boolean));
const root = path.resolve(import.meta.dirname, '..');
// Both benchmarks measure PostgreSQL too; the local server unless told otherwise.
const env = { ...process.env, BENCH_POSTGRES_URL: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
const failed = [];

function step(name, title, command, commandArgs) {
  console.log(`\n== ${title} ==`);
  if (skipped.has(name)) {
    console.log('skipped (--skip)');
    return true;
  }
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  console.log(`(${title}: ${((performance.now() - started) / 60_000).toFixed(1)} min)`);
  if (result.status !== 0) failed.push(title);
  return result.status === 0;
}

// One build serves the search and HTTP benches (the server runs from dist), Lighthouse and the bundle sizes. Without
// it the HTTP bench builds the shared package and the server itself, and the search bench is not run.
const built = step('build', 'Build', 'npm', ['run', 'build']);
const searchArgs = ['tsx', 'bench/search.bench.ts', '--articles', args.articles, '--seconds', args.seconds, '--connections', args.connections];
if (!built) console.log('\n== Search ==\nskipped: the build failed');
else {
  step('search-sqlite', 'Search, SQLite', 'npx', searchArgs);
  step('search-postgres', 'Search, PostgreSQL', 'npx', [...searchArgs, '--postgres']);
}
const httpArgs = ['tsx', 'bench/http.bench.ts', '--articles', args.articles, '--seconds', args.seconds, '--connections', args.connections];
if (built) httpArgs.push('--skip-build');
if (args['accept-encoding']) httpArgs.push('--accept-encoding', args['accept-encoding']);
step('sqlite', 'HTTP, SQLite', 'npx', httpArgs);
step('postgres', 'HTTP, PostgreSQL', 'npx', [...httpArgs, '--postgres']);
// Under load (issue 23): the long tail beside a bare server, readers beside searchers and a crawler, 200 and 1,000
// connections for 60 s on the mix, with the server's own RSS; the archive is kept between runs (--keep load).
const loadArgs = ['tsx', 'bench/load.bench.ts', '--articles', args.articles, '--seconds', args.seconds, '--keep', 'load'];
if (!built) console.log('\n== Under load ==\nskipped: the build failed');
else {
  step('load-sqlite', 'Under load, SQLite', 'npx', loadArgs);
  step('load-postgres', 'Under load, PostgreSQL', 'npx', [...loadArgs, '--postgres']);
}
if (!built) console.log('\n== Scale-out, PostgreSQL ==\nskipped: the build failed');
else
  step('scale-out', 'Scale-out, PostgreSQL', 'npx', [
    'tsx',
    'bench/scale-out.bench.ts',
    '--articles',
    args.articles,
    '--seconds',
    args.seconds,
    '--connections',
    args.connections,
  ]);
if (!built) console.log('\n== Faults ==\nskipped: the build failed');
else step('faults', 'Faults (PostgreSQL stopped, SQLite read-only)', 'npx', ['tsx', 'bench/faults.bench.ts']);
if (!built) console.log('\n== Mail ==\nskipped: the build failed');
else {
  step('mail-sqlite', 'Mail, SQLite (1,000 alerts)', 'npx', ['tsx', 'bench/mail.bench.ts']);
  step('mail-postgres', 'Mail, PostgreSQL (1,000 alerts)', 'npx', ['tsx', 'bench/mail.bench.ts', '--postgres']);
  step('newsletter-sqlite', 'Newsletter, SQLite (10,000 subscribers)', 'npx', ['tsx', 'bench/newsletter.bench.ts']);
  step('newsletter-postgres', 'Newsletter, PostgreSQL (10,000 subscribers)', 'npx', ['tsx', 'bench/newsletter.bench.ts', '--postgres']);
}
if (!built) console.log('\n== Video ==\nskipped: the build failed');
else step('video', 'Video, SQLite (a 60-second 1080p clip)', 'npx', ['tsx', 'bench/video.bench.ts']);
if (!built) console.log('\n== Lighthouse (mobile) ==\nskipped: the build failed');
else if (!fs.existsSync(path.join(root, 'bench/lighthouse.bench.ts')))
  console.log('\n== Lighthouse (mobile) ==\nskipped: bench/lighthouse.bench.ts does not exist yet');
else step('lighthouse', 'Lighthouse (mobile)', 'npx', ['tsx', 'bench/lighthouse.bench.ts']);
if (!built) console.log('\n== First tap (mobile) ==\nskipped: the build failed');
else step('first-tap', 'First tap (mobile)', 'npx', ['tsx', 'bench/first-tap.bench.ts']);

console.log('\n== Web bundle (gzip) ==');
if (skipped.has('bundle')) console.log('skipped (--skip)');
else if (!built) console.log('skipped: the build failed');
else {
  const assets = path.join(root, 'packages/web/dist/assets');
  const html = fs.readFileSync(path.join(root, 'packages/web/dist/index.html'), 'utf8');
  for (const file of fs
    .readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .sort()) {
    const bytes = fs.readFileSync(path.join(assets, file));
    // A public page starts the app's script at the reader's first interaction; the back office at once.
    const loadedByHome = !html.includes(file)
      ? 'loaded on demand'
      : file.endsWith('.css')
        ? 'loaded with every page'
        : "the app: at a public page's first interaction";
    console.log(`${file.padEnd(44)} ${(zlib.gzipSync(bytes).length / 1024).toFixed(1).padStart(7)} kB  ${loadedByHome}`);
  }
}

if (failed.length > 0) {
  console.log(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
