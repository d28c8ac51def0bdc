/**
 * The real web app, built for the tests that need its server rendering: the browser build and the server bundle,
 * as `npm run build -w packages/web` makes them, into a temporary folder named after a hash of the sources. A later
 * run reuses it until a source changes, so only the first run after a change of the web app pays for the build
 * (about ten seconds); nothing is written into the checkout.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../../..');
const webDir = path.join(root, 'packages/web');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(root, 'packages/shared/src'),
  // How this file builds is part of the build.
  path.join(import.meta.dirname, path.basename(import.meta.filename)),
];

function filesUnder(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((child) => filesUnder(path.join(entry, child.name)))
    .sort();
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The built app's `dist` folder (its server bundle beside it, in `dist-ssr`). */
export async function builtWebApp(): Promise<string> {
  const folder = path.join(os.tmpdir(), `newsroom-web-build-${sourceHash()}`);
  const dist = path.join(folder, 'dist');
  if (fs.existsSync(path.join(folder, 'complete'))) {
    const now = new Date();
    fs.utimesSync(folder, now, now); // in use: not stale
    return dist;
  }

  // Built aside and renamed into place, so test files building at the same time never see half a build.
  const work = `${folder}.${process.pid}.tmp`;
  fs.rmSync(work, { recursive: true, force: true });
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const run = promisify(execFile);
  // As `npm run build` makes it: Vitest's NODE_ENV=test would otherwise give the bundles React's development JSX.
  const options = { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } };
  await run(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', path.join(work, 'dist'), '--emptyOutDir'], options);
  await run(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(work, 'dist-ssr'), '--emptyOutDir'],
    options,
  );
  fs.writeFileSync(path.join(work, 'complete'), '');
  try {
    fs.renameSync(work, folder);
  } catch {
    fs.rmSync(work, { recursive: true, force: true }); // another test file finished the same build first
  }
  forgetStaleBuilds(folder);
  return dist;
}

/** Builds of older sources, unused for a day, go: each is some megabytes. */
function forgetStaleBuilds(current: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const folder = path.join(os.tmpdir(), name);
    if (!name.startsWith('newsroom-web-build-') || folder === current) continue;
    try {
      if (fs.statSync(folder).mtimeMs < dayAgo) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already, or another run's: nothing to do.
    }
  }
}
