import { beforeAll, describe, expect, it } from 'vitest';
import { publishedScope, type MostReadStory, type News, type Page, type RelatedStory } from '@newsroom/shared';
import { lastDays } from '../../lib/calendar-days.js';
import { sharedWordsQuery } from '../../services/search/shared-words.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { planOf } from '../../../test/helpers/query-plan.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { sharedPageOf } from '../link-previews.js';
import { newsPageQuery, storyTraitsQuery } from './news.repository.js';
import { tellingWords } from './related-news.js';

/** Words that tie no story to another: every story here gets its own so the defaults' words match nothing. */
const QUIET = { description: 'Read on.', content: 'Nothing more to say.' };

/** A plan that reads an index in the list's order: no temporary sort, no pass over a whole table. */
const sortsOrScans = (plan: string[]) => plan.some((line) => /TEMP B-TREE|^SCAN (news|s|search_news)\b(?! USING)|^Sort|^Seq Scan/.test(line));

describeEachDatabase('readers who come back', (t) => {
  let admin: string;
  const get = (url: string) => t.inject({ method: 'GET', url });
  const archive = async (id: string) =>
    expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${id}`, headers: bearer(admin) })).statusCode).toBe(200);

  beforeAll(async () => {
    admin = await t.adminToken();
  });

  describe("an author's page: GET /public-news?author=", () => {
    let rosa: Awaited<ReturnType<typeof t.createUser>>;
    let ben: Awaited<ReturnType<typeof t.createUser>>;
    let rosaStories: News[];
    let benStory: News;

    beforeAll(async () => {
      rosa = await t.createUser('AUTHOR', { fullname: 'Rosa Dimaculangan' });
      ben = await t.createUser('AUTHOR', { fullname: 'Ben Aquino' });
      const write = async (author: typeof rosa, title: string, publicationDate?: string) =>
        approveNews(t, (await createNews(t, author.token, { ...QUIET, title, category: 'Lasallian Tambayan' })).id, publicationDate);
      rosaStories = [
        await write(rosa, 'First visit to the canteen', '2025-01-10T00:00:00.000Z'),
        await write(rosa, 'Second visit to the canteen', '2025-02-10T00:00:00.000Z'),
        await write(rosa, 'Third visit to the canteen', '2025-03-10T00:00:00.000Z'),
      ];
      await write(rosa, 'A visit still to come', '2099-01-01T00:00:00.000Z');
      await createNews(t, rosa.token, { ...QUIET, title: 'A visit waiting for review' });
      benStory = await write(ben, 'Ben on the bazaar', '2025-02-20T00:00:00.000Z');
    });

    it("pages the author's published stories only, newest published first, with their total", async () => {
      const first = (await get(`/api/v1/public-news?author=${rosa.user.id}&page=1&size=2`)).json() as Page<News>;
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.id)).toEqual([rosaStories[2]!.id, rosaStories[1]!.id]);
      const second = (await get(`/api/v1/public-news?author=${rosa.user.id}&page=2&size=2`)).json() as Page<News>;
      expect(second.items.map((item) => item.id)).toEqual([rosaStories[0]!.id]);
      expect(((await get(`/api/v1/public-news?author=${ben.user.id}`)).json() as News[]).map((item) => item.id)).toEqual([benStory.id]);
    });

    it('narrows a category to the author too, and answers an empty list for an unknown author', async () => {
      const inCategory = (await get(`/api/v1/public-news?author=${rosa.user.id}&category=Lasallian-Tambayan&page=1&size=10`)).json() as Page<News>;
      expect(inCategory.total).toBe(3);
      const elsewhere = (await get(`/api/v1/public-news?author=${rosa.user.id}&category=Animo-Idol&page=1&size=10`)).json() as Page<News>;
      expect(elsewhere.total).toBe(0);
      const unknown = await get('/api/v1/public-news?author=no-such-author');
      expect(unknown.json()).toEqual([]);
      expect(unknown.headers['x-total-count']).toBe('0');
    });

    it('answers 400 with a plain message for an empty or overlong author id', async () => {
      for (const author of ['', 'x'.repeat(65)]) {
        const response = await get(`/api/v1/public-news?author=${author}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'The id must be 1 to 64 characters long.', errors: [{ field: 'author' }] });
      }
    });

    it("previews a shared link with the author's byline, and no page for an author without published stories", async () => {
      expect(await sharedPageOf(t.app.db, `/author/${rosa.user.id}`)).toEqual({
        type: 'website',
        title: 'Rosa Dimaculangan',
        description: 'Stories by Rosa Dimaculangan',
      });
      const unpublished = await t.createUser('AUTHOR');
      await createNews(t, unpublished.token, { ...QUIET, title: 'Only a draft' });
      expect(await sharedPageOf(t.app.db, `/author/${unpublished.user.id}`)).toBeNull();
      expect(await sharedPageOf(t.app.db, '/author/no-such-author')).toBeNull();
    });

    it("walks the author's own index in the page's order, sorting nothing", async () => {
      const plan = await planOf(
        t.app.db,
        t.dialect,
        newsPageQuery(t.app.db, { ...publishedScope(), authorId: rosa.user.id }, 'published', { limit: 12, offset: 0 }),
      );
      expect(plan.join('\n')).toContain('news_author_public_order_idx');
      expect(sortsOrScans(plan), plan.join('\n')).toBe(false);
    });
  });

  describe('related stories: GET /public-news/{id}/related', () => {
    const stories: Record<string, News> = {};
    let author: Awaited<ReturnType<typeof t.createUser>>;
    const related = async (id: string) => {
      const response = await get(`/api/v1/public-news/${id}/related`);
      expect(response.statusCode).toBe(200);
      return response.json() as RelatedStory[];
    };
    const titlesOf = (list: { title: string }[]) => list.map((item) => item.title);

    beforeAll(async () => {
      author = await t.createUser('AUTHOR');
      const publish = async (key: string, title: string, category: string, extra: { description?: string } = {}) => {
        stories[key] = await approveNews(t, (await createNews(t, author.token, { ...QUIET, ...extra, title, category })).id);
      };
      await publish('main', 'Chess club wins regional tournament', 'Animo Idol');
      await publish('twoWords', 'Chess tournament results', 'BalitAraneta');
      await publish('oneWordSameCategory', 'Regional dance contest', 'Animo Idol');
      await publish('oneWord', 'Chess lessons for beginners', 'BalitAraneta');
      await publish('inDescription', 'Board games night', 'BalitAraneta', { description: 'A chess exhibition opened it.' });
      await publish('categoryOnly', 'Library opens another wing', 'Animo Idol');
      await publish('unrelated', 'Typhoon relief drive', 'BalitAraneta');
      await publish('archived', 'Chess tournament archived', 'Animo Idol');
      await archive(stories.archived!.id);
      await createNews(t, author.token, { ...QUIET, title: 'Chess tournament pending', category: 'Animo Idol' });
      await approveNews(
        t,
        (await createNews(t, author.token, { ...QUIET, title: 'Chess tournament scheduled', category: 'Animo Idol' })).id,
        '2099-01-01T00:00:00.000Z',
      );
    });

    it("ranks stories sharing more of the title's words first, a shared category next, newest first among equals; at most four", async () => {
      expect(titlesOf(await related(stories.main!.id))).toEqual([
        'Chess tournament results',
        'Regional dance contest',
        'Board games night',
        'Chess lessons for beginners',
      ]);
    });

    it("fills with the category's newest stories when no words are shared, and never lists the story itself", async () => {
      expect(titlesOf(await related(stories.categoryOnly!.id))).toEqual(['Regional dance contest', 'Chess club wins regional tournament']);
    });

    it('gives each related story as its card shows it, without the body', async () => {
      const [first] = await related(stories.main!.id);
      expect(first).toMatchObject({ id: stories.twoWords!.id, category: 'BalitAraneta', categorySlug: 'BalitAraneta' });
      expect(first!.thumbnail?.url).toMatch(/^\/media\//);
      expect(first).not.toHaveProperty('content');
      expect(first).not.toHaveProperty('author');
    });

    it('follows a story leaving the public site at once', async () => {
      const other = await approveNews(
        t,
        (await createNews(t, author.token, { ...QUIET, title: 'Typhoon drill for every grade', category: 'Galing Araneta' })).id,
      );
      expect(titlesOf(await related(other.id))).toEqual(['Typhoon relief drive']);
      await archive(stories.unrelated!.id);
      expect(await related(other.id)).toEqual([]);
    });

    it('answers 404 for a story that is not published, and 400 for an overlong id', async () => {
      const pending = await createNews(t, author.token, { ...QUIET, title: 'Chess draft' });
      for (const id of [pending.id, stories.archived!.id, 'no-such-story']) {
        expect((await get(`/api/v1/public-news/${id}/related`)).statusCode).toBe(404);
      }
      expect((await get(`/api/v1/public-news/${'x'.repeat(65)}/related`)).statusCode).toBe(400);
    });

    it("picks the title's telling words: no stop words, school words or bare numbers, the longest first", () => {
      expect(tellingWords('The Robotics Club of the school wins in 2025!')).toEqual(['robotics', 'club', 'wins']);
      expect(tellingWords('Ang mga mag-aaral sa Intramurals')).toEqual(['intramurals', 'aaral', 'mag']);
      expect(tellingWords('A of 12')).toEqual([]);
    });

    it("reads each word's newest stories from the full-text index, never the whole archive", async () => {
      const query = sharedWordsQuery(t.app.db, ['chess', 'tournament'], { publishedBy: new Date().toISOString(), perWord: 8 });
      const plan = await planOf(t.app.db, t.dialect, { compile: () => query.compile(t.app.db) });
      const text = plan.join('\n');
      expect(sortsOrScans(plan), text).toBe(false);
      if (t.dialect === 'sqlite') expect(text).toMatch(/SCAN f VIRTUAL TABLE INDEX/);
      else expect(text).toMatch(/search_news_(title_words|description_words|listed)_idx/);
    });
  });

  describe('most read this week: GET /public-news/most-read', () => {
    it('lists the five published stories most viewed in the last seven days, most views first', async () => {
      const author = await t.createUser('AUTHOR');
      const publish = async (title: string) => approveNews(t, (await createNews(t, author.token, { ...QUIET, title })).id);
      const ranked = [];
      for (const title of ['Read most', 'Read second', 'Read third', 'Read fourth', 'Read fifth', 'Read sixth']) ranked.push(await publish(title));
      const archived = await publish('Read a lot, then archived');
      const lastWeek = await publish('Read before this week');
      // The calendar's days, in the school's time zone: [0] is eight days ago, outside the window; [7] is today.
      const days = lastDays(8, new Date(), t.config.timeZone);
      const tally = (news: News, day: string, views: number) =>
        t.app.db.insertInto('news_daily_views').values({ news_id: news.id, day, views }).execute();
      await tally(ranked[0]!, days[7]!, 30);
      await tally(ranked[0]!, days[1]!, 30);
      for (const [index, views] of [50, 40, 30, 20, 10].entries()) await tally(ranked[index + 1]!, days[7]!, views);
      await tally(archived, days[7]!, 500);
      await tally(lastWeek, days[0]!, 900);
      await archive(archived.id);
      t.app.publicCache.clear();

      const response = await get('/api/v1/public-news/most-read');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public/);
      expect(response.json() as MostReadStory[]).toEqual([
        { id: ranked[0]!.id, title: 'Read most', views: 60 },
        { id: ranked[1]!.id, title: 'Read second', views: 50 },
        { id: ranked[2]!.id, title: 'Read third', views: 40 },
        { id: ranked[3]!.id, title: 'Read fourth', views: 30 },
        { id: ranked[4]!.id, title: 'Read fifth', views: 20 },
      ]);
    });

    it("reads the week's stories by their primary key, not by walking the public list", async () => {
      const plan = await planOf(t.app.db, t.dialect, storyTraitsQuery(t.app.db, ['a', 'b']));
      expect(plan.join('\n')).toMatch(/sqlite_autoindex_news_1|news_pkey/);
      expect(plan.join('\n')).not.toContain('news_public_order_idx');
    });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/v1/public-news/most-read'].get.tags).toEqual(['public']);
    expect(paths['/api/v1/public-news/{id}/related'].get.tags).toEqual(['public']);
    expect(paths['/api/v1/public-news'].get.parameters.map((parameter: { name: string }) => parameter.name)).toContain('author');
  });
});
