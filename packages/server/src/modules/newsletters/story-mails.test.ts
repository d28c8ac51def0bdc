/**
 * "Each new story" on each database with a real SMTP server: an approval that makes a story public mails its
 * confirmed subscribers of its category (in their language, with RFC 8058's one-click headers and a visible manage
 * link), once each; a one-click POST ends it; pending, weekly, other-category and scheduled cases get nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { articlePage } from '@newsroom/shared';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithMail, outboxSettled } from '../../../test/helpers/mail.js';
import { newslettersSettled } from '../../../test/helpers/newsletters.js';
import type { ReceivedMail } from '../../../test/helpers/smtp-server.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';

const PUBLIC_URL = 'https://news.school.test';

describeWithMail(
  'the newsletter mail of each new story',
  (t, smtp) => {
    let clients = 0;
    const newClient = () => `10.27.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
    let adminToken: string;

    async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
      for (let waited = 0; ; waited += 20) {
        const mails = smtp.received.filter((mail) => mail.envelope.to.includes(address));
        if (mails.length >= count) return mails;
        if (waited > 10_000) throw new Error(`fewer than ${count} mails to ${address}`);
        await sleep(20);
      }
    }
    async function subscribe(email: string, payload: Record<string, unknown> = {}, confirm = true): Promise<void> {
      const asked = await t.inject({ method: 'POST', url: '/api/v1/subscriptions', payload: { email, ...payload }, remoteAddress: newClient() });
      expect(asked.statusCode).toBe(202);
      const [mail] = await mailsTo(email, 1);
      if (!confirm) return;
      const token = new URL(/\S+\/subscriptions\/confirm\?token=\S+/.exec(mail!.parsed.text ?? '')![0]).searchParams.get('token')!;
      expect((await t.inject({ method: 'POST', url: '/api/v1/subscriptions/confirmations', payload: { token } })).statusCode).toBe(200);
    }
    /** The message's header lines, unfolded. */
    const headerLines = (mail: ReceivedMail) =>
      mail.raw
        .split(/\r?\n\r?\n/)[0]!
        .replace(/\r?\n[ \t]+/g, ' ')
        .split(/\r?\n/);
    const storyMails = () => smtp.received.filter((mail) => headerLines(mail).some((line) => /^List-Unsubscribe:/i.test(line)));

    beforeAll(async () => {
      adminToken = await t.adminToken();
      await subscribe('all@school.test');
      await subscribe('idol@school.test', { categories: ['Animo Idol'] });
      await subscribe('weekly@school.test', { frequency: 'weekly' });
      await subscribe('pending@school.test', {}, false);
      await subscribe('tagalog@school.test', { language: 'fil', categories: ['BalitAraneta', 'Animo Idol'] });
      await outboxSettled(t);
    });
    beforeEach(() => smtp.clear());

    it('mails an approved story once to each subscriber of its category, with one-click unsubscribe headers, and a one-click POST ends it', async () => {
      const story = await createNews(t, adminToken, {
        title: 'Robotics team wins',
        description: 'Our team took the national cup.',
        category: 'BalitAraneta',
      });
      await approveNews(t, story.id);
      await newslettersSettled(t);
      const first = storyMails();
      expect(first.map((mail) => mail.envelope.to[0]).sort()).toEqual(['all@school.test', 'tagalog@school.test']);

      const english = first.find((mail) => mail.envelope.to[0] === 'all@school.test')!;
      expect(english.parsed.subject).toBe('New on School Newsroom: Robotics team wins');
      expect(english.parsed.text).toContain('Our team took the national cup.');
      expect(english.parsed.text).toContain(`${PUBLIC_URL}${articlePage.href(story.id)}`);
      const lines = headerLines(english);
      const unsubscribeHeader = lines.find((line) => /^List-Unsubscribe:/i.test(line))!;
      const unsubscribe = new URL(/<(.+)>/.exec(unsubscribeHeader)![1]!);
      expect(unsubscribe.origin + unsubscribe.pathname).toBe(`${PUBLIC_URL}/api/v1/subscriptions/unsubscribe`);
      expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // As a mail program reads them (mailparser gathers the List-* headers).
      expect(english.parsed.headers.get('list')).toEqual({
        unsubscribe: { url: unsubscribe.href },
        'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
      });
      // The visible link to the manage page carries the same token.
      expect(english.parsed.text).toContain(`${PUBLIC_URL}/subscriptions/manage?token=${unsubscribe.searchParams.get('token')}`);
      const filipino = first.find((mail) => mail.envelope.to[0] === 'tagalog@school.test')!;
      expect(filipino.parsed.subject).toBe('Bago sa School Newsroom: Robotics team wins');
      expect(await t.app.db.selectFrom('newsletter_deliveries').selectAll().where('news_id', '=', story.id).execute()).toHaveLength(2);

      const oneClick = await t.inject({
        method: 'POST',
        url: unsubscribe.pathname + unsubscribe.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(
        await t.app.db.selectFrom('newsletter_subscriptions').selectAll().where('email_key', '=', 'all@school.test').executeTakeFirst(),
      ).toBeUndefined();

      smtp.clear();
      const next = await createNews(t, adminToken, { title: 'Second story', category: 'BalitAraneta' });
      await approveNews(t, next.id);
      await newslettersSettled(t);
      expect(storyMails().map((mail) => mail.envelope.to[0])).toEqual(['tagalog@school.test']);
    });

    it('sends nothing for a story approved for a later time, nor to pending or weekly subscribers or those of other categories', async () => {
      const later = await createNews(t, adminToken, { title: 'Scheduled', category: 'Animo Idol' });
      await approveNews(t, later.id, new Date(Date.now() + 86_400_000).toISOString());
      await newslettersSettled(t);
      expect(storyMails()).toHaveLength(0);

      const idol = await createNews(t, adminToken, { title: 'Idol of the week', category: 'Animo Idol' });
      await approveNews(t, idol.id);
      await newslettersSettled(t);
      const recipients = storyMails().map((mail) => mail.envelope.to[0]);
      expect(recipients).toEqual(expect.arrayContaining(['idol@school.test', 'tagalog@school.test']));
      expect(recipients).not.toContain('weekly@school.test');
      expect(recipients).not.toContain('pending@school.test');
      expect(recipients).toHaveLength(new Set(recipients).size);
    });
  },
  { configure: (config) => void (config.publicUrl = PUBLIC_URL) },
);
