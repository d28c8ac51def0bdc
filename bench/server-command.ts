/**
 * The built server's command line as `npm run serve` runs it (what `npm start` runs after building), so the benches
 * measure the server as it is deployed: its environment (the allocator's settings) and its Node flags included.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(root, 'packages/server/dist/server.js');

function serveScript(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = /^((?:\w+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) packages\/server\/dist\/server\.js$/.exec(scripts.serve ?? '');
  if (!command) throw new Error('the root package.json has no `serve` script running [VAR=value ...] node packages/server/dist/server.js');
  const assignments = command[1]!.trim().split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(assignments.map((assignment) => assignment.split('=', 2) as [string, string])),
    flags: command[2]!.trim().split(/\s+/).filter(Boolean),
  };
}

const serve = serveScript();
/** Arguments for `node` that start the built server as `npm run serve` does. */
export const SERVER_ARGS: readonly string[] = [...serve.flags, SERVER_ENTRY];
/** The environment `npm run serve` sets before starting it. */
export const SERVER_ENV: Readonly<Record<string, string>> = serve.env;
