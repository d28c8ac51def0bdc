/**
 * The outbox and its sender against a real SMTP server, on each database: a temporary refusal is tried again later
 * and a permanent one (or 24 hours) gives the message up with its reason; without SMTP_URL each message becomes an
 * .eml file; a sender that dies mid-batch leaves nothing unsent and nothing sent twice; no value can add a recipient.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages, type SiteSettings } from '@newsroom/shared';
import { closedPort } from '../../../test/helpers/smtp-server.js';
import { describeWithMail, outboxRowIn, outboxRows, outboxSettled, queueMail, resetData } from '../../../test/helpers/mail.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { OutboxSender } from './outbox-sender.js';
import { emlFileName, smtpTransport, type MailTransport } from './mail-transport.js';

const maria = { address: 'maria@school.test', language: 'en' } as const;

describeWithMail('the outbox sender', (t, smtp) => {
  beforeEach(() => smtp.clear());

  it('sends a queued message once, marked sent with its time, with an HTML and a plain-text part', async () => {
    const id = await queueMail(t, 'password-reset', maria, resetData());
    const [mail] = await smtp.waitFor(1);
    const row = await outboxRowIn(t, id, ['sent']);
    expect(row).toMatchObject({ attempts: 1, last_error: null, claim_id: null, lease_expires_at: null });
    expect(Date.parse(row.sent_at!)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
    expect(mail!.parsed.messageId).toBe(row.message_id);
    expect(mail!.parsed.html).toContain('Set a new password');
    expect(mail!.parsed.text).toContain('Set a new password:');
    expect(mail!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('tries again after a temporary refusal (4xx), each wait twice the last, and sends once the server takes it', async () => {
    const adminToken = await t.adminToken();
    await t.app.mail.sender.stop();
    const sender = new OutboxSender(t.app.db, smtpTransport(smtp.url), t.app.log, {
      ...t.app.mail.sender.timings,
      retryBaseMs: 800,
      retryMaxMs: 5000,
    });
    try {
      smtp.refusal = { code: 451, message: '4.3.0 Mailbox busy, try again later' };
      const id = await queueMail(t, 'password-reset', maria, resetData());
      const firstTry = Date.now();
      expect(await sender.sendDue()).toBe(1);
      const first = await outboxRowIn(t, id, ['retrying']);
      expect(first.attempts).toBe(1);
      expect(first.last_error).toContain('451 4.3.0 Mailbox busy');
      const firstWait = Date.parse(first.next_attempt_at) - firstTry;
      expect(firstWait).toBeGreaterThanOrEqual(750);
      expect(firstWait).toBeLessThan(1800);

      // The outbox page tells the adviser why it waits.
      const listed = await t.inject({ method: 'GET', url: '/api/v1/outbox', headers: bearer(adminToken) });
      expect(listed.json().find((message: { id: string }) => message.id === id)).toMatchObject({
        state: 'retrying',
        attempts: 1,
        lastError: expect.stringContaining('Mailbox busy'),
        nextAttemptAt: first.next_attempt_at,
      });

      // Not before its time; then a second refusal doubles the wait.
      expect(await sender.sendDue()).toBe(0);
      await expect.poll(() => sender.sendDue(), { timeout: 5000, interval: 50 }).toBe(1);
      const secondTry = Date.now();
      const second = await outboxRowIn(t, id, ['retrying']);
      expect(second.attempts).toBe(2);
      expect(Date.parse(second.next_attempt_at) - secondTry).toBeGreaterThanOrEqual(1500);

      smtp.refusal = undefined;
      await expect.poll(() => sender.sendDue(), { timeout: 5000, interval: 50 }).toBe(1);
      const sent = await outboxRowIn(t, id, ['sent']);
      expect(sent).toMatchObject({ attempts: 3, last_error: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await sender.close();
      t.app.mail.sender.start();
    }
  });

  it('gives a message up at a permanent refusal (5xx), with the reason, and tries no more', async () => {
    smtp.refusal = { code: 550, message: '5.1.1 No such user here' };
    const id = await queueMail(t, 'password-reset', maria, resetData());
    const failed = await outboxRowIn(t, id, ['failed']);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('550');
    expect(failed.last_error).toContain('No such user here');
    smtp.refusal = undefined;
    // Another message goes through the same sender after it; the failed one stays as it was.
    const next = await queueMail(t, 'password-reset', maria, resetData());
    await outboxRowIn(t, next, ['sent']);
    expect((await outboxRowIn(t, id, ['failed'])).attempts).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("logs a refusal's reason without the addresses it quotes; the outbox keeps it whole for the ADMINs", async () => {
    await t.app.mail.sender.stop();
    const logged: unknown[] = [];
    const log = { info: (about: unknown) => logged.push(about), warn: (about: unknown) => logged.push(about) };
    // A refusal's retry far off: the test app's short one made the sender try the busy address again and again,
    // logging it each time, while the test waited for two lines.
    const sender = new OutboxSender(t.app.db, smtpTransport(smtp.url), log, {
      ...t.app.mail.sender.timings,
      retryBaseMs: 60_000,
      retryMaxMs: 60_000,
    });
    const ids: string[] = [];
    try {
      smtp.refusedRecipients.set('gone@school.test', { code: 550, message: '5.1.1 <gone@school.test>: no such user' });
      smtp.refusedRecipients.set('busy@school.test', { code: 451, message: '4.2.2 <busy@school.test>: mailbox full' });
      const gone = await queueMail(t, 'password-reset', { address: 'gone@school.test', language: 'en' }, resetData());
      const busy = await queueMail(t, 'password-reset', { address: 'busy@school.test', language: 'en' }, resetData());
      ids.push(gone, busy);
      // Only this test's two messages count: an earlier test's message may come due and be tried by this sender too.
      const aboutOurs = () => logged.filter((about) => ids.includes((about as { mail?: string }).mail ?? ''));
      await expect.poll(async () => (await sender.sendDue(), aboutOurs().length), { timeout: 15_000, interval: 50 }).toBe(2);
      expect((await outboxRowIn(t, gone, ['failed'])).last_error).toContain('<gone@school.test>: no such user');
      expect((await outboxRowIn(t, busy, ['retrying'])).last_error).toContain('<busy@school.test>: mailbox full');
      const written = JSON.stringify(logged);
      expect(written).toContain('no such user');
      expect(written).toContain('mailbox full');
      expect(written).not.toMatch(/gone@|busy@|school\.test/);
    } finally {
      smtp.refusedRecipients.clear();
      await sender.close();
      // The refused message would be due again soon and taken by the next test's sender.
      if (ids.length > 0) await t.app.db.deleteFrom('mail_outbox').where('id', 'in', ids).execute();
      t.app.mail.sender.start();
    }
  });

  it('gives a message up 24 hours after it was written, even at a temporary refusal', async () => {
    await t.app.mail.sender.stop();
    try {
      const id = await queueMail(t, 'password-reset', maria, resetData());
      const dayAgo = new Date(Date.now() - 24 * 60 * 60_000 - 1000).toISOString();
      await t.app.db.updateTable('mail_outbox').set({ created_at: dayAgo, next_attempt_at: dayAgo }).where('id', '=', id).execute();
      smtp.refusal = { code: 421, message: '4.7.0 Too busy' };
      const sender = new OutboxSender(t.app.db, smtpTransport(smtp.url), t.app.log, t.app.mail.sender.timings);
      expect(await sender.sendDue()).toBe(1);
      const row = await outboxRowIn(t, id, ['failed']);
      expect(row.last_error).toContain('Too busy');
      await sender.close();
    } finally {
      t.app.mail.sender.start();
    }
  });

  it('sends every message of a batch once after its sender died mid-batch (kill -9): the lease passes and another sends the rest', async () => {
    await t.app.mail.sender.stop();
    try {
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) ids.push(await queueMail(t, 'password-reset', maria, resetData(`Reader ${index}`)));
      const timings = { ...t.app.mail.sender.timings, leaseMs: 2000, batchSize: 10 };

      // The first sender passes two messages to the server, then hangs inside every later send for ever (four at once),
      // as a process killed there would: it never marks anything again and never gives back what it holds.
      const real = smtpTransport(smtp.url);
      let sends = 0;
      const dying: MailTransport = {
        destination: 'a sender about to die',
        send: (mail) => ((sends += 1) <= 2 ? real.send(mail) : new Promise<void>(() => {})),
        close: () => real.close(),
      };
      void new OutboxSender(t.app.db, dying, t.app.log, timings).sendDue();
      await smtp.waitFor(2);
      await expect.poll(() => sends).toBe(6);
      const held = await outboxRows(t);
      // Which two went out first is up to the four turns of the batch.
      expect(
        held
          .filter((row) => ids.includes(row.id))
          .map((row) => row.state)
          .sort(),
      ).toEqual(['sending', 'sending', 'sending', 'sending', 'sent', 'sent']);

      // Before the lease passes, a new sender finds nothing to take.
      const next = new OutboxSender(t.app.db, smtpTransport(smtp.url), t.app.log, timings);
      expect(await next.sendDue()).toBe(0);
      // Each held message's lease was renewed when its send began, so they come free one after another.
      let taken = 0;
      await expect.poll(async () => (taken += await next.sendDue()), { timeout: 5000, interval: 100 }).toBe(4);
      const rows = await outboxSettled(t);
      expect(rows.filter((row) => ids.includes(row.id)).map((row) => row.state)).toEqual(Array(6).fill('sent'));
      const received = smtp.received.map((mail) => mail.parsed.messageId).sort();
      expect(received).toEqual(
        rows
          .filter((row) => ids.includes(row.id))
          .map((row) => row.message_id)
          .sort(),
      );
      await next.close();
      real.close();
    } finally {
      t.app.mail.sender.start();
    }
  });

  it('lets no value add a recipient or a header: names, subjects and the site name with line breaks stay text', async () => {
    const injected = 'Maria\r\nBcc: spy@elsewhere.test\r\nX-Evil: 1';
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: bearer(await t.adminToken()),
      payload: {
        ...(await t.inject({ method: 'GET', url: '/api/v1/settings' })).json<SiteSettings>(),
        siteName: 'Bulletin\nBcc: spy@elsewhere.test',
      },
    });
    expect(renamed.statusCode).toBe(200);
    const id = await queueMail(t, 'password-reset', maria, { fullname: injected, username: 'maria\r\nCc: spy@elsewhere.test', token: 't' });
    const [mail] = await smtp.waitFor(1);
    await outboxRowIn(t, id, ['sent']);
    expect(mail!.envelope.to).toEqual(['maria@school.test']);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.cc).toBeUndefined();
    expect(mail!.parsed.headers.has('x-evil')).toBe(false);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^(bcc|cc|x-evil):/im);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Bulletin Bcc: spy@elsewhere.test', address: 'newsroom@localhost' }]);
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: 'maria@school.test' }] });
    expect(mail!.parsed.subject).not.toContain('\n');

    // An address that is not one never reaches the server: the message fails in sight, and what queued it did not.
    const bad = await queueMail(t, 'password-reset', { address: 'maria@school.test\r\nBcc: spy@elsewhere.test', language: 'en' }, resetData());
    expect(await outboxRowIn(t, bad, ['failed'])).toMatchObject({ attempts: 0, last_error: 'not an e-mail address' });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a message waiting while the SMTP server is unreachable, and sends it when the server is back', async () => {
    await t.app.mail.sender.stop();
    try {
      const id = await queueMail(t, 'password-reset', maria, resetData());
      const refused = new OutboxSender(t.app.db, smtpTransport(`smtp://127.0.0.1:${await closedPort()}`), t.app.log, t.app.mail.sender.timings);
      expect(await refused.sendDue()).toBe(1);
      const waiting = await outboxRowIn(t, id, ['retrying']);
      expect(waiting.last_error).toMatch(/ECONNREFUSED/);
      await refused.close();
    } finally {
      t.app.mail.sender.start();
    }
    await outboxRowIn(t, (await outboxRows(t)).at(-1)!.id, ['sent']);
    expect(smtp.received).toHaveLength(1);
  });
});

describeWithMail('the outbox, a week on', (t) => {
  it('deletes the sent and given-up messages older than a week, once an hour, and keeps the rest', async () => {
    const ids = {
      oldSent: await queueMail(t, 'password-reset', maria, resetData()),
      oldFailed: await queueMail(t, 'password-reset', { address: 'not-an-address', language: 'en' }, resetData()),
      oldWaiting: await queueMail(t, 'password-reset', maria, resetData()),
      newSent: await queueMail(t, 'password-reset', maria, resetData()),
    };
    await outboxSettled(t);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    await t.app.db.updateTable('mail_outbox').set({ created_at: eightDaysAgo }).where('id', '!=', ids.newSent).execute();
    // One that waits for a retry stays, however old: it has not been sent yet.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ state: 'retrying', next_attempt_at: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', ids.oldWaiting)
      .execute();

    const sender = new OutboxSender(t.app.db, smtpTransport('smtp://127.0.0.1:1'), t.app.log, t.app.mail.sender.timings);
    await sender.pruneHourly();
    const left = (await outboxRows(t)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([ids.oldWaiting, ids.newSent]));
    expect(left).not.toContain(ids.oldSent);
    expect(left).not.toContain(ids.oldFailed);

    // Within the hour it does not read the outbox again.
    const another = await queueMail(t, 'password-reset', maria, resetData());
    await outboxRowIn(t, another, ['sent']);
    await t.app.db.updateTable('mail_outbox').set({ created_at: eightDaysAgo }).where('id', '=', another).execute();
    await sender.pruneHourly(Date.now() + 10 * 60_000);
    expect((await outboxRows(t)).map((row) => row.id)).toContain(another);
    await sender.pruneHourly(Date.now() + 61 * 60_000);
    expect((await outboxRows(t)).map((row) => row.id)).not.toContain(another);
    sender.close();
  });
});

describeWithMail(
  'the outbox without SMTP_URL',
  (t) => {
    it('writes each message as an .eml file under DATA_DIR/outbox, marked sent, readable by any mail program', async () => {
      const id = await queueMail(t, 'password-reset', maria, resetData('Juan Dela Cruz'));
      const row = await outboxRowIn(t, id, ['sent']);
      const folder = path.join(t.config.dataDir, 'outbox');
      const files = fs.readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`-${id}\\.eml$`));
      const parsed = await simpleParser(fs.readFileSync(path.join(folder, files[0]!)));
      expect(parsed.messageId).toBe(row.message_id);
      expect(parsed.to).toMatchObject({ value: [{ address: 'maria@school.test' }] });
      expect(parsed.subject).toBe('Set a new password for School Newsroom');
      expect(parsed.text).toContain('Hello Juan Dela Cruz,');
      expect(parsed.html).toContain('http://localhost:8080/reset-password?token=test-token');
    });

    it('keeps a message waiting while the outbox folder cannot be written (a full disk), and writes it once it can', async () => {
      const folder = path.join(t.config.dataDir, 'outbox');
      fs.rmSync(folder, { recursive: true, force: true });
      // A file where the folder should be: every write fails, as on a full disk, until it goes.
      fs.writeFileSync(folder, '');
      const id = await queueMail(t, 'password-reset', maria, resetData());
      const waiting = await outboxRowIn(t, id, ['retrying']);
      expect(waiting.last_error).toMatch(/EEXIST|ENOTDIR/);
      fs.rmSync(folder);
      await outboxRowIn(t, id, ['sent']);
      expect(fs.readdirSync(folder)).toHaveLength(1);
    });

    it('answers requests that would add mail with a 507 while the disk is full, and takes them again once it has room', async () => {
      const askForLink = () =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset-requests', payload: { email: 'nobody@school.test' } });
      const invite = async () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/invitations',
          headers: bearer(await t.adminToken()),
          payload: { email: 'newcomer@school.test', role: 'author' },
        });
      const folder = path.join(t.config.dataDir, 'outbox');
      fs.mkdirSync(folder, { recursive: true });
      // Stopped while the message is queued, so its file's name is known before the sender's first try.
      await t.app.mail.sender.stop();
      const id = await queueMail(t, 'password-reset', maria, resetData());
      const row = (await outboxRows(t)).find((candidate) => candidate.id === id)!;
      // The message's file is written through /dev/full: the write fails with ENOSPC, the kernel's "no space left".
      const tmpFile = path.join(folder, `${emlFileName({ id, createdAt: row.created_at })}.tmp`);
      fs.symlinkSync('/dev/full', tmpFile);
      t.app.mail.sender.start();
      expect((await outboxRowIn(t, id, ['retrying'])).last_error).toMatch(/ENOSPC/);

      const refused = await askForLink();
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(errorMessages.storageFull);
      expect((await invite()).statusCode).toBe(507);
      expect(await t.app.db.selectFrom('invitations').select('id').execute()).toHaveLength(0);

      fs.rmSync(tmpFile);
      await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: row.created_at }).where('id', '=', id).execute();
      t.app.mail.sender.wake();
      await outboxRowIn(t, id, ['sent']);
      expect((await askForLink()).statusCode).toBe(202);
      expect((await invite()).statusCode).toBe(201);
    });
  },
  { smtp: false },
);

describe('retry waits', () => {
  it('double from the first wait up to the longest', async () => {
    const { retryDelayMs } = await import('./outbox-sender.js');
    const timings = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, timings))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
