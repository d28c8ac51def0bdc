/**
 * Mail (issue 24): 1,000 e-mail alerts queued at once are delivered to a local SMTP sink. The school has --alerts
 * ADMINs (written straight into the database; none of them signs in), each with instant e-mail alerts; an AUTHOR sends
 * one story for review, and each ADMIN gets an alert, all queued in the one transaction that saves the story. Reports
 * how long the story's request took, how long until the sink held every message, and the server's peak RSS (goal:
 * under a minute, within the 250 MB goal). The built server runs as `npm run serve` runs it. Writes
 * bench/results/mail.md.
 *
 *   npx tsx bench/mail.bench.ts [--alerts 1000] [--postgres]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { json, signIn, storyForm } from './bench-api.js';
import { createBenchDatabase } from './bench-database.js';
import { benchUser } from './bench-users.js';
import { startChildServer } from './child-server.js';
import { MemorySampler } from './memory-sampler.js';
import { writeBenchResult } from './results-file.js';
import { SERVER_ARGS } from './server-command.js';
import { startSmtpSink } from './smtp-sink.js';
import { hashPassword } from '../packages/server/src/services/passwords.js';

const { values: args } = parseArgs({
  options: {
    alerts: { type: 'string', default: '1000' },
    postgres: { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMINS = Number(args.alerts);
const AUTHOR_PASSWORD = 'Author#Pass1';
const DELIVERY_LIMIT_MS = 5 * 60_000;

const database = await createBenchDatabase(args.postgres ? POSTGRES_ADMIN_URL : undefined);
const sink = await startSmtpSink();
try {
  const handle = await database.open();
  await handle.db
    .insertInto('users')
    .values(benchUser('bench-author', 'AUTHOR', await hashPassword(AUTHOR_PASSWORD)))
    .execute();
  for (let first = 0; first < ADMINS; first += 500) {
    // They only receive mail, so they never sign in (with an ADMIN there, the server makes no first one of its own).
    const rows = Array.from({ length: Math.min(500, ADMINS - first) }, (_, offset) =>
      benchUser(`bench-admin-${first + offset}`, 'ADMIN', 'never-signs-in'),
    );
    await handle.db.insertInto('users').values(rows).execute();
  }
  await handle.db.destroy();

  const server = await startChildServer({
    name: 'server',
    args: [...SERVER_ARGS],
    env: { ...database.env, SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
    cwd: ROOT,
    readyPath: '/api/v1/ready',
  });
  const memory = new MemorySampler(server.pid);
  try {
    const authorToken = await signIn(server.url, 'bench-author', AUTHOR_PASSWORD);
    const form = await storyForm({
      title: 'A story for every ADMIN',
      description: 'Waiting for review',
      content: 'Read it.',
      category: 'BalitAraneta',
    });

    memory.startWindow();
    const sentAt = performance.now();
    await json(await fetch(`${server.url}/api/v1/news`, { method: 'POST', headers: { authorization: `Bearer ${authorToken}` }, body: form }));
    const answeredMs = performance.now() - sentAt;
    const expected = ADMINS;
    while (sink.messages.length < expected) {
      if (performance.now() - sentAt > DELIVERY_LIMIT_MS)
        throw new Error(`only ${sink.messages.length} of ${expected} messages in ${DELIVERY_LIMIT_MS / 1000} s`);
      if (server.exited()) throw new Error(`the server ${server.exited()}: ${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deliveredMs = performance.now() - sentAt;
    // Anything sent twice would arrive in the next seconds.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const distinct = new Set(sink.messages.map((message) => message.messageId)).size;
    const { peakMb } = memory.stop();

    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const table = [
      `# Mail: ${expected.toLocaleString('en')} alerts at once (${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
      '',
      `The story sent for review queues one alert per ADMIN in its own transaction; the server's sender delivers them to a local SMTP sink. Run ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/mail.bench.ts${args.postgres ? ' --postgres' : ''} --alerts ${ADMINS}\`.`,
      '',
      '| Measure | Value | Goal |',
      '| --- | --- | --- |',
      `| The story's request (saves it and queues every alert) | ${seconds(answeredMs)} s | |`,
      `| Until the sink held every message | ${seconds(deliveredMs)} s | under 60 s |`,
      `| Messages at the sink (distinct Message-IDs) | ${sink.messages.length} (${distinct}) | ${expected} (${expected}) |`,
      `| Server RSS at start → peak | ${memory.startMb.toFixed(0)} → ${peakMb.toFixed(0)} MB | within 250 MB |`,
      '',
    ].join('\n');
    console.log(table);
    writeBenchResult(`mail-${database.dialect}`, table);
    if (sink.messages.length !== expected || distinct !== expected) process.exitCode = 1;
  } finally {
    memory.stop();
    await server.stop();
  }
} finally {
  await sink.close();
  await database.remove();
}
