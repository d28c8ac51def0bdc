import { beforeAll, describe, expect, it } from 'vitest';
import type { News, Notification } from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { publicationMoment } from './news-notifications.js';

/** Stories published at these instants, by title. */
async function publishAt(t: TestApp, instants: Record<string, string>): Promise<Map<string, string>> {
  const { token } = await t.createUser('AUTHOR');
  const ids = new Map<string, string>();
  for (const [title, instant] of Object.entries(instants)) {
    const story = await approveNews(t, (await createNews(t, token, { title })).id, instant);
    ids.set(story.id, title);
  }
  return ids;
}

function monthSearch(t: TestApp, titles: Map<string, string>) {
  return async (month: number, year: number) => {
    const response = await t.inject({ method: 'GET', url: `/api/v1/search-by-month-news?month=${month}&year=${year}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as News[])
      .map((story) => titles.get(story.id))
      .filter(Boolean)
      .sort();
  };
}

describeEachDatabase("the school's clock (TIME_ZONE unset: Asia/Manila)", (t) => {
  let titles: Map<string, string>;

  beforeAll(async () => {
    titles = await publishAt(t, {
      'Last minute of February': '2026-02-28T15:59:59.000Z',
      'Seven on the first of March': '2026-02-28T23:00:00.000Z',
      'Last minute of March': '2026-03-31T15:59:59.000Z',
      'Midnight of April first': '2026-03-31T16:00:00.000Z',
    });
  });

  it('files a story under its month in Manila, not in UTC', async () => {
    const search = monthSearch(t, titles);
    expect(t.config.timeZone).toBe('Asia/Manila');
    expect(await search(2, 2026)).toEqual(['Last minute of February']);
    expect(await search(3, 2026)).toEqual(['Last minute of March', 'Seven on the first of March']);
    expect(await search(4, 2026)).toEqual(['Midnight of April first']);
  });

  it("tells the author a scheduled publication's date and time in Manila", async () => {
    const author = await t.createUser('AUTHOR');
    const news = await createNews(t, author.token, { title: 'Foundation day' });
    // 16:30 UTC on April 30 is half past midnight on May 1 in Manila.
    await approveNews(t, news.id, '2031-04-30T16:30:00.000Z');
    const response = await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: bearer(author.token) });
    const [notification] = response.json() as Notification[];
    // ICU decides the exact spaces around the time, and writes Manila's zone as GMT+8.
    expect(notification!.message).toMatch(
      /^Your content titled 'Foundation day' has been approved and will be published at May 1, 2031.*12:30\sAM GMT\+8\.$/,
    );
  });
});

describeEachDatabase(
  "the school's clock across daylight saving time (America/New_York)",
  (t) => {
    let titles: Map<string, string>;

    beforeAll(async () => {
      // Past dates (future ones would be scheduled, not public): 2025's clocks fell back on November 2.
      titles = await publishAt(t, {
        'Late on Halloween': '2025-11-01T03:30:00.000Z',
        'Midnight of November first': '2025-11-01T04:00:00.000Z',
        'Late on November 30': '2025-12-01T04:30:00.000Z',
        'Midnight of December first': '2025-12-01T05:00:00.000Z',
      });
    });

    it('starts each month at its own midnight, EDT for November and EST for December', async () => {
      const search = monthSearch(t, titles);
      expect(await search(10, 2025)).toEqual(['Late on Halloween']);
      expect(await search(11, 2025)).toEqual(['Late on November 30', 'Midnight of November first']);
      expect(await search(12, 2025)).toEqual(['Midnight of December first']);
    });
  },
  { TIME_ZONE: 'America/New_York' },
);

describe('publicationMoment', () => {
  const now = new Date('2026-03-01T00:00:00.000Z');

  it('says "immediately" for no date or one that has come', () => {
    expect(publicationMoment(null, 'Asia/Manila', now)).toBe('immediately');
    expect(publicationMoment('2026-02-28T23:59:59.000Z', 'Asia/Manila', now)).toBe('immediately');
  });

  it("writes a future date in the school's zone", () => {
    expect(publicationMoment('2026-03-31T16:00:00.000Z', 'Asia/Manila', now)).toMatch(/^April 1, 2026.*12:00\sAM GMT\+8$/);
    expect(publicationMoment('2026-03-31T16:00:00.000Z', 'UTC', now)).toMatch(/^March 31, 2026.*4:00\sPM UTC$/);
  });
});
