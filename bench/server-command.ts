/**
 * The built server's command line as `npm run serve` runs it (what `npm start` runs after building), so the benches
 * measure the server as it is deployed: its Node flags (the heap limits) included.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(root, 'packages/server/dist/server.js');

function startScriptFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = /\bnode((?: --[\w-]+(?:=\S+)?)*) packages\/server\/dist\/server\.js/.exec(scripts.serve ?? '');
  if (!command) throw new Error('the root package.json has no `serve` script running node packages/server/dist/server.js');
  return command[1]!.trim().split(/\s+/).filter(Boolean);
}

/** Arguments for `node` that start the built server as `npm run serve` does. */
export const SERVER_ARGS: readonly string[] = [...startScriptFlags(), SERVER_ENTRY];
