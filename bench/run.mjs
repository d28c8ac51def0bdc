#!/usr/bin/env node
/** `npm run bench`: the search benchmark, the HTTP benchmark on SQLite and PostgreSQL, and the web bundle sizes. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
// Both benchmarks measure PostgreSQL too; the local server unless told otherwise.
const env = { ...process.env, BENCH_POSTGRES_URL: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
const run = (args) => {
  const result = spawnSync('npx', ['tsx', ...args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log('== Search ==');
run(['bench/search.bench.ts', '--articles', '20000', '--queries', '300']);
console.log('\n== HTTP, SQLite ==');
run(['bench/http.bench.ts', '--articles', '5000', '--seconds', '8']);
console.log('\n== HTTP, PostgreSQL ==');
run(['bench/http.bench.ts', '--articles', '5000', '--seconds', '8', '--postgres']);

console.log('\n== Web bundle (gzip) ==');
const build = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) process.exit(build.status ?? 1);
const assets = path.join(root, 'packages/web/dist/assets');
const html = fs.readFileSync(path.join(root, 'packages/web/dist/index.html'), 'utf8');
for (const file of fs.readdirSync(assets).filter((name) => /\.(js|css)$/.test(name)).sort()) {
  const bytes = fs.readFileSync(path.join(assets, file));
  const loadedByHome = html.includes(file) ? 'loaded by every public page' : 'loaded on demand';
  console.log(`${file.padEnd(44)} ${(zlib.gzipSync(bytes).length / 1024).toFixed(1).padStart(7)} kB  ${loadedByHome}`);
}
