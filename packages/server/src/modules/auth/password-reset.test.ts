/**
 * Forgot password end to end on each database, with a real SMTP server: the request, the e-mail and its link on
 * PUBLIC_URL, the reset and the sessions it ends, and every way a link or a request is refused.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { passwordResetMessages, userMessages } from '@newsroom/shared';
import { openStream } from '../../../test/helpers/event-stream.js';
import { describeWithMail, outboxRows, outboxSettled } from '../../../test/helpers/mail.js';
import type { ReceivedMail } from '../../../test/helpers/smtp-server.js';
import { bearer } from '../../../test/helpers/test-app.js';

const PUBLIC_URL = 'https://news.school.test';
const NEW_PASSWORD = 'Brand#New123';

describeWithMail(
  'forgot password',
  (t, smtp) => {
    let clients = 0;
    /** Each request from a client address of its own, unless a test says: the per-client limit would count the whole suite. */
    const newClient = () => `10.24.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
    const ask = (email: string, options: { from?: string; headers?: Record<string, string> } = {}) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset-requests',
        payload: { email },
        remoteAddress: options.from ?? newClient(),
        headers: options.headers,
      });
    const reset = (token: string, password = NEW_PASSWORD) =>
      t.inject({ method: 'POST', url: '/api/v1/auth/password-resets', payload: { token, password } });

    /** The reset link in a received message (its plain-text part). */
    function linkIn(mail: ReceivedMail): URL {
      const found = /\S+\/reset-password\?token=\S+/.exec(mail.parsed.text ?? '');
      if (!found) throw new Error(`no reset link in: ${mail.parsed.text}`);
      return new URL(found[0]);
    }
    const tokenIn = (mail: ReceivedMail) => linkIn(mail).searchParams.get('token')!;

    /** Asks for a link for the address and answers the token of the message that brings it. */
    async function askForToken(email: string): Promise<string> {
      const before = smtp.received.length;
      expect((await ask(email)).statusCode).toBe(202);
      const mails = await smtp.waitFor(before + 1);
      return tokenIn(mails[before]!);
    }

    let base: string;
    const streams: { close: () => void }[] = [];
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    beforeEach(() => smtp.clear());
    afterEach(() => {
      for (const stream of streams.splice(0)) stream.close();
    });

    it('mails a link on PUBLIC_URL even when the request forges its Host, and the link sets the password once, ending every session', async () => {
      const { user, password, token } = await t.createUser('AUTHOR', { email: 'reset.me@school.test' });
      const ticket = (await t.inject({ method: 'POST', url: '/api/v1/news/notifications/stream-ticket', headers: bearer(token) })).json().ticket;
      const live = await openStream(`${base}/api/v1/news/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      streams.push(live);
      expect((await live.next()).event).toBe('ready');

      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const asked = await ask('Reset.Me@School.test', { headers: forged });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: passwordResetMessages.requested });

      const [mail] = await smtp.waitFor(1);
      expect(mail!.envelope.to).toEqual([user.email]);
      expect(mail!.parsed.to).toMatchObject({ value: [{ address: user.email }] });
      expect(mail!.parsed.from?.value).toEqual([{ name: 'School Newsroom', address: 'newsroom@news.school.test' }]);
      expect(mail!.parsed.subject).toBe('Set a new password for School Newsroom');
      expect(mail!.parsed.text).toContain(`Hello ${user.fullname},`);
      expect(mail!.parsed.text).toContain(`for the account ${user.username}.`);
      const link = linkIn(mail!);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/reset-password');
      expect(mail!.parsed.html).toContain(`href="${link.href}"`);
      expect(mail!.raw).not.toContain('evil.example');
      const [row] = await outboxRows(t);
      expect(mail!.parsed.messageId).toBe(row!.message_id);
      expect(JSON.parse(row!.links)).toEqual([link.href]);

      // 256 random bits, kept in the database only as their SHA-256.
      const resetToken = link.searchParams.get('token')!;
      expect(Buffer.from(resetToken, 'base64url')).toHaveLength(32);
      const stored = await t.app.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toBe(createHash('sha256').update(resetToken).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(resetToken);

      const done = await reset(resetToken);
      expect(done.statusCode).toBe(204);
      expect(await live.ended(2000)).toBe(true);
      const signedIn = await t.inject({ method: 'GET', url: '/api/v1/news/notifications/unread-count', headers: bearer(token) });
      expect(signedIn.statusCode).toBe(401);
      expect((await t.login(user.username, password)).statusCode).toBe(401);
      expect((await t.login(user.username, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await reset(resetToken, 'Another#Pass456');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(passwordResetMessages.linkInvalid);
      expect((await t.login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an address without an account exactly as one with an account, and mails nothing to it', async () => {
      const { user } = await t.createUser('AUTHOR');
      const unknown = await ask('nobody.here@school.test');
      const known = await ask(user.email);
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

      await smtp.waitFor(1);
      // Requests are handled in turn, so the unknown address's is done by now; nothing of it waits either.
      const rows = await outboxSettled(t);
      expect(rows.map((row) => row.recipient)).not.toContain('nobody.here@school.test');
      expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([[user.email]]);
    });

    it('answers before looking the address up: a slow lookup and mail take nothing from either answer', async () => {
      const { user } = await t.createUser('AUTHOR');
      const run = t.app.changes.run.bind(t.app.changes);
      // The work behind a known address (its token and its message) made slow, as a busy database would make it.
      const slow = vi.spyOn(t.app.changes, 'run').mockImplementation(async (work) => {
        await sleep(1500);
        return run(work);
      });
      try {
        for (const email of [user.email, 'nobody.at.all@school.test']) {
          const started = performance.now();
          expect((await ask(email)).statusCode).toBe(202);
          expect({ email, fast: performance.now() - started < 1000 }).toEqual({ email, fast: true });
        }
        await smtp.waitFor(1);
      } finally {
        slow.mockRestore();
      }
    });

    it('refuses a wrong, missing or expired token with 400 and its message, changing nothing', async () => {
      const { user, password } = await t.createUser('AUTHOR');
      for (const payload of [{ token: 'not-a-token', password: NEW_PASSWORD }, { password: NEW_PASSWORD }, { token: '', password: NEW_PASSWORD }]) {
        const response = await t.inject({ method: 'POST', url: '/api/v1/auth/password-resets', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(passwordResetMessages.linkInvalid);
      }

      const token = await askForToken(user.email);
      await t.app.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const expired = await reset(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(passwordResetMessages.linkInvalid);
      expect((await t.login(user.username, password)).statusCode).toBe(200);
    });

    it('lets a link live 60 minutes', async () => {
      const { user } = await t.createUser('AUTHOR');
      const asked = Date.now();
      await askForToken(user.email);
      const [stored] = await t.app.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user.id).execute();
      const lifetime = Date.parse(stored!.expires_at) - asked;
      expect(lifetime).toBeGreaterThan(59 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    });

    it('ends a link when a newer one is asked for, and when the password is changed another way', async () => {
      const { user } = await t.createUser('AUTHOR');
      const first = await askForToken(user.email);
      const second = await askForToken(user.email);
      expect((await reset(first)).statusCode).toBe(400);

      const third = await askForToken(user.email);
      expect((await reset(second)).statusCode).toBe(400);
      const changed = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: bearer(await t.adminToken()),
        payload: { fullname: user.fullname, username: user.username, email: user.email, role: ['author'], password: 'Set#ByAdmin1' },
      });
      expect(changed.statusCode).toBe(200);
      const outlived = await reset(third);
      expect(outlived.statusCode).toBe(400);
      expect(outlived.json().message).toBe(passwordResetMessages.linkInvalid);
      expect((await t.login(user.username, 'Set#ByAdmin1')).statusCode).toBe(200);
    });

    it('ends a link when the account gets another e-mail address: it was sent to the old one', async () => {
      const { user } = await t.createUser('AUTHOR');
      const token = await askForToken(user.email);
      const moved = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: bearer(await t.adminToken()),
        payload: { fullname: user.fullname, username: user.username, email: `moved-${user.email}`, role: ['author'] },
      });
      expect(moved.statusCode).toBe(200);
      expect((await reset(token)).statusCode).toBe(400);

      // A change that keeps the address keeps the link.
      const kept = await askForToken(`moved-${user.email}`);
      const renamed = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: bearer(await t.adminToken()),
        payload: { fullname: 'Another Name', username: user.username, email: `moved-${user.email}`, role: ['author'] },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await reset(kept)).statusCode).toBe(204);
    });

    it("checks the new password by the user form's rules, and a refused password leaves the link working", async () => {
      const { user } = await t.createUser('AUTHOR');
      const token = await askForToken(user.email);
      const weak = await reset(token, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([{ field: 'password', message: userMessages.passwordWeak }]);
      expect((await reset(token, 'Strong#Enough1')).statusCode).toBe(204);
      expect((await t.login(user.username, 'Strong#Enough1')).statusCode).toBe(200);
    });

    it('refuses a malformed address with a field error, header injections included, and queues nothing', async () => {
      const before = (await outboxRows(t)).length;
      for (const [email, message] of [
        ['not-an-address', userMessages.emailInvalid],
        ['a@b.c\r\nBcc: x@y.z', userMessages.emailInvalid],
        ['a@b.c\nBcc: x@y.z', userMessages.emailInvalid],
        ['a@b.c, x@y.z', userMessages.emailInvalid],
        ['   ', userMessages.emailRequired],
      ]) {
        const response = await ask(email!);
        expect({ email, status: response.statusCode }).toEqual({ email, status: 400 });
        expect(response.json().errors).toEqual([{ field: 'email', message }]);
      }
      expect(await outboxRows(t)).toHaveLength(before);
    });

    it('allows 5 requests an hour per e-mail address, from any client, whether or not it has an account', async () => {
      for (let count = 1; count <= 5; count += 1) expect((await ask('ghost.writer@school.test')).statusCode).toBe(202);
      const refused = await ask('GHOST.writer@school.test');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(passwordResetMessages.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await ask('another.ghost@school.test')).statusCode).toBe(202);
    });

    it('allows 20 requests an hour per client address, whatever addresses it types', async () => {
      const client = newClient();
      for (let count = 1; count <= 20; count += 1) {
        expect((await ask(`typed.${count}@school.test`, { from: client })).statusCode).toBe(202);
      }
      expect((await ask('typed.21@school.test', { from: client })).statusCode).toBe(429);
      expect((await ask('typed.21@school.test')).statusCode).toBe(202);
    });

    it("writes the e-mail in the language the user last signed in with, else in the asker's", async () => {
      const { user } = await t.createUser('AUTHOR', { fullname: 'Ligaya Cruz' });
      const signedIn = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: user.username, password: 'Secret#123' },
        headers: { 'accept-language': 'fil-PH,fil;q=0.9' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect((await ask(user.email, { headers: { 'accept-language': 'en' } })).statusCode).toBe(202);
      const [filipino] = await smtp.waitFor(1);
      expect(filipino!.parsed.subject).toBe('Magtakda ng bagong password para sa School Newsroom');
      expect(filipino!.parsed.text).toContain('Kumusta, Ligaya Cruz!');
      expect(filipino!.parsed.html).toContain('<html lang="fil">');

      await t.app.db.updateTable('users').set({ language: null }).where('id', '=', user.id).execute();
      const asked = await ask(user.email, { headers: { cookie: 'language=fil' } });
      expect(asked.json().message).toBe(
        'Kung may account na gumagamit ng e-mail address na ito, papunta na ang link para makapagtakda ng bagong password. Gagana ang link sa loob ng 60 minuto.',
      );
      const [, asker] = await smtp.waitFor(2);
      expect(asker!.parsed.subject).toBe('Magtakda ng bagong password para sa School Newsroom');
    });
  },
  { env: { PUBLIC_URL, TRUST_PROXY: 'true' } },
);
