/**
 * Two instances of the site on one PostgreSQL database, both sending: every message arrives once, whichever sender
 * claims it, and the password reset limits are counted for the site, not per instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { dialects, TestApp } from '../../../test/helpers/test-app.js';
import { TestSmtpServer } from '../../../test/helpers/smtp-server.js';
import { outboxRows, outboxSettled, resetData, startWithMail } from '../../../test/helpers/mail.js';
import { claimDueMessages } from './outbox-store.js';

describe.runIf(dialects.includes('postgres'))('two instances sending from one outbox [postgres]', () => {
  const smtp = new TestSmtpServer();
  const first = new TestApp('postgres');
  let second: FastifyInstance;

  beforeAll(async () => {
    await smtp.start();
    await startWithMail(first, smtp);
    second = await buildApp(first.config, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first.stop();
    await smtp.stop();
  });

  it('delivers each of 40 messages once while both senders claim at the same time', async () => {
    await Promise.all([first.app.mail.sender.stop(), second.mail.sender.stop()]);
    smtp.clear();
    // Slow enough that the two senders' batches overlap.
    smtp.delayMs = 10;
    for (let index = 0; index < 40; index += 1) {
      const app = index % 2 === 0 ? first.app : second;
      await app.changes.run((change) =>
        app.mail.queue(change, { kind: 'password-reset', to: { address: `reader${index}@school.test`, language: 'en' }, data: resetData() }),
      );
    }
    first.app.mail.sender.start();
    second.mail.sender.start();

    await smtp.waitFor(40, 30_000);
    const rows = await outboxSettled(first);
    expect(rows.map((row) => row.state)).toEqual(Array(40).fill('sent'));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const received = smtp.received.map((mail) => mail.parsed.messageId).sort();
    expect(received).toHaveLength(40);
    expect(new Set(received).size).toBe(40);
    expect(received).toEqual(rows.map((row) => row.message_id).sort());
  });

  it('never gives one message to two claims made at the same moment', async () => {
    await Promise.all([first.app.mail.sender.stop(), second.mail.sender.stop()]);
    try {
      for (let round = 0; round < 5; round += 1) {
        for (let index = 0; index < 12; index += 1) {
          await first.app.changes.run((change) =>
            first.app.mail.queue(change, { kind: 'password-reset', to: { address: 'claimed@school.test', language: 'en' }, data: resetData() }),
          );
        }
        const now = new Date();
        const lease = new Date(now.getTime() + 60_000);
        const [a, b] = await Promise.all([
          claimDueMessages(first.app.db, `a-${round}`, now, lease, 8),
          claimDueMessages(second.db, `b-${round}`, now, lease, 8),
        ]);
        const aIds = a.map((row) => row.id);
        const bIds = b.map((row) => row.id);
        expect(aIds.filter((id) => bIds.includes(id))).toEqual([]);
        // Between them they took everything that was due (12), as far as their limits (8 each) let them.
        expect(aIds.length + bIds.length).toBe(12);
        await first.app.db
          .updateTable('mail_outbox')
          .set({ state: 'sent', claim_id: null, lease_expires_at: null })
          .where('state', '=', 'sending')
          .execute();
      }
    } finally {
      first.app.mail.sender.start();
      second.mail.sender.start();
    }
  });

  it('counts the password reset limits for the site: 5 an hour per e-mail, whichever instance is asked', async () => {
    const ask = (app: FastifyInstance, from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset-requests',
        payload: { email: 'shared.limit@school.test' },
        remoteAddress: from,
      });
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push((await ask(index % 2 ? second : first.app, `10.9.0.${index + 1}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    expect((await ask(second, '10.9.0.9')).statusCode).toBe(429);
    expect((await ask(first.app, '10.9.0.10')).statusCode).toBe(429);
    expect((await outboxRows(first)).some((row) => row.recipient === 'shared.limit@school.test')).toBe(false);
  });
});
