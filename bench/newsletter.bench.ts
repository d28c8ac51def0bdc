/**
 * Newsletter (issue 26): one story's "each" mails to --subscribers confirmed subscribers, handed to a local SMTP sink.
 *
 * 1. A story is approved through the API; the bench times it until the sink holds a mail for every subscriber (goal:
 *    under 2 minutes), samples the server's RSS (goal: within 250 MB), and meanwhile keeps readers on the public list
 *    (--readers connections; goal: p99 under 20 ms), beside the same readers on a quiet server before the approval.
 * 2. A second story is approved and the server is killed with SIGKILL once half its mails are at the sink, then started
 *    again on the same database: every subscriber must get that story, and none two different mails of it (the fan-out
 *    records one delivery per subscriber and story). A message the sink had taken when the process died but that was
 *    not yet marked sent is sent again after its lease with the same Message-ID (mail programs show it once); those
 *    are counted apart.
 *
 * The built server runs as `npm run serve` runs it. Writes bench/results/newsletter-{sqlite,postgres}.md.
 *
 *   npx tsx bench/newsletter.bench.ts [--subscribers 10000] [--readers 10] [--postgres]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { json, signIn, storyForm } from './bench-api.js';
import { createBenchDatabase } from './bench-database.js';
import { benchUser } from './bench-users.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { runLoad, type LoadResult } from './load.js';
import { MemorySampler } from './memory-sampler.js';
import { writeBenchResult } from './results-file.js';
import { seedStories } from './seed-stories.js';
import { SERVER_ARGS } from './server-command.js';
import { startSmtpSink, type SunkMessage } from './smtp-sink.js';
import type { MailState } from '../packages/server/src/db/schema.js';
import { newId } from '../packages/server/src/lib/ids.js';
import { hashPassword } from '../packages/server/src/services/passwords.js';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    readers: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SUBSCRIBERS = Number(args.subscribers);
const READERS = Number(args.readers);
const ADMIN_PASSWORD = 'Admin#Pass12';
const DELIVERY_GOAL_MS = 2 * 60_000;
/** After a kill the outbox's leases (2 minutes) must pass before the messages the dead process held are sent. */
const DELIVERY_LIMIT_MS = 8 * 60_000;
const LIST_PATHS = ['/api/v1/public-news?page=1&size=15', '/api/v1/public-news?page=2&size=15', '/api/v1/public-news?page=3&size=15'];
const READER_SECONDS = 20;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await createBenchDatabase(args.postgres ? POSTGRES_ADMIN_URL : undefined);
const sink = await startSmtpSink();
const servers: ChildServer[] = [];
try {
  const handle = await database.open();
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values(benchUser('bench-admin', 'ADMIN', await hashPassword(ADMIN_PASSWORD)))
    .execute();
  // A public list worth reading, and the subscribers, written straight into the database as confirmed.
  await seedStories(handle.db, { stories: 2000, years: 2, now: new Date(), batch: 250 });
  for (let first = 0; first < SUBSCRIBERS; first += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - first) }, (_, offset) => {
      const email = `reader-${first + offset}@school.test`;
      return {
        id: newId(),
        email,
        email_key: email,
        categories: '[]',
        language: (first + offset) % 3 === 0 ? ('fil' as const) : ('en' as const),
        frequency: 'each' as const,
        state: 'confirmed' as const,
        confirm_token_hash: null,
        requested: null,
        created_at: now,
        confirmed_at: now,
        last_confirmation_sent_at: null,
      };
    });
    await handle.db.insertInto('newsletter_subscriptions').values(rows).execute();
  }
  await handle.db.destroy();

  const start = async () => {
    const server = await startChildServer({
      name: 'server',
      args: [...SERVER_ARGS],
      env: { ...database.env, SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
      cwd: ROOT,
      readyPath: '/api/v1/ready',
    });
    servers.push(server);
    return server;
  };
  const readersOn = (server: ChildServer): Promise<LoadResult> =>
    runLoad(server.url, LIST_PATHS, { connections: READERS, seconds: READER_SECONDS, timeoutSeconds: 10, headers: {} });

  /** A new story, approved now: its newsletter goes out to every subscriber. */
  const approveStory = async (server: ChildServer, title: string) => {
    const token = await signIn(server.url, 'bench-admin', ADMIN_PASSWORD);
    const form = await storyForm({ title, description: 'For every subscriber', content: 'Read it.', category: 'BalitAraneta' });
    const story = await json(await fetch(`${server.url}/api/v1/news`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
    await json(
      await fetch(`${server.url}/api/v1/approve/news/${story.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
  };
  // A story's mails are told apart by when they came (the first story's have all come before the second is approved)
  // and by their recipients (an ADMIN may get mail of their own): a subject may be encoded.
  let phaseStart = 0;
  const mailsOf = (): SunkMessage[] => sink.messages.slice(phaseStart).filter((message) => message.to.some((to) => to.startsWith('reader-')));
  const waitForMails = async (count: number, since: number, server: () => ChildServer) => {
    while (mailsOf().length < count) {
      if (performance.now() - since > DELIVERY_LIMIT_MS) throw new Error(`only ${mailsOf().length} of ${count} mails`);
      const exited = server().exited();
      if (exited) throw new Error(`the server ${exited}: ${server().output()}`);
      await sleep(50);
    }
    return performance.now() - since;
  };

  // 1. One story to every subscriber, readers on the list meanwhile.
  let server = await start();
  const quiet = await readersOn(server);
  const memory = new MemorySampler(server.pid);
  const approvedAt = performance.now();
  await approveStory(server, 'A story for every subscriber');
  const [busy, deliveredMs] = await Promise.all([readersOn(server), waitForMails(SUBSCRIBERS, approvedAt, () => server)]);
  await sleep(3000); // anything sent twice would arrive in these seconds
  const { peakMb } = memory.stop();
  const first = mailsOf();
  const firstRecipients = new Set(first.flatMap((message) => message.to)).size;

  // 2. Killed half way, started again.
  phaseStart = sink.messages.length;
  const crashStartedAt = performance.now();
  await approveStory(server, 'A story sent through a crash');
  // Not at a multiple of the fan-out's batch (500): the sender is faster than the fan-out, so there it has sent all it
  // was given and holds nothing, and the kill would not catch messages on their way.
  while (mailsOf().length < SUBSCRIBERS / 2 + 137) await sleep(1);
  process.kill(server.pid, 'SIGKILL');
  while (!server.exited()) await sleep(10);
  const atKill = mailsOf().length;
  const outbox = await database.open();
  const unsettled = async (states: MailState[]) =>
    Number(
      (
        await outbox.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('state', 'in', states)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const held = await unsettled(['sending']);
  server = await start();
  const resumedMs = await waitForMails(SUBSCRIBERS, crashStartedAt, () => server);
  // What the killed process held is sent again once its lease has passed: wait for the outbox to settle.
  while ((await unsettled(['queued', 'sending', 'retrying'])) > 0) {
    if (performance.now() - crashStartedAt > DELIVERY_LIMIT_MS) throw new Error('the outbox did not settle after the restart');
    await sleep(500);
  }
  const settledMs = performance.now() - crashStartedAt;
  await outbox.db.destroy();
  await sleep(3000);
  const second = mailsOf();
  const byRecipient = new Map<string, Set<string>>();
  for (const message of second) {
    for (const to of message.to) byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(message.messageId));
  }
  const twoDifferentMails = [...byRecipient.values()].filter((ids) => ids.size > 1).length;
  const resentSameMessage = second.length - new Set(second.map((message) => message.messageId)).size;

  const dialect = database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const count = SUBSCRIBERS.toLocaleString('en');
  const table = [
    `# Newsletter: one story to ${count} subscribers (${dialect})`,
    '',
    `The ADMIN approves a story; the server's fan-out hands one mail per confirmed subscriber to the outbox in batches, and its sender delivers them to a local SMTP sink. ${READERS} readers request the public list meanwhile, and before, on the quiet server. Then a second story, with the server killed (SIGKILL) half way and started again. Run ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/newsletter.bench.ts${args.postgres ? ' --postgres' : ''} --subscribers ${SUBSCRIBERS}\`.`,
    '',
    '| Measure | Value | Goal |',
    '| --- | --- | --- |',
    `| From the approval until the sink held every mail | ${seconds(deliveredMs)} s | under 120 s |`,
    `| Mails at the sink (distinct recipients) | ${first.length} (${firstRecipients}) | ${SUBSCRIBERS} (${SUBSCRIBERS}) |`,
    `| Server RSS at start → peak | ${memory.startMb.toFixed(0)} → ${peakMb.toFixed(0)} MB | within 250 MB |`,
    `| Public list p99, quiet → while sending | ${quiet.p99Ms} → ${busy.p99Ms} ms | under 20 ms |`,
    `| Public list requests a second, quiet → while sending | ${Math.round(quiet.requestsPerSecond)} → ${Math.round(busy.requestsPerSecond)} | |`,
    `| Killed half way: mails at the kill → every subscriber served after the restart | ${atKill} → ${byRecipient.size} in ${seconds(resumedMs)} s | ${SUBSCRIBERS} |`,
    `| Subscribers who got two different mails of the story | ${twoDifferentMails} | 0 |`,
    `| Mails the killed process held (claimed, not marked sent) → sent again after their lease, same Message-ID | ${held} → ${resentSameMessage} (outbox settled at ${seconds(settledMs)} s) | |`,
    '',
  ].join('\n');
  console.log(table);
  writeBenchResult(`newsletter-${database.dialect}`, table);
  const missed = first.length < SUBSCRIBERS || firstRecipients !== SUBSCRIBERS || byRecipient.size !== SUBSCRIBERS || twoDifferentMails > 0;
  if (missed || busy.errors > 0 || quiet.errors > 0) process.exitCode = 1;
  if (deliveredMs > DELIVERY_GOAL_MS || peakMb > 250 || busy.p99Ms >= 20) console.log('A goal above is not met.');
} finally {
  for (const server of servers) await server.stop();
  await sink.close();
  await database.remove();
}
