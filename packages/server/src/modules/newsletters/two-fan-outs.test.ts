/**
 * Two instances of the site on one PostgreSQL database: one fan-out holds a newsletter at a time, the outbox senders
 * of both send, and each of 30 subscribers gets the story once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { newId } from '../../lib/ids.js';
import { dialects, TestApp } from '../../../test/helpers/test-app.js';
import { TestSmtpServer } from '../../../test/helpers/smtp-server.js';
import { QUICK_SENDER, startWithMail } from '../../../test/helpers/mail.js';
import { newslettersSettled } from '../../../test/helpers/newsletters.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { claimDueNewsletter } from './newsletters.repository.js';

describe.runIf(dialects.includes('postgres'))('two instances fanning out one newsletter [postgres]', () => {
  const smtp = new TestSmtpServer();
  const first = new TestApp('postgres');
  let second: FastifyInstance;

  beforeAll(async () => {
    await smtp.start();
    await startWithMail(first, smtp, QUICK_SENDER, (config) => {
      config.mail.newsletters = { timings: { batchSize: 2, pollMs: 20, leaseMs: 2_000 } };
    });
    second = await buildApp(first.config, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first.stop();
    await smtp.stop();
  });

  it('never gives one newsletter to two claims made at the same moment', async () => {
    await Promise.all([first.app.newsletters.fanOut.stop(), second.newsletters.fanOut.stop()]);
    const token = await first.adminToken();
    const story = await createNews(first, token, { title: 'Claimed once', category: 'BalitAraneta' });
    await approveNews(first, story.id);
    const now = new Date();
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all([claimDueNewsletter(first.app.db, 'a', now, lease), claimDueNewsletter(second.db, 'b', now, lease)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await first.app.db.updateTable('newsletters').set({ state: 'cancelled', claim_id: null, lease_expires_at: null }).execute();
  });

  it('mails each of 30 subscribers once while both fan-outs and both senders run', async () => {
    const now = new Date().toISOString();
    for (let index = 0; index < 30; index += 1) {
      await first.app.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: newId(),
          email: `reader${index}@school.test`,
          email_key: `reader${index}@school.test`,
          categories: '[]',
          language: 'en',
          frequency: 'each',
          state: 'confirmed',
          confirm_token_hash: null,
          requested: null,
          created_at: now,
          confirmed_at: now,
          last_confirmation_sent_at: now,
        })
        .execute();
    }
    smtp.clear();
    smtp.delayMs = 5;
    first.app.newsletters.fanOut.start();
    second.newsletters.fanOut.start();
    const token = await first.adminToken();
    const story = await createNews(first, token, { title: 'Both at work', category: 'BalitAraneta' });
    await approveNews(first, story.id);
    // The other instance is woken by nothing but its poll: both compete for the batches.
    second.newsletters.fanOut.wake();
    await newslettersSettled(first, 30_000);
    const recipients = smtp.received.map((mail) => mail.envelope.to[0]);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    const row = await first.app.db.selectFrom('newsletters').selectAll().where('occasion', '=', `story:${story.id}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', recipients: 30 });
  });
});
