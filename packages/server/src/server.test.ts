/** The server process itself: on SIGTERM it turns not-ready at once, keeps serving while it drains, then exits cleanly. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');
const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
let dataDir: string | undefined;

afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers /ready with 503 while draining after SIGTERM, still serving, then exits with 0', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-server-'));
  const child = spawn(TSX, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_SECONDS: '2', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening: ${output}`)));
  });

  expect((await fetch(`${url}/api/v1/ready`)).status).toBe(200);
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const ready = await fetch(`${url}/api/v1/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'stopping' });
  expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
  expect(await exited).toBe(0);
}, 30_000);
