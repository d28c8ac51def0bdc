/**
 * Suites that send mail: the app on each database, sending to a real SMTP server (smtp-server.ts) or, without one, to
 * its outbox folder, with a sender quick enough for tests. And small readers of the outbox table.
 */
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe } from 'vitest';
import type { MailOutboxRow } from '../../src/db/schema.js';
import type { Config, SenderTimings } from '../../src/config.js';
import type { MailKind, MailKinds } from '../../src/services/mail/mail-kinds.js';
import type { MailRecipient } from '../../src/services/mail/mailer.js';
import { dialects, TestApp } from './test-app.js';
import { TestSmtpServer } from './smtp-server.js';

/** Polls every 50 ms, retries after 100, 200, 400 ms, and a lost sender's lease passes after 2 s. */
export const QUICK_SENDER: Partial<SenderTimings> = { pollMs: 50, leaseMs: 2_000, retryBaseMs: 100, retryMaxMs: 400 };

export interface MailSuiteOptions {
  env?: Record<string, string>;
  timings?: Partial<SenderTimings>;
  /** false: no SMTP_URL, so messages go to DATA_DIR/outbox as .eml files. */
  smtp?: boolean;
  /** Changes the configuration once it is made, before the app starts (an injected clock, an unreachable server). */
  configure?: (config: Config) => void | Promise<void>;
  /** Where the app writes its log (every level); none by default. */
  log?: Writable;
}

/** Starts the prepared app of `t` with its mail going to `smtp` (or its folder) at the given pace. */
export async function startWithMail(
  t: TestApp,
  smtp: Pick<TestSmtpServer, 'url'> | undefined,
  timings: Partial<SenderTimings> = QUICK_SENDER,
  configure?: MailSuiteOptions['configure'],
) {
  await t.prepare();
  if (smtp) t.config.mail.smtpUrl = smtp.url;
  t.config.mail.senderTimings = timings;
  await configure?.(t.config);
  await t.startApp();
  // The sender starts with the app's first request; a test may queue before any.
  await t.app.ready();
}

/** Runs the suite once per database, each with its own app and SMTP server. */
export function describeWithMail(title: string, body: (t: TestApp, smtp: TestSmtpServer) => void, options: MailSuiteOptions = {}) {
  describe.each(dialects)(`${title} [%s]`, (dialect) => {
    const t = new TestApp(dialect, options.env, { log: options.log });
    const smtp = new TestSmtpServer();
    beforeAll(async () => {
      await smtp.start();
      await startWithMail(t, options.smtp === false ? undefined : smtp, options.timings, options.configure);
    });
    afterAll(async () => {
      await t.stop();
      await smtp.stop();
    });
    body(t, smtp);
  });
}

export function outboxRows(t: TestApp): Promise<MailOutboxRow[]> {
  return t.app.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
}

/** Waits until every message of the outbox is sent or failed: nothing is on its way any more. */
export async function outboxSettled(t: TestApp, timeoutMs = 15_000): Promise<MailOutboxRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(t);
    if (rows.every((row) => row.state === 'sent' || row.state === 'failed')) return rows;
    if (Date.now() > until) throw new Error(`the outbox did not settle: ${rows.map((row) => row.state).join(', ')}`);
    await sleep(20);
  }
}

/** Waits until the outbox row of `id` is in one of `states`. */
export async function outboxRowIn(t: TestApp, id: string, states: MailOutboxRow['state'][], timeoutMs = 15_000): Promise<MailOutboxRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (row && states.includes(row.state)) return row;
    if (Date.now() > until) throw new Error(`message ${id} is ${row?.state ?? 'missing'}, not ${states.join(' or ')}`);
    await sleep(20);
  }
}

/** Queues one message as a change of its own would (app.changes.run + app.mail.queue); answers its outbox id. */
export function queueMail<Kind extends MailKind>(t: TestApp, kind: Kind, to: MailRecipient, data: MailKinds[Kind]): Promise<string> {
  return t.app.changes.run((change) => t.app.mail.queue(change, { kind, to, data }));
}

/** A password reset message's data, for tests of the outbox itself. */
export const resetData = (name = 'Maria Santos'): MailKinds['password-reset'] => ({ fullname: name, username: 'maria', token: 'test-token' });
