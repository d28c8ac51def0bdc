/**
 * The ADMIN's newsletter API on each database with a real SMTP server: who may call it, what bad input gets (field
 * errors in the reader's language), a digest sent now to every confirmed subscriber in the chosen order with its
 * counts moving from queued to sent, its preview in both languages, and a test to oneself that is not a newsletter.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { News, Newsletter } from '@newsroom/shared';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { describeWithMail } from '../../../test/helpers/mail.js';
import { newslettersSettled } from '../../../test/helpers/newsletters.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';

const PUBLIC_URL = 'https://news.school.test';

describeWithMail(
  'the newsletter API',
  (t, smtp) => {
    let adminToken: string;
    let authorToken: string;
    let first: News;
    let second: News;
    let pending: News;

    async function subscriber(email: string, language: 'en' | 'fil', frequency: 'each' | 'weekly', state: 'pending' | 'confirmed' = 'confirmed') {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: newId(),
          email,
          email_key: email,
          categories: '[]',
          language,
          frequency,
          state,
          confirm_token_hash: null,
          requested: null,
          created_at: now,
          confirmed_at: now,
          last_confirmation_sent_at: now,
        })
        .execute();
    }
    const post = (url: string, payload: object, token = adminToken, headers: Record<string, string> = {}) =>
      t.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });

    beforeAll(async () => {
      adminToken = await t.adminToken();
      authorToken = (await t.createUser('AUTHOR')).token;
      first = await createNews(t, adminToken, { title: 'Fair winners', description: 'Three medals.', category: 'BalitAraneta' });
      second = await createNews(t, adminToken, { title: 'Idol finals', description: 'The last round.', category: 'Animo Idol' });
      pending = await createNews(t, adminToken, { title: 'Not yet', category: 'BalitAraneta' });
      await approveNews(t, first.id);
      await approveNews(t, second.id);
      await newslettersSettled(t);
      await subscriber('each@school.test', 'en', 'each');
      await subscriber('weekly@school.test', 'fil', 'weekly');
      await subscriber('pending@school.test', 'en', 'each', 'pending');
    });
    beforeEach(() => smtp.clear());

    it('answers 401 without a session and 403 to an AUTHOR, on every call', async () => {
      const calls = [
        { method: 'GET' as const, url: '/api/v1/newsletters' },
        { method: 'GET' as const, url: '/api/v1/newsletters/some-id' },
        { method: 'POST' as const, url: '/api/v1/newsletters', payload: { newsIds: [first.id] } },
        { method: 'POST' as const, url: '/api/v1/newsletters/preview', payload: { newsIds: [first.id], language: 'en' } },
        { method: 'POST' as const, url: '/api/v1/newsletters/test', payload: { newsIds: [first.id] } },
      ];
      for (const call of calls) {
        expect((await t.inject(call)).statusCode, call.url).toBe(401);
        expect((await t.inject({ ...call, headers: bearer(authorToken) })).statusCode, call.url).toBe(403);
      }
      expect(await t.app.db.selectFrom('newsletters').select('id').where('kind', '=', 'digest').execute()).toHaveLength(0);
    });

    it("refuses stories that are not public, and bad lists, with field errors in the reader's language", async () => {
      const unknown = await post('/api/v1/newsletters', { newsIds: [first.id, pending.id, 'nope'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'Choose stories that are published on the site.',
        errors: [
          { field: 'newsIds', message: `No published story has the id '${pending.id}'.` },
          { field: 'newsIds', message: "No published story has the id 'nope'." },
        ],
      });
      const inFilipino = await post('/api/v1/newsletters/preview', { newsIds: ['nope'], language: 'fil' }, adminToken, { 'accept-language': 'fil' });
      expect(inFilipino.json()).toMatchObject({
        message: 'Pumili ng mga kuwentong nakalathala sa site.',
        errors: [{ field: 'newsIds', message: "Walang nakalathalang kuwento na may id na 'nope'." }],
      });
      const empty = await post('/api/v1/newsletters', { newsIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ field: 'newsIds', message: 'Choose stories that are published on the site.' }]);
      const tooMany = await post('/api/v1/newsletters/test', { newsIds: Array.from({ length: 21 }, () => first.id) });
      expect(tooMany.json().errors).toEqual([{ field: 'newsIds', message: 'A digest holds 20 stories at most.' }]);
      const language = await post('/api/v1/newsletters/preview', { newsIds: [first.id], language: 'de' }, adminToken, { 'accept-language': 'fil' });
      expect(language.json().errors).toEqual([{ field: 'language', message: 'Pumili ng English o Filipino.' }]);
      const missing = await t.inject({ method: 'GET', url: '/api/v1/newsletters/nope', headers: bearer(adminToken) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('There is no such newsletter.');
      expect(await t.app.db.selectFrom('newsletters').select('id').where('kind', '=', 'digest').execute()).toHaveLength(0);
      expect(smtp.received).toHaveLength(0);
    });

    it('previews the digest in either language, the stories in the chosen order, with placeholder manage links', async () => {
      const english = await post('/api/v1/newsletters/preview', { newsIds: [second.id, first.id], language: 'en' });
      expect(english.statusCode).toBe(200);
      const { subject, text, html } = english.json() as { subject: string; text: string; html: string };
      expect(subject).toBe('The latest from School Newsroom');
      expect(text.indexOf('Idol finals')).toBeLessThan(text.indexOf('Fair winners'));
      expect(text).toContain('The latest stories on School Newsroom (2):');
      expect(text).toMatch(/https:\/\/news\.school\.test\/subscriptions\/manage\?token=preview\.\S+/);
      expect(html).toContain('<html lang="en">');
      const filipino = (await post('/api/v1/newsletters/preview', { newsIds: [first.id], language: 'fil' })).json() as {
        subject: string;
        text: string;
      };
      expect(filipino.subject).toBe('Ang pinakabago mula sa School Newsroom');
      expect(filipino.text).toContain('Basahin ang kuwento');
      expect(smtp.received).toHaveLength(0);
    });

    it('sends a test to the calling ADMIN only, in their language, and keeps it out of the history', async () => {
      const sent = await post('/api/v1/newsletters/test', { newsIds: [first.id] });
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ message: 'A test was sent to admin@school.test.' });
      await newslettersSettled(t);
      expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['admin@school.test']]);
      expect(smtp.received[0]!.parsed.subject).toBe('The latest from School Newsroom');
      expect(smtp.received[0]!.parsed.headers.get('list')).toMatchObject({ 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });
      const history = (await t.inject({ method: 'GET', url: '/api/v1/newsletters', headers: bearer(adminToken) })).json() as Newsletter[];
      expect(history.filter((newsletter) => newsletter.kind === 'digest')).toEqual([]);
    });

    it('sends a digest now to every confirmed subscriber in the chosen order, and its counts move from queued to sent', async () => {
      const answer = await post('/api/v1/newsletters', { newsIds: [second.id, first.id] });
      expect(answer.statusCode).toBe(202);
      const digest = answer.json() as Newsletter;
      expect(digest).toMatchObject({
        kind: 'digest',
        subject: 'The latest from School Newsroom',
        newsIds: [second.id, first.id],
        createdBy: 'admin',
      });
      expect(['scheduled', 'sending', 'sent']).toContain(digest.state);
      await newslettersSettled(t);
      expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(['each@school.test', 'weekly@school.test']);
      const filipino = smtp.received.find((mail) => mail.envelope.to[0] === 'weekly@school.test')!;
      expect(filipino.parsed.subject).toBe('Ang pinakabago mula sa School Newsroom');
      expect(filipino.parsed.text!.indexOf('Idol finals')).toBeLessThan(filipino.parsed.text!.indexOf('Fair winners'));
      expect(filipino.parsed.headers.get('list')).toMatchObject({ 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });

      await expect
        .poll(
          async () =>
            ((await t.inject({ method: 'GET', url: `/api/v1/newsletters/${digest.id}`, headers: bearer(adminToken) })).json() as Newsletter).counts,
        )
        .toEqual({ recipients: 2, queued: 0, sent: 2, failed: 0 });
      const history = (await t.inject({ method: 'GET', url: '/api/v1/newsletters', headers: bearer(adminToken) })).json() as Newsletter[];
      expect(history[0]).toMatchObject({ id: digest.id, state: 'sent' });
      expect(history.map((newsletter) => newsletter.kind)).toEqual(['digest', 'story', 'story']);
      // Counts live on the newsletter: the outbox's prune of old messages leaves them.
      await t.app.db.deleteFrom('mail_outbox').execute();
      const after = (await t.inject({ method: 'GET', url: `/api/v1/newsletters/${digest.id}`, headers: bearer(adminToken) })).json() as Newsletter;
      expect(after.counts).toEqual({ recipients: 2, queued: 0, sent: 2, failed: 0 });
    });
  },
  { configure: (config) => void (config.publicUrl = PUBLIC_URL) },
);
