/**
 * The newsletter's privacy promise, on each database with a real SMTP server: a subscriber's address and the tokens
 * of their links appear in no log line (every level, as the server writes them) and not in the metrics, through
 * subscribing, confirming, managing, unsubscribing and the ADMIN's list, search and export.
 */
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, expect, it } from 'vitest';
import { describeWithMail } from '../../../test/helpers/mail.js';
import { bearer } from '../../../test/helpers/test-app.js';

const ADDRESS = 'Private.Parent@School.test';

/** Every line the app logs, for every suite of this file (each suite reads those after its start). */
const lines: string[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

describeWithMail(
  'what the log and the metrics keep of a subscriber',
  (t, smtp) => {
    beforeEach(() => {
      lines.length = 0;
      smtp.clear();
    });

    async function confirmationToken(): Promise<string> {
      for (let waited = 0; waited < 10_000; waited += 20) {
        const mail = smtp.received.find((received) => received.envelope.to[0]?.toLowerCase() === ADDRESS.toLowerCase());
        const token = mail && /\/subscriptions\/confirm\?token=([^\s&]+)/.exec(mail.parsed.text ?? '')?.[1];
        if (token) return decodeURIComponent(token);
        await sleep(20);
      }
      throw new Error('no confirmation mail');
    }

    it('logs no address and no token, and the metrics name neither, from subscribing to unsubscribing', async () => {
      const admin = bearer(await t.adminToken());
      const asked = await t.inject({ method: 'POST', url: '/api/v1/subscriptions', payload: { email: ADDRESS, categories: ['Animo Idol'] } });
      expect(asked.statusCode).toBe(202);
      const confirmToken = await confirmationToken();
      const confirmed = await t.inject({ method: 'POST', url: '/api/v1/subscriptions/confirmations', payload: { token: confirmToken } });
      expect(confirmed.statusCode).toBe(200);
      const manageToken = (confirmed.json() as { manageToken: string }).manageToken;
      const manage = `token=${encodeURIComponent(manageToken)}`;

      expect((await t.inject({ method: 'GET', url: `/api/v1/subscriptions/manage?${manage}` })).statusCode).toBe(200);
      expect((await t.inject({ method: 'PUT', url: `/api/v1/subscriptions/manage?${manage}`, payload: { language: 'fil' } })).statusCode).toBe(200);
      expect((await t.inject({ method: 'PUT', url: `/api/v1/subscriptions/manage?${manage}`, payload: { categories: ['Nope'] } })).statusCode).toBe(
        400,
      );
      expect((await t.inject({ method: 'GET', url: `/api/v1/subscriptions/unsubscribe?${manage}` })).statusCode).toBe(303);

      const search = await t.inject({ method: 'GET', url: `/api/v1/subscribers?q=${encodeURIComponent('private.parent@')}`, headers: admin });
      expect(search.json().items.map((item: { email: string }) => item.email)).toEqual([ADDRESS]);
      expect((await t.inject({ method: 'GET', url: '/api/v1/subscribers/export', headers: admin })).body).toContain(ADDRESS);

      const unsubscribed = await t.inject({
        method: 'POST',
        url: `/api/v1/subscriptions/unsubscribe?${manage}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: `/api/v1/subscriptions/manage?${manage}` })).statusCode).toBe(400);

      const metrics = await t.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('route="/api/v1/subscriptions/manage"');

      // The log was written, requests and all, with the secrets' places marked.
      expect(lines.join('\n')).toContain('/api/v1/subscriptions/manage?token=[hidden]');
      expect(lines.join('\n')).toContain('/api/v1/subscribers?q=[hidden]');
      const secrets = [
        ADDRESS.toLowerCase(),
        'private.parent',
        confirmToken,
        manageToken,
        encodeURIComponent(manageToken),
        manageToken.split('.')[1]!,
      ];
      for (const secret of secrets) {
        expect(
          lines.filter((line) => line.toLowerCase().includes(secret.toLowerCase())),
          secret,
        ).toEqual([]);
        expect(metrics.body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    });
  },
  { log },
);
