/**
 * The newsletter's fan-out on each database with a real SMTP server, in batches of 3: each subscriber of a story gets
 * its mail once, in their language and categories (all deleted: every category); a worker that dies after one batch
 * is taken over once its lease passes, without doubles; a scheduled story is mailed at its time, or cancelled when it
 * is no longer approved; a permanent refusal (550) removes the address, and the counts follow the mails.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { NewsletterRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { describeWithMail, QUICK_SENDER } from '../../../test/helpers/mail.js';
import { newslettersSettled, newsletterRows } from '../../../test/helpers/newsletters.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { claimDueNewsletter } from './newsletters.repository.js';
import { storyOccasion } from './story-newsletter.js';

const PUBLIC_URL = 'https://news.school.test';
const BATCH = 3;

describeWithMail(
  'the newsletter fan-out',
  (t, smtp) => {
    let adminToken: string;
    let balita: string;
    let idol: string;

    async function categoryId(name: string): Promise<string> {
      return (await t.app.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    }
    /** A subscriber as confirming leaves one (the subscribe and confirm calls have tests of their own). */
    async function subscriber(
      email: string,
      values: { categories?: string[]; language?: 'en' | 'fil'; frequency?: 'each' | 'weekly'; state?: 'pending' | 'confirmed' } = {},
    ) {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: newId(),
          email,
          email_key: email.toLowerCase(),
          categories: JSON.stringify(values.categories ?? []),
          language: values.language ?? 'en',
          frequency: values.frequency ?? 'each',
          state: values.state ?? 'confirmed',
          confirm_token_hash: null,
          requested: null,
          created_at: now,
          confirmed_at: values.state === 'pending' ? null : now,
          last_confirmation_sent_at: now,
        })
        .execute();
    }
    const recipients = () => smtp.received.map((mail) => mail.envelope.to[0]!).sort();
    const storyNewsletter = async (newsId: string): Promise<NewsletterRow> =>
      t.app.db.selectFrom('newsletters').selectAll().where('occasion', '=', storyOccasion(newsId)).executeTakeFirstOrThrow();
    const newsletterAnswer = async (id: string) =>
      (await t.inject({ method: 'GET', url: `/api/v1/newsletters/${id}`, headers: bearer(adminToken) })).json();

    beforeAll(async () => {
      adminToken = await t.adminToken();
      balita = await categoryId('BalitAraneta');
      idol = await categoryId('Animo Idol');
    });
    afterEach(async () => {
      await t.app.db.deleteFrom('newsletter_subscriptions').execute();
      smtp.clear();
      t.app.newsletters.fanOut.start();
    });

    it('mails a story once to each confirmed "each" subscriber of its category, in batches, in their language; deleted categories count as all', async () => {
      const gone = await t.inject({
        method: 'POST',
        url: '/api/v1/categories',
        headers: bearer(adminToken),
        payload: { name: 'Closed club', description: 'A club that closed.' },
      });
      expect(gone.statusCode, gone.body).toBe(201);
      const goneId = (gone.json() as { id: string }).id;
      for (let index = 0; index < 5; index += 1) await subscriber(`all${index}@school.test`, { language: index % 2 ? 'fil' : 'en' });
      await subscriber('balita@school.test', { categories: [balita] });
      await subscriber('idol@school.test', { categories: [idol] });
      await subscriber('closed@school.test', { categories: [goneId] });
      await subscriber('weekly@school.test', { frequency: 'weekly' });
      await subscriber('pending@school.test', { state: 'pending' });
      expect((await t.inject({ method: 'DELETE', url: `/api/v1/categories/${goneId}`, headers: bearer(adminToken) })).statusCode).toBe(204);

      const story = await createNews(t, adminToken, { title: 'Robotics team wins', category: 'BalitAraneta' });
      await approveNews(t, story.id);
      await newslettersSettled(t);

      expect(recipients()).toEqual([
        'all0@school.test',
        'all1@school.test',
        'all2@school.test',
        'all3@school.test',
        'all4@school.test',
        'balita@school.test',
        'closed@school.test',
      ]);
      const subjects = new Map(smtp.received.map((mail) => [mail.envelope.to[0], mail.parsed.subject]));
      expect(subjects.get('all0@school.test')).toBe('New on School Newsroom: Robotics team wins');
      expect(subjects.get('all1@school.test')).toBe('Bago sa School Newsroom: Robotics team wins');
      // The story's photo, at an address a mail program can reach.
      expect(smtp.received[0]!.parsed.html).toMatch(/<img src="https:\/\/news\.school\.test\/media\/[^"]+\.webp" alt="Robotics team wins"/);

      const newsletter = await storyNewsletter(story.id);
      expect(newsletter).toMatchObject({ kind: 'story', state: 'sent', recipients: 7, claim_id: null });
      // 10 subscribers in 3s: the fourth batch finds the last one (and fewer than a batch: done).
      expect(await t.app.db.selectFrom('newsletter_deliveries').select('subscription_id').where('news_id', '=', story.id).execute()).toHaveLength(7);
      await expect
        .poll(async () => (await newsletterAnswer(newsletter.id)).counts, { timeout: 5_000 })
        .toEqual({ recipients: 7, queued: 0, sent: 7, failed: 0 });
      expect(await newsletterAnswer(newsletter.id)).toMatchObject({
        kind: 'story',
        state: 'sent',
        subject: 'Robotics team wins',
        newsIds: [story.id],
        createdBy: null,
      });
    });

    it('resumes after a worker died between batches, once its lease has passed, and nobody gets the story twice, even when it is approved again', async () => {
      for (let index = 0; index < 8; index += 1) await subscriber(`reader${index}@school.test`);
      await t.app.newsletters.fanOut.stop();
      const story = await createNews(t, adminToken, { title: 'Crash course', category: 'BalitAraneta' });
      await approveNews(t, story.id);

      // A worker on another instance takes it, hands out one batch, and dies (kill -9) holding a 1-second lease.
      const now = new Date();
      const held = (await claimDueNewsletter(t.app.db, 'dead-worker', now, new Date(now.getTime() + 1_000)))!;
      const stories = await t.app.newsletters.mails.stories(t.app.db, [story.id]);
      const first = await t.app.newsletters.fanOut.sendBatch(held, 'dead-worker', stories, null);
      expect(first.outcome).toBe('more');
      expect((await storyNewsletter(story.id)).recipients).toBe(BATCH);

      t.app.newsletters.fanOut.start();
      // Not before the lease has passed.
      expect((await storyNewsletter(story.id)).claim_id).toBe('dead-worker');
      await expect.poll(async () => (await storyNewsletter(story.id)).state, { timeout: 10_000 }).toBe('sent');
      await newslettersSettled(t);
      expect(recipients()).toEqual(Array.from({ length: 8 }, (_, index) => `reader${index}@school.test`));
      expect((await storyNewsletter(story.id)).recipients).toBe(8);
      // The dead worker's batch, were it to go on, is refused: its claim is gone.
      expect((await t.app.newsletters.fanOut.sendBatch(held, 'dead-worker', stories, first.last)).outcome).toBe('lost');

      smtp.clear();
      expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${story.id}`, headers: bearer(adminToken) })).statusCode).toBe(200);
      await approveNews(t, story.id);
      await newslettersSettled(t);
      expect(smtp.received).toHaveLength(0);
      expect(await t.app.db.selectFrom('newsletters').select('id').where('occasion', '=', storyOccasion(story.id)).execute()).toHaveLength(1);
    });

    it('mails a scheduled story when its time comes with nobody acting, and cancels one that is no longer approved by then', async () => {
      await subscriber('early@school.test');
      const soon = new Date(Date.now() + 1_500).toISOString();
      const scheduled = await createNews(t, adminToken, { title: 'Due soon', category: 'Animo Idol' });
      await approveNews(t, scheduled.id, soon);
      const withdrawn = await createNews(t, adminToken, { title: 'Withdrawn', category: 'Animo Idol' });
      await approveNews(t, withdrawn.id, soon);
      expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${withdrawn.id}`, headers: bearer(adminToken) })).statusCode).toBe(200);
      expect(await storyNewsletter(scheduled.id)).toMatchObject({ state: 'scheduled', send_at: soon });
      expect(smtp.received).toHaveLength(0);

      const [mail] = await smtp.waitFor(1, 10_000);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
      expect(mail!.parsed.subject).toBe('New on School Newsroom: Due soon');
      await expect.poll(async () => (await storyNewsletter(withdrawn.id)).state, { timeout: 5_000 }).toBe('cancelled');
      await newslettersSettled(t);
      expect(smtp.received).toHaveLength(1);
      expect((await storyNewsletter(scheduled.id)).state).toBe('sent');
    });

    it('waits for a story approved again for a later time: the same newsletter takes the new time', async () => {
      await subscriber('patient@school.test');
      const story = await createNews(t, adminToken, { title: 'Moved', category: 'Animo Idol' });
      await approveNews(t, story.id, new Date(Date.now() + 60_000).toISOString());
      expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${story.id}`, headers: bearer(adminToken) })).statusCode).toBe(200);
      const later = new Date(Date.now() + 1_000).toISOString();
      await approveNews(t, story.id, later);
      expect(await storyNewsletter(story.id)).toMatchObject({ state: 'scheduled', send_at: later });
      await smtp.waitFor(1, 10_000);
      expect((await newsletterRows(t)).filter((row) => row.occasion === storyOccasion(story.id))).toHaveLength(1);
    });

    it('removes an address the mail server refuses for good (550), and counts it failed', async () => {
      await subscriber('fine@school.test');
      await subscriber('gone@school.test');
      smtp.refusedRecipients.set('gone@school.test', { code: 550, message: '5.1.1 No such user' });
      const story = await createNews(t, adminToken, { title: 'Bounce', category: 'BalitAraneta' });
      await approveNews(t, story.id);
      const rows = await newslettersSettled(t);
      expect(rows.find((row) => row.recipient === 'gone@school.test')).toMatchObject({ state: 'failed', attempts: 1 });
      const newsletter = await storyNewsletter(story.id);
      await expect
        .poll(async () => (await newsletterAnswer(newsletter.id)).counts, { timeout: 5_000 })
        .toEqual({ recipients: 2, queued: 0, sent: 1, failed: 1 });
      const left = await t.app.db.selectFrom('newsletter_subscriptions').select('email').execute();
      expect(left.map((row) => row.email)).toEqual(['fine@school.test']);
    });

    it('keeps a message refused for now (451) and its address, and tries it again', async () => {
      await subscriber('busy@school.test');
      smtp.refusedRecipients.set('busy@school.test', { code: 451, message: '4.3.0 Try again later' });
      const story = await createNews(t, adminToken, { title: 'Later', category: 'BalitAraneta' });
      await approveNews(t, story.id);
      await expect
        .poll(
          async () =>
            (await t.app.db.selectFrom('mail_outbox').select('state').where('recipient', '=', 'busy@school.test').executeTakeFirst())?.state,
        )
        .toBe('retrying');
      smtp.refusedRecipients.clear();
      await smtp.waitFor(1);
      await newslettersSettled(t);
      expect(await t.app.db.selectFrom('newsletter_subscriptions').select('email').execute()).toEqual([{ email: 'busy@school.test' }]);
    });
  },
  {
    timings: QUICK_SENDER,
    configure: (config) => {
      config.publicUrl = PUBLIC_URL;
      config.mail.newsletters = { timings: { batchSize: BATCH, pollMs: 50, leaseMs: 1_000 } };
    },
  },
);
