/**
 * Newsletter subscriptions on each database with a real SMTP server: asking (one answer for every address), the
 * confirmation mail and its link, the manage link (reading, changing, unsubscribing in one click or from the page),
 * and every way a request or a link is refused.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, expect, it } from 'vitest';
import { subscriptionMessages, userMessages } from '@newsroom/shared';
import { describeWithMail, outboxRows } from '../../../test/helpers/mail.js';
import type { ReceivedMail } from '../../../test/helpers/smtp-server.js';
import { deleteUnconfirmedSubscriptions } from './subscriptions.repository.js';

const PUBLIC_URL = 'https://news.school.test';

describeWithMail(
  'newsletter subscriptions',
  (t, smtp) => {
    let clients = 0;
    const newClient = () => `10.26.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
    const subscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.inject({ method: 'POST', url: '/api/v1/subscriptions', payload, remoteAddress: newClient(), headers });
    const confirm = (token: string) =>
      t.inject({ method: 'POST', url: '/api/v1/subscriptions/confirmations', payload: { token }, remoteAddress: newClient() });
    const rowOf = (email: string) =>
      t.app.db.selectFrom('newsletter_subscriptions').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst();

    function confirmLink(mail: ReceivedMail): URL {
      const found = /\S+\/subscriptions\/confirm\?token=\S+/.exec(mail.parsed.text ?? '');
      if (!found) throw new Error(`no confirmation link in: ${mail.parsed.text}`);
      return new URL(found[0]);
    }
    /** The newest message to the address (a suite's earlier messages may still arrive meanwhile). */
    async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
      for (let waited = 0; ; waited += 20) {
        const mails = smtp.received.filter((mail) => mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));
        if (mails.length >= count) return mails[count - 1]!;
        if (waited > 10_000) throw new Error(`no mail to ${address}`);
        await sleep(20);
      }
    }
    const setRow = (email: string, values: Record<string, string>) =>
      t.app.db.updateTable('newsletter_subscriptions').set(values).where('email_key', '=', email).execute();
    async function subscribeAndConfirm(email: string, payload: Record<string, unknown> = {}) {
      expect((await subscribe({ email, ...payload })).statusCode).toBe(202);
      const confirmed = await confirm(confirmLink(await mailTo(email)).searchParams.get('token')!);
      expect(confirmed.statusCode).toBe(200);
      return confirmed.json() as { manageToken: string; subscription: Record<string, unknown> };
    }

    beforeEach(() => smtp.clear());

    it('answers a new, a pending and a confirmed address alike, mails a confirmation link on PUBLIC_URL, and confirming applies what was asked', async () => {
      const first = await subscribe({ email: 'Parent.One@School.test', categories: ['Animo Idol'], language: 'fil', frequency: 'weekly' });
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ message: subscriptionMessages.requested });

      const mail = await mailTo('parent.one@school.test');
      // The address as it was typed (SMTP lower-cases the domain).
      expect(mail.envelope.to).toEqual(['Parent.One@school.test']);
      // In the language asked for.
      expect(mail.parsed.subject).toBe('Kumpirmahin ang iyong subscription sa School Newsroom');
      const link = confirmLink(mail);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/subscriptions/confirm');
      const token = link.searchParams.get('token')!;
      const pending = await rowOf('parent.one@school.test');
      expect(pending).toMatchObject({ state: 'pending', frequency: 'weekly', language: 'fil' });
      expect(JSON.stringify(pending)).not.toContain(token);

      // Pending: the same answer, and no second mail within the hour.
      const again = await subscribe({ email: 'parent.one@school.test', frequency: 'each' });
      expect(again.statusCode).toBe(202);
      expect(again.body).toBe(first.body);

      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        message: subscriptionMessages.confirmed,
        subscription: { email: 'Parent.One@School.test', categories: ['Animo Idol'], language: 'fil', frequency: 'weekly' },
      });
      expect((await rowOf('parent.one@school.test'))!.state).toBe('confirmed');

      // Confirmed: the same answer again; the link is used.
      const third = await subscribe({ email: 'PARENT.ONE@school.test' });
      expect(third.body).toBe(first.body);
      const used = await confirm(token);
      expect(used.statusCode).toBe(400);
      expect(used.json().message).toBe(subscriptionMessages.linkInvalid);
      await sleep(200);
      expect(smtp.received.filter((received) => received.envelope.to[0]?.toLowerCase() === 'parent.one@school.test')).toHaveLength(1);
      expect((await outboxRows(t)).filter((row) => row.recipient === 'Parent.One@School.test')).toHaveLength(1);
    });

    it('asking again after the hour mails a new link whose preferences change nothing until it is used', async () => {
      const { subscription } = await subscribeAndConfirm('again@school.test', { frequency: 'each', language: 'en' });
      expect(subscription).toMatchObject({ frequency: 'each', categories: [] });
      // The last confirmation went out more than an hour ago.
      await setRow('again@school.test', { last_confirmation_sent_at: new Date(Date.now() - 61 * 60_000).toISOString() });
      expect((await subscribe({ email: 'again@school.test', frequency: 'weekly', categories: ['BalitAraneta'] })).statusCode).toBe(202);
      const second = await mailTo('again@school.test', 2);
      expect(await rowOf('again@school.test')).toMatchObject({ frequency: 'each', categories: '[]' });
      const done = await confirm(confirmLink(second).searchParams.get('token')!);
      expect(done.json().subscription).toMatchObject({ frequency: 'weekly', categories: ['BalitAraneta'] });
    });

    it('refuses a forged or expired confirmation token with the one message, in Filipino too', async () => {
      expect((await subscribe({ email: 'late@school.test' })).statusCode).toBe(202);
      const token = confirmLink(await mailTo('late@school.test')).searchParams.get('token')!;
      await setRow('late@school.test', { last_confirmation_sent_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(subscriptionMessages.linkInvalid);

      const forged = await t.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/confirmations',
        payload: { token: 'x'.repeat(43) },
        headers: { 'accept-language': 'fil' },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('Hindi na gumagana ang link na ito.');
      expect((await t.inject({ method: 'POST', url: '/api/v1/subscriptions/confirmations', payload: {} })).statusCode).toBe(400);
    });

    it('forgets an address nobody confirmed after 7 days, and keeps a confirmed one', async () => {
      await subscribeAndConfirm('kept@school.test');
      expect((await subscribe({ email: 'forgotten@school.test' })).statusCode).toBe(202);
      for (const email of ['kept@school.test', 'forgotten@school.test'])
        await setRow(email, { created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
      expect(await deleteUnconfirmedSubscriptions(t.app.db, new Date(Date.now() - 7 * 86_400_000))).toBeGreaterThanOrEqual(1);
      expect(await rowOf('forgotten@school.test')).toBeUndefined();
      expect(await rowOf('kept@school.test')).toBeDefined();
    });

    it("gives field errors in the reader's language for a malformed e-mail, unknown categories, language or frequency, and mails nothing", async () => {
      const queuedBefore = (await outboxRows(t)).length;
      const bad = await subscribe({ email: 'not-an-email', language: 'de', frequency: 'daily' });
      expect(bad.statusCode).toBe(400);
      const fields = (bad.json().errors as { field: string; message: string }[]).map((error) => error.field).sort();
      expect(fields).toEqual(['email', 'frequency', 'language']);
      expect(bad.json().errors).toContainEqual({ field: 'email', message: userMessages.emailInvalid });

      const unknown = await subscribe({ email: 'ok@school.test', categories: ['Animo Idol', 'Horoscopes'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'categories', message: subscriptionMessages.unknownCategory('Horoscopes') }]);

      const inFilipino = await subscribe({ email: 'ok@school.test', language: 'de' }, { 'accept-language': 'fil' });
      expect(inFilipino.json().errors).toEqual([{ field: 'language', message: 'Pumili ng English o Filipino.' }]);
      expect(await rowOf('ok@school.test')).toBeUndefined();
      expect(await outboxRows(t)).toHaveLength(queuedBefore);
    });

    it('shows and changes a subscription by its manage link, unsubscribes in one POST, and a GET of the unsubscribe link changes nothing', async () => {
      const { manageToken } = await subscribeAndConfirm('leaving@school.test');
      const manage = `/api/v1/subscriptions/manage?token=${encodeURIComponent(manageToken)}`;
      expect((await t.inject({ method: 'GET', url: manage })).json()).toEqual({
        email: 'leaving@school.test',
        categories: [],
        language: 'en',
        frequency: 'each',
      });
      const changed = await t.inject({ method: 'PUT', url: manage, payload: { categories: ['Animo Idol'], frequency: 'weekly' } });
      expect(changed.json()).toEqual({ email: 'leaving@school.test', categories: ['Animo Idol'], language: 'en', frequency: 'weekly' });
      expect((await t.inject({ method: 'PUT', url: manage, payload: { categories: ['Nope'] } })).statusCode).toBe(400);

      const unsubscribe = `/api/v1/subscriptions/unsubscribe?token=${encodeURIComponent(manageToken)}`;
      const scanned = await t.inject({ method: 'GET', url: unsubscribe });
      expect(scanned.statusCode).toBe(303);
      expect(scanned.headers.location).toBe(`/subscriptions/manage?token=${encodeURIComponent(manageToken)}`);
      expect(await rowOf('leaving@school.test')).toBeDefined();

      const forged = await t.inject({
        method: 'POST',
        url: `/api/v1/subscriptions/unsubscribe?token=${encodeURIComponent(manageToken.slice(0, -2))}xx`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(forged.statusCode).toBe(400);
      expect(await rowOf('leaving@school.test')).toBeDefined();

      const oneClick = await t.inject({
        method: 'POST',
        url: unsubscribe,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toEqual({ message: subscriptionMessages.unsubscribed });
      expect(await rowOf('leaving@school.test')).toBeUndefined();
      const gone = await t.inject({ method: 'GET', url: manage });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().message).toBe(subscriptionMessages.linkInvalid);
    });

    it('limits one client like the other public writes, and mails one confirmation per address however often it is asked for', async () => {
      const flood = (email: string) => t.inject({ method: 'POST', url: '/api/v1/subscriptions', payload: { email }, remoteAddress: '10.99.0.1' });
      const answers = [];
      for (let i = 0; i < t.app.config.publicWriteLimit; i += 1) answers.push((await flood('victim@school.test')).statusCode);
      expect(new Set(answers)).toEqual(new Set([202]));
      const limited = await flood('other.victim@school.test');
      expect(limited.statusCode).toBe(429);
      await mailTo('victim@school.test');
      await sleep(300);
      expect(smtp.received.filter((mail) => mail.envelope.to.includes('victim@school.test'))).toHaveLength(1);
      expect(await rowOf('other.victim@school.test')).toBeUndefined();
    });

    it('unsubscribes from the manage page with one DELETE', async () => {
      const { manageToken } = await subscribeAndConfirm('button@school.test');
      const removed = await t.inject({ method: 'DELETE', url: `/api/v1/subscriptions/manage?token=${encodeURIComponent(manageToken)}` });
      expect(removed.statusCode).toBe(200);
      expect(await rowOf('button@school.test')).toBeUndefined();
    });
  },
  { configure: (config) => void (config.publicUrl = PUBLIC_URL) },
);
