/**
 * Invitations end to end on each database, with a real SMTP server: the ADMIN's invitation and its e-mail on
 * PUBLIC_URL, the invitee's page and acceptance (which signs them in), and every way a link or a request is refused.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { errorMessages, invitationMessages, lengthMessages, userMessages, type Invitation, type LoginResponse } from '@newsroom/shared';
import { describeWithMail, outboxRowIn, outboxRows, startWithMail } from '../../../test/helpers/mail.js';
import { closedPort, type ReceivedMail } from '../../../test/helpers/smtp-server.js';
import { bearer, dialects, TestApp } from '../../../test/helpers/test-app.js';

const PUBLIC_URL = 'https://news.school.test';
const PASSWORD = 'Invited#2026';
const DAY_MS = 24 * 60 * 60_000;

describeWithMail(
  'invitations',
  (t, smtp) => {
    let clients = 0;
    /** Each acceptance from a client address of its own, unless a test says: the per-client limit would count the whole suite. */
    const newClient = () => `10.25.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
    let invitees = 0;
    const newAddress = () => `invitee.${(invitees += 1)}@school.test`;

    const asAdmin = async (options: InjectOptions) => t.inject({ ...options, headers: { ...bearer(await t.adminToken()), ...options.headers } });
    const invite = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      asAdmin({ method: 'POST', url: '/api/v1/invitations', payload, headers });
    const list = async () => (await asAdmin({ method: 'GET', url: '/api/v1/invitations' })).json() as Invitation[];
    const resend = (id: string, headers: Record<string, string> = {}) =>
      asAdmin({ method: 'POST', url: `/api/v1/invitations/${id}/resend`, headers });
    const withdraw = (id: string) => asAdmin({ method: 'DELETE', url: `/api/v1/invitations/${id}` });
    const preview = (token: string) => t.inject({ method: 'GET', url: `/api/v1/invitations/by-token/${encodeURIComponent(token)}` });
    const accept = (token: string, fields: Partial<Record<'fullname' | 'username' | 'password', string>> = {}, from = newClient()) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/invitation-acceptances',
        remoteAddress: from,
        payload: { token, fullname: 'New Writer', username: `writer_${(clients += 1)}`, password: PASSWORD, ...fields },
      });

    /** The invitation link in a received message (its plain-text part). */
    function linkIn(mail: ReceivedMail): URL {
      const found = /\S+\/accept-invitation\?token=\S+/.exec(mail.parsed.text ?? '');
      if (!found) throw new Error(`no invitation link in: ${mail.parsed.text}`);
      return new URL(found[0]);
    }
    const tokenIn = (mail: ReceivedMail) => linkIn(mail).searchParams.get('token')!;

    /** Invites the address (201) and answers the invitation and the token of the message that brings it. */
    async function invited(email: string, role = 'author', fullname?: string): Promise<{ invitation: Invitation; token: string }> {
      const before = smtp.received.length;
      const response = await invite({ email, role, ...(fullname ? { fullname } : {}) });
      expect(response.statusCode).toBe(201);
      const mails = await smtp.waitFor(before + 1);
      return { invitation: response.json(), token: tokenIn(mails[before]!) };
    }

    beforeEach(() => smtp.clear());

    it("mails a link on PUBLIC_URL that shows the invitation and makes the account once, signing the invitee in with the invitation's e-mail and role", async () => {
      const email = newAddress();
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const asked = Date.now();
      const response = await invite({ email, role: 'author', fullname: 'Lorna Reyes' }, forged);
      expect(response.statusCode).toBe(201);
      const invitation = response.json() as Invitation;
      expect(invitation).toMatchObject({ email, role: 'AUTHOR', fullname: 'Lorna Reyes', invitedBy: 'Ada Admin' });
      const lifetime = Date.parse(invitation.expiresAt) - asked;
      expect(lifetime).toBeGreaterThan(7 * DAY_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(7 * DAY_MS + 5_000);
      expect(response.headers['cache-control']).toBe('no-store');

      const [mail] = await smtp.waitFor(1);
      expect(mail!.envelope.to).toEqual([email]);
      expect(mail!.parsed.to).toMatchObject({ value: [{ address: email }] });
      expect(mail!.parsed.subject).toBe('You are invited to School Newsroom');
      expect(mail!.parsed.text).toContain('Hello Lorna Reyes,');
      expect(mail!.parsed.text).toContain('Ada Admin invited you to write for School Newsroom as an author');
      expect(mail!.parsed.text).toContain('The link works once, within 7 days.');
      const link = linkIn(mail!);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/accept-invitation');
      expect(mail!.parsed.html).toContain(`href="${link.href}"`);
      expect(mail!.raw).not.toContain('evil.example');
      const [row] = (await outboxRows(t)).filter((message) => message.recipient === email);
      expect(row!.kind).toBe('invitation');
      expect(JSON.parse(row!.links)).toEqual([link.href]);

      // 256 random bits, kept in the database only as their SHA-256.
      const token = link.searchParams.get('token')!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await t.app.db.selectFrom('invitations').selectAll().where('id', '=', invitation.id).execute();
      expect(stored.map((invitationRow) => invitationRow.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
      expect(JSON.stringify(await t.app.db.selectFrom('invitations').selectAll().execute())).not.toContain(token);
      expect((await list()).map((open) => open.id)).toContain(invitation.id);

      const shown = await preview(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.json()).toEqual({ email, role: 'AUTHOR', fullname: 'Lorna Reyes', invitedBy: 'Ada Admin', expiresAt: invitation.expiresAt });

      const accepted = await accept(token, { fullname: 'Lorna B. Reyes', username: 'lorna.reyes' });
      expect(accepted.statusCode).toBe(201);
      const session = accepted.json() as LoginResponse;
      expect(session).toMatchObject({ tokenType: 'Bearer', roles: ['ROLE_AUTHOR'], username: 'lorna.reyes', email, fullname: 'Lorna B. Reyes' });
      expect(accepted.headers['cache-control']).toBe('no-store');
      expect(String(accepted.headers['set-cookie'])).toContain('HttpOnly');
      const signedIn = await t.inject({ method: 'GET', url: '/api/v1/news/notifications/unread-count', headers: bearer(session.accessToken) });
      expect(signedIn.statusCode).toBe(200);
      expect((await t.login('lorna.reyes', PASSWORD)).statusCode).toBe(200);
      const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email, role: 'AUTHOR', fullname: 'Lorna B. Reyes', language: 'en' });

      const again = await accept(token, { username: 'lorna.second' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(invitationMessages.linkInvalid);
      expect((await preview(token)).statusCode).toBe(400);
      expect((await list()).map((open) => open.id)).not.toContain(invitation.id);
      expect(await t.app.db.selectFrom('users').select('id').where('username_key', '=', 'lorna.second').execute()).toEqual([]);
    });

    it('makes an invited ADMIN an ADMIN, whose token opens the ADMIN calls', async () => {
      const { token } = await invited(newAddress(), 'ADMIN');
      const [mail] = smtp.received;
      expect(mail!.parsed.text).toContain('Hello,');
      expect(mail!.parsed.text).toContain('Ada Admin invited you to help run School Newsroom as an administrator');
      expect((await preview(token)).json()).toMatchObject({ role: 'ADMIN', fullname: null });
      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().roles).toEqual(['ROLE_ADMIN']);
      expect((await t.inject({ method: 'GET', url: '/api/v1/invitations', headers: bearer(accepted.json().accessToken) })).statusCode).toBe(200);
    });

    it('makes one account of two acceptances of one link at once', async () => {
      const email = newAddress();
      const { token } = await invited(email);
      const answers = await Promise.all([accept(token, { username: 'twin.first' }), accept(token, { username: 'twin.second' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      const accounts = await t.app.db.selectFrom('users').select('username').where('email', '=', email).execute();
      expect(accounts).toHaveLength(1);
    });

    it('refuses an expired link with 400, keeps the invitation listed, and a resend gives it a new link and 7 more days', async () => {
      const email = newAddress();
      const { invitation, token } = await invited(email);
      const expired = new Date(Date.now() - 1000).toISOString();
      await t.app.db.updateTable('invitations').set({ expires_at: expired }).where('id', '=', invitation.id).execute();
      for (const response of [await preview(token), await accept(token)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(invitationMessages.linkInvalid);
      }
      expect((await list()).find((open) => open.id === invitation.id)?.expiresAt).toBe(expired);

      const renewed = await resend(invitation.id);
      expect(renewed.statusCode).toBe(200);
      expect(Date.parse(renewed.json().expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
      const [, mail] = await smtp.waitFor(2);
      const newToken = tokenIn(mail!);
      expect(newToken).not.toBe(token);
      expect((await accept(token)).statusCode).toBe(400);
      expect((await accept(newToken)).statusCode).toBe(201);
    });

    it('ends the old link when the invitation is resent, naming the ADMIN who resent it', async () => {
      const { invitation, token } = await invited(newAddress());
      const other = await t.createUser('ADMIN', { fullname: 'Bea Admin' });
      const renewed = await t.inject({ method: 'POST', url: `/api/v1/invitations/${invitation.id}/resend`, headers: bearer(other.token) });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json()).toMatchObject({ id: invitation.id, invitedBy: 'Bea Admin' });
      const [, mail] = await smtp.waitFor(2);
      expect(mail!.parsed.text).toContain('Bea Admin invited you');
      const old = await preview(token);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(invitationMessages.linkInvalid);
      expect((await preview(tokenIn(mail!))).statusCode).toBe(200);
    });

    it('ends the link when the invitation is withdrawn', async () => {
      const { invitation, token } = await invited(newAddress());
      const withdrawn = await withdraw(invitation.id);
      expect(withdrawn.statusCode).toBe(204);
      expect((await preview(token)).statusCode).toBe(400);
      expect((await accept(token)).statusCode).toBe(400);
      expect((await list()).map((open) => open.id)).not.toContain(invitation.id);
      for (const response of [await withdraw(invitation.id), await resend(invitation.id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(invitationMessages.notFound);
      }
    });

    it('replaces an open invitation when the address is invited again: one invitation, the newest link, the newest role', async () => {
      const email = newAddress();
      const first = await invited(email);
      const second = await invited(email.toUpperCase(), 'admin', 'Second Try');
      expect(second.invitation.id).not.toBe(first.invitation.id);
      expect(second.invitation).toMatchObject({ role: 'ADMIN', fullname: 'Second Try' });
      expect((await preview(first.token)).statusCode).toBe(400);
      const open = (await list()).filter((invitation) => invitation.email.toLowerCase() === email);
      expect(open.map((invitation) => invitation.id)).toEqual([second.invitation.id]);
      expect((await accept(second.token)).json().roles).toEqual(['ROLE_ADMIN']);
    });

    it('answers 409 for an address that has an account, when inviting and when the account was made after the invitation', async () => {
      const { user } = await t.createUser('AUTHOR');
      const before = (await outboxRows(t)).length;
      const refused = await invite({ email: user.email.toUpperCase(), role: 'author' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('An account with this e-mail already exists.');
      expect(await outboxRows(t)).toHaveLength(before);

      const email = newAddress();
      const { invitation, token } = await invited(email);
      await t.createUser('AUTHOR', { email });
      for (const response of [await preview(token), await accept(token), await resend(invitation.id)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(invitationMessages.accountExists);
      }
      expect(await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it("gives a taken username the user form's message and leaves the link working; checks the fields by the user form's rules", async () => {
      const { user } = await t.createUser('AUTHOR');
      const { token } = await invited(newAddress());
      const taken = await accept(token, { username: user.username.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(userMessages.usernameTaken);

      for (const [fields, field, message] of [
        [{ password: 'weakpass' }, 'password', userMessages.passwordWeak],
        [{ username: 'has space' }, 'username', userMessages.usernameNoSpaces],
        [{ username: 'abc' }, 'username', userMessages.usernameTooShort],
        [{ fullname: '   ' }, 'fullname', userMessages.fullnameRequired],
        [{ fullname: 'x'.repeat(101) }, 'fullname', lengthMessages.fullnameTooLong(100)],
      ] as const) {
        const refused = await accept(token, fields);
        expect({ fields, status: refused.statusCode }).toEqual({ fields, status: 400 });
        expect(refused.json().errors).toEqual([{ field, message }]);
      }
      const missing = await t.inject({
        method: 'POST',
        url: '/api/v1/invitation-acceptances',
        payload: { fullname: 'A', username: 'abcdef', password: PASSWORD },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'token', message: invitationMessages.linkInvalid }]);
      expect((await accept(token, { username: 'free.username' })).statusCode).toBe(201);
    });

    it('refuses a malformed invitation with field errors, header injections included, and queues nothing', async () => {
      const before = (await outboxRows(t)).length;
      for (const [payload, field, message] of [
        [{ email: 'not-an-address', role: 'author' }, 'email', userMessages.emailInvalid],
        [{ email: 'a@b.c\r\nBcc: x@y.z', role: 'author' }, 'email', userMessages.emailInvalid],
        [{ email: 'a@b.c, x@y.z', role: 'author' }, 'email', userMessages.emailInvalid],
        [{ email: '  ', role: 'author' }, 'email', userMessages.emailRequired],
        [{ email: newAddress(), role: 'reader' }, 'role', userMessages.roleRequired],
        [{ email: newAddress() }, 'role', userMessages.roleRequired],
        [{ email: newAddress(), role: 'author', fullname: 'x'.repeat(101) }, 'fullname', lengthMessages.fullnameTooLong(100)],
      ] as const) {
        const response = await invite(payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect(response.json().errors).toEqual([{ field, message }]);
      }
      expect(await outboxRows(t)).toHaveLength(before);
    });

    it('sends one message to one recipient when the name carries a header injection', async () => {
      const email = newAddress();
      const response = await invite({ email, role: 'author', fullname: 'Eve\r\nBcc: spy@elsewhere.test' });
      expect(response.statusCode).toBe(201);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.envelope.to).toEqual([email]);
      expect(mail!.parsed.headers.has('bcc')).toBe(false);
      expect(mail!.parsed.headers.has('cc')).toBe(false);
      expect(mail!.parsed.to).toMatchObject({ value: [{ address: email }] });
      expect(mail!.parsed.subject).toBe('You are invited to School Newsroom');
      expect(smtp.received).toHaveLength(1);
    });

    it("writes the e-mail in the inviting request's language", async () => {
      const { token } = await (async () => {
        const response = await invite({ email: newAddress(), role: 'author', fullname: 'Ligaya Cruz' }, { cookie: 'language=fil' });
        expect(response.statusCode).toBe(201);
        return { token: tokenIn((await smtp.waitFor(1))[0]!) };
      })();
      const [mail] = smtp.received;
      expect(mail!.parsed.subject).toBe('Inaanyayahan ka sa School Newsroom');
      expect(mail!.parsed.text).toContain('Kumusta, Ligaya Cruz!');
      expect(mail!.parsed.text).toContain('Inimbitahan ka ni Ada Admin na sumulat para sa School Newsroom bilang awtor');
      expect(mail!.parsed.html).toContain('<html lang="fil">');
      const refused = await t.inject({ method: 'GET', url: '/api/v1/invitations/by-token/wrong', headers: { cookie: 'language=fil' } });
      expect(refused.json().message).toBe('Hindi na gumagana ang imbitasyong ito. Humingi ng bago sa taong nag-imbita sa iyo.');
      expect((await preview(token)).statusCode).toBe(200);
    });

    it('lets only an ADMIN invite, list, resend and withdraw', async () => {
      const { invitation } = await invited(newAddress());
      const { token: authorToken } = await t.createUser('AUTHOR');
      const calls: InjectOptions[] = [
        { method: 'POST', url: '/api/v1/invitations', payload: { email: newAddress(), role: 'author' } },
        { method: 'GET', url: '/api/v1/invitations' },
        { method: 'POST', url: `/api/v1/invitations/${invitation.id}/resend` },
        { method: 'DELETE', url: `/api/v1/invitations/${invitation.id}` },
      ];
      for (const call of calls) {
        expect({ call: call.url, status: (await t.inject({ ...call, headers: bearer(authorToken) })).statusCode }).toEqual({
          call: call.url,
          status: 403,
        });
        expect({ call: call.url, status: (await t.inject(call)).statusCode }).toEqual({ call: call.url, status: 401 });
      }
      expect((await list()).map((open) => open.id)).toContain(invitation.id);
      expect(smtp.received).toHaveLength(1);
    });

    it('is described in the OpenAPI document: the ADMIN calls behind a bearer token, the invitee calls open', async () => {
      const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      const operations = [
        [paths['/api/v1/invitations'].post, true],
        [paths['/api/v1/invitations'].get, true],
        [paths['/api/v1/invitations/{id}/resend'].post, true],
        [paths['/api/v1/invitations/{id}'].delete, true],
        [paths['/api/v1/invitations/by-token/{token}'].get, false],
        [paths['/api/v1/invitation-acceptances'].post, false],
      ] as const;
      for (const [operation, admin] of operations) {
        expect(operation.tags).toEqual(['users']);
        expect(operation.summary).toMatch(/^[A-Z]/);
        expect(operation.security).toEqual(admin ? [{ bearerAuth: [] }] : undefined);
      }
    });

    it('limits the acceptances per client like the other public writes', async () => {
      const client = newClient();
      for (let count = 1; count <= 30; count += 1) expect((await accept('no-such-token', {}, client)).statusCode).toBe(400);
      const limited = await accept('no-such-token', {}, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(errorMessages.tooManyRequests);
      expect((await accept('no-such-token')).statusCode).toBe(400);
    });
  },
  { env: { PUBLIC_URL, TRUST_PROXY: 'true' } },
);

describe.each(dialects)('an invitation while the SMTP server is unreachable [%s]', (dialect) => {
  const t = new TestApp(dialect);
  beforeAll(async () => startWithMail(t, { url: `smtp://127.0.0.1:${await closedPort()}` }));
  afterAll(() => t.stop());

  it('is made at once, and its e-mail waits to be tried again', async () => {
    const started = performance.now();
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: bearer(await t.adminToken()),
      payload: { email: 'far.away@school.test', role: 'author' },
    });
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(2000);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ kind: 'invitation', recipient: 'far.away@school.test' });
    const waiting = await outboxRowIn(t, row!.id, ['retrying']);
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect((await t.inject({ method: 'GET', url: '/api/v1/invitations', headers: bearer(await t.adminToken()) })).json()).toHaveLength(1);
  });
});
