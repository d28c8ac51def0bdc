/**
 * The weekly digest on each database, with a clock the test moves: nothing before the school's day and hour, then one
 * digest of the week's stories (most read first) to the "weekly" subscribers, each with the stories of their
 * categories (none: no mail); made once, however often and by however many instances it is asked for.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DIGEST_DAYS, wallTimeOf, type News } from '@newsroom/shared';
import { latestWeeklyTime } from '../../lib/calendar-days.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { describeWithMail } from '../../../test/helpers/mail.js';
import { newslettersSettled, newsletterRows } from '../../../test/helpers/newsletters.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { makeWeeklyDigest, weeklyDigestDue } from './weekly-digest.js';

const HOUR = 60 * 60_000;
let moved: Date | undefined;

describeWithMail(
  'the weekly digest',
  (t, smtp) => {
    let adminToken: string;
    /** The school's digest moment this week: two hours ago, on the hour. */
    let at: Date;
    let fair: News;
    let idol: News;

    async function subscriber(email: string, categories: string[], language: 'en' | 'fil', frequency: 'each' | 'weekly' = 'weekly') {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: newId(),
          email,
          email_key: email,
          categories: JSON.stringify(categories),
          language,
          frequency,
          state: 'confirmed',
          confirm_token_hash: null,
          requested: null,
          created_at: now,
          confirmed_at: now,
          last_confirmation_sent_at: now,
        })
        .execute();
    }
    const categoryId = async (name: string) =>
      (await t.app.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const digests = async () => (await newsletterRows(t)).filter((row) => row.kind === 'digest');
    /** Lets the schedule wake a few times at the clock as it is. */
    const wakes = async () => {
      for (let index = 0; index < 5; index += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    };

    beforeAll(async () => {
      adminToken = await t.adminToken();
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      const { hour } = wallTimeOf(twoHoursAgo, t.config.timeZone);
      // The weekday of two hours ago on the school's clocks.
      const schoolDay = DIGEST_DAYS[(new Date(`${wallDay(twoHoursAgo)}T00:00:00Z`).getUTCDay() + 6) % 7]!;
      at = latestWeeklyTime(new Date(), t.config.timeZone, DIGEST_DAYS.indexOf(schoolDay), hour).at;
      const saved = await t.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: bearer(adminToken),
        payload: { siteName: 'School Newsroom', accentColor: '#00853f', digestDay: schoolDay, digestHour: hour },
      });
      expect(saved.statusCode).toBe(200);

      // Published in the week before the digest's moment; one older, one after it.
      fair = await createNews(t, adminToken, { title: 'Fair winners', category: 'BalitAraneta' });
      idol = await createNews(t, adminToken, { title: 'Idol finals', category: 'Animo Idol' });
      const old = await createNews(t, adminToken, { title: 'Last month', category: 'BalitAraneta' });
      const after = await createNews(t, adminToken, { title: 'After the hour', category: 'BalitAraneta' });
      await approveNews(t, fair.id, new Date(at.getTime() - 3 * HOUR).toISOString());
      await approveNews(t, idol.id, new Date(at.getTime() - 2 * 24 * HOUR).toISOString());
      await approveNews(t, old.id, new Date(at.getTime() - 30 * 24 * HOUR).toISOString());
      await approveNews(t, after.id, new Date(at.getTime() + HOUR).toISOString());
      // The older of the two was read more this week: it comes first.
      await t.app.db
        .insertInto('news_daily_views')
        .values({ news_id: idol.id, day: at.toISOString().slice(0, 10), views: 40 })
        .execute();
      await t.app.db
        .insertInto('news_daily_views')
        .values({ news_id: fair.id, day: at.toISOString().slice(0, 10), views: 3 })
        .execute();

      await subscriber('weekly.all@school.test', [], 'en');
      await subscriber('weekly.idol@school.test', [await categoryId('Animo Idol')], 'fil');
      await subscriber('weekly.other@school.test', [await categoryId('AniModel')], 'en');
      await subscriber('each@school.test', [], 'en', 'each');
      await newslettersSettled(t);
      smtp.clear();
    });
    afterAll(() => void (moved = undefined));

    function wallDay(instant: Date): string {
      const { year, month, day } = wallTimeOf(instant, t.config.timeZone);
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }

    it("makes nothing before the school's hour, then one digest of the week, most read first, for the weekly subscribers' categories", async () => {
      moved = new Date(at.getTime() - 1);
      await wakes();
      expect(await digests()).toEqual([]);

      moved = at;
      await expect.poll(async () => (await digests()).length).toBe(1);
      const [digest] = await digests();
      expect(digest).toMatchObject({ audience: 'weekly', send_at: at.toISOString(), news_ids: JSON.stringify([idol.id, fair.id]), created_by: null });
      await newslettersSettled(t);
      expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(['weekly.all@school.test', 'weekly.idol@school.test']);
      const all = smtp.received.find((mail) => mail.envelope.to[0] === 'weekly.all@school.test')!;
      expect(all.parsed.text!.indexOf('Idol finals')).toBeLessThan(all.parsed.text!.indexOf('Fair winners'));
      expect(all.parsed.text).not.toMatch(/Last month|After the hour/);
      const tagalog = smtp.received.find((mail) => mail.envelope.to[0] === 'weekly.idol@school.test')!;
      expect(tagalog.parsed.subject).toBe('Ang pinakabago mula sa School Newsroom');
      expect(tagalog.parsed.text).toContain('Idol finals');
      expect(tagalog.parsed.text).not.toContain('Fair winners');

      // Later wakes, and another instance asking for the same week, make no second one.
      moved = new Date(at.getTime() + HOUR);
      await wakes();
      expect(await makeWeeklyDigest(t.app, await weeklyDigestDue(t.app, moved))).toBe(false);
      expect(await digests()).toHaveLength(1);
    });
  },
  {
    configure: (config) => {
      config.mail.newsletters = { clock: () => moved ?? new Date(0), wakeMs: 20, timings: { pollMs: 50 } };
    },
  },
);
