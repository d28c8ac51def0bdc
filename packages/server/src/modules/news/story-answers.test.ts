import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, createPublishedNews, editNews, pngImage, storyRow } from '../../../test/helpers/news-factory.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptStoriesJson, StoryAnswers } from './story-answers.js';

/** A query builder whose `execute`, wherever its chain ends, first waits for `before`. */
function withLateExecute<T extends object>(builder: T, before: () => Promise<void>): T {
  return new Proxy(builder, {
    get(target, property) {
      // Kysely's builders keep their state in private fields: every call goes to the builder itself.
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'execute') {
        return async (...args: unknown[]) => {
          await before();
          return value.apply(target, args);
        };
      }
      return (...args: unknown[]) => {
        const next: unknown = value.apply(target, args);
        return next && typeof next === 'object' && 'execute' in next ? withLateExecute(next, before) : next;
      };
    },
  });
}

/** The database, with each query begun by `method` first waiting for `before` as it executes. */
function withLateQueries(db: Kysely<Database>, method: 'insertInto' | 'deleteFrom', before: () => Promise<void>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property !== method) return value.bind(target);
      return (...args: unknown[]) => withLateExecute(value.apply(target, args) as object, before);
    },
  });
}

describeEachDatabase('stories’ kept answers', (t) => {
  let story: News;

  const keptBody = async (id: string) =>
    (await t.app.db.selectFrom('news_answers').select('body').where('news_id', '=', id).executeTakeFirst())?.body;
  const read = async (id: string) => {
    const response = await t.inject({ method: 'GET', url: `/api/v1/public-news/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json() as News;
  };
  /** Forgets the in-memory answer alone, as a counted view does: the next read comes from the kept answer. */
  const forgetCachedOnly = (id: string) => t.app.publicCache.invalidate([cacheTags.storyViews(id)]);
  const quietLog = () => t.app.log.child({}, { level: 'silent' });
  /** How long background work (a fill, a delete) may take here: CI's machines are several times slower than ours. */
  const settles = { timeout: 10_000 };

  beforeAll(async () => {
    const { token } = await t.createUser('AUTHOR');
    story = await approveNews(t, (await createNews(t, token, { title: 'Kept story' }, { photos: [await pngImage(400, 300)] })).id);
  });

  it('keeps a story’s answer as first sent, less its view count, and answers from it afterwards', async () => {
    const first = await read(story.id);
    const kept = await keptBody(story.id);
    expect(kept).toBeDefined();
    expect(kept).not.toContain('"views"');
    expect({ ...JSON.parse(kept!), views: first.views }).toEqual(first);
    expect(first.photos).toHaveLength(1);

    // What is kept is what readers get: changed behind the app's back, it shows.
    await t.app.db
      .updateTable('news_answers')
      .set({ body: kept!.replace('"Kept story"', '"Kept story, as kept"') })
      .where('news_id', '=', story.id)
      .execute();
    forgetCachedOnly(story.id);
    expect((await read(story.id)).title).toBe('Kept story, as kept');
  });

  it('forgets the kept answer when the story is edited: readers see the new words at once', async () => {
    await read(story.id);
    await editNews(t, await t.adminToken(), story, { title: 'Kept story, edited' });
    // At once, though the kept answer's delete may still be on its way to the database.
    expect((await read(story.id)).title).toBe('Kept story, edited');
    await vi.waitFor(async () => expect(await keptBody(story.id)).not.toContain('as kept'), settles);
    forgetCachedOnly(story.id);
    expect((await read(story.id)).title).toBe('Kept story, edited');
    await vi.waitFor(async () => expect(await keptBody(story.id)).toContain('Kept story, edited'), settles);
  });

  it('shows a counted view at once, and keeps the kept answer', async () => {
    const before = await read(story.id);
    const kept = await keptBody(story.id);
    const view = await t.inject({ method: 'POST', url: `/api/v1/view-news/${story.id}`, headers: { 'visitor-id': 'kept-answers-reader' } });
    expect(view.json()).toMatchObject({ counted: true });
    expect((await read(story.id)).views).toBe(before.views + 1);
    expect(await keptBody(story.id)).toBe(kept);
  });

  it('answers searches from the kept answers, with each result’s snippet', async () => {
    const found = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?page=1&size=5&query=Kept' })).json() as { items: News[]; total: number };
    const fresh = (await found()).items.find((item) => item.id === story.id)!;
    expect(fresh.snippet).toBeDefined();
    await read(story.id);
    const kept = await keptBody(story.id);
    expect(kept).toBeDefined();
    await t.app.db
      .updateTable('news_answers')
      .set({ body: kept!.replace('"content":"', '"content":"As kept. ') })
      .where('news_id', '=', story.id)
      .execute();
    t.app.publicCache.invalidate([cacheTags.newsLists]);
    const fromKept = (await found()).items.find((item) => item.id === story.id)!;
    expect(fromKept.content).toBe(`As kept. ${fresh.content}`);
    expect({ ...fromKept, content: fresh.content }).toEqual(fresh);
    // A search asked for while the story was being forgotten presents it afresh.
    const [being] = await keptStoriesJson(t.app.db, [story.id], new Set([story.id]), () => '');
    expect(JSON.parse(being!)).toMatchObject({ id: story.id, content: fresh.content });
    const [notBeing] = await keptStoriesJson(t.app.db, [story.id], new Set(), () => '');
    expect(JSON.parse(notBeing!)).toMatchObject({ content: `As kept. ${fresh.content}` });
  });

  it('answers 404 for a story readers may not see, kept answer or not', async () => {
    const { token } = await t.createUser('AUTHOR');
    const pending = await createNews(t, token, { title: 'Not yet reviewed' });
    await t.app.db.insertInto('news_answers').values({ news_id: pending.id, body: '{"title":"leaked"}' }).execute();
    const response = await t.inject({ method: 'GET', url: `/api/v1/public-news/${pending.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('leaked');
  });

  it('forgets every kept answer when everything is forgotten (a category renamed), and the fill makes them again', async () => {
    const other = await createPublishedNews(t, { title: 'Another kept story' });
    await read(other.id);
    await read(story.id);
    await t.app.db.updateTable('categories').set({ name: 'Renamed Desk' }).where('id', '=', story.categoryId).execute();
    t.app.publicCache.invalidate([cacheTags.everything]);
    await vi.waitFor(async () => expect(await keptBody(story.id)).toContain('"category":"Renamed Desk"'), settles);
    await vi.waitFor(async () => expect(await keptBody(other.id)).toBeDefined(), settles);
    expect((await read(story.id)).category).toBe('Renamed Desk');
  });

  describe('the fill and the start', () => {
    it('fills the missing answers of public stories only, across slices', async () => {
      const category = await t.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
      const published = Array.from({ length: 130 }, (_, index) => storyRow(category.id, { title: `Archive ${index}` }));
      const hidden = [storyRow(category.id, { status: 'Pending' }), storyRow(category.id, { publication_date: '2099-01-01T00:00:00.000Z' })];
      await t.app.db
        .insertInto('news')
        .values([...published, ...hidden])
        .execute();
      const answers = new StoryAnswers(t.app.db, quietLog());
      await answers.start();
      const keptIds = async () => new Set((await t.app.db.selectFrom('news_answers').select('news_id').execute()).map((row) => row.news_id));
      await vi.waitFor(async () => {
        const ids = await keptIds();
        expect(published.filter((row) => !ids.has(row.id))).toEqual([]);
      }, settles);
      await answers.close();
      const ids = await keptIds();
      for (const row of hidden) expect(ids.has(row.id)).toBe(false);
      expect(JSON.parse((await keptBody(published[129]!.id))!)).toMatchObject({ title: 'Archive 129', status: 'Approved' });
    });

    it('forgets the answers kept for another version or media address as it starts', async () => {
      await read(story.id);
      expect(await keptBody(story.id)).toBeDefined();
      await t.app.db.updateTable('settings').set({ value: 'made by an older version' }).where('key', '=', 'story_answers_made_for').execute();
      await t.app.db.updateTable('news_answers').set({ body: '{"title":"stale"}' }).execute();
      const answers = new StoryAnswers(t.app.db, quietLog());
      await answers.start();
      await answers.close();
      const stale = await t.app.db.selectFrom('news_answers').select('news_id').where('body', '=', '{"title":"stale"}').execute();
      expect(stale).toEqual([]);
      forgetCachedOnly(story.id);
      expect((await read(story.id)).title).toBe('Kept story, edited');
    });

    it('does not keep an answer made from rows a write overtook, and keeps it the next time', async () => {
      const live = new StoryAnswers(t.app.db, quietLog());
      await live.start();
      const { views } = await read(story.id);
      await t.app.db.deleteFrom('news_answers').where('news_id', '=', story.id).execute();
      // The write comes while the answer is being made: its rows were read before it.
      const made = live.publicJson([{ id: story.id, views, body: null }], live.forgottenNow());
      live.forget([cacheTags.story(story.id)]);
      expect(JSON.parse((await made)[0]!)).toMatchObject({ id: story.id, views });
      await vi.waitFor(
        async () => expect(await t.app.db.selectFrom('news_answers').select('news_id').where('news_id', '=', story.id).execute()).toEqual([]),
        settles,
      );
      await live.publicJson([{ id: story.id, views, body: null }], live.forgottenNow());
      expect(await keptBody(story.id)).toBeDefined();
      await live.close();
    });

    it('removes an answer that was on its way into the table when its story was forgotten', async () => {
      // The insert reaches the database after the forgetting's delete was asked for, as it may on PostgreSQL, where
      // the two go by different connections (there this test fails when the delete does not wait).
      let insertAsked!: () => void;
      const asked = new Promise<void>((resolve) => (insertAsked = resolve));
      const slowInserts = withLateQueries(t.app.db, 'insertInto', async () => {
        insertAsked();
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      const answers = new StoryAnswers(slowInserts, quietLog());
      await answers.start();
      // Its fill finds nothing missing and stops: the only insert from here on is the one below.
      await vi.waitFor(() => expect(Reflect.get(answers, 'fill')).toBeUndefined(), settles);
      const { views } = await read(story.id);
      const kept = (await keptBody(story.id))!;
      await t.app.db.deleteFrom('news_answers').where('news_id', '=', story.id).execute();
      const made = answers.publicJson([{ id: story.id, views, body: null }], answers.forgottenNow());
      await asked;
      answers.forget([cacheTags.story(story.id)]);
      await made;
      await vi.waitFor(async () => expect(await keptBody(story.id)).toBeUndefined(), settles);
      await answers.close();
      // As the tests after this one find it.
      await t.app.db.insertInto('news_answers').values({ news_id: story.id, body: kept }).execute();
    });

    it('does not use a kept answer read while its story was being forgotten, though the delete lands before it is sent', async () => {
      // On PostgreSQL a reader's select and the forgetting's delete go by different connections: the select may see the
      // old answer and return after the delete has landed and the forgetting has ended.
      let letDeleteGo!: () => void;
      const deleteMayGo = new Promise<void>((resolve) => (letDeleteGo = resolve));
      const answers = new StoryAnswers(
        withLateQueries(t.app.db, 'deleteFrom', () => deleteMayGo),
        quietLog(),
      );
      try {
        await answers.start();
        await vi.waitFor(() => expect(Reflect.get(answers, 'fill')).toBeUndefined(), settles);
        const { views, title } = await read(story.id);
        const kept = (await keptBody(story.id))!;
        expect(kept).toContain(title);
        answers.forget([cacheTags.story(story.id)]);
        // The reader begins: what it reads is still the old answer.
        const forgotten = answers.forgottenNow();
        const oldAnswer = { id: story.id, views, body: kept.replace(`"title":${JSON.stringify(title)}`, '"title":"Old words"') };
        letDeleteGo();
        // The forgetting has ended, its delete landed (a failed one would be waiting to be tried again).
        await vi.waitFor(() => expect(Reflect.get(answers, 'deleting')).toBe(false), settles);
        expect(Reflect.get(answers, 'retry')).toBeUndefined();
        const [sent] = await answers.publicJson([oldAnswer], forgotten);
        expect(JSON.parse(sent!)).toMatchObject({ id: story.id, title, views });
        // A read begun after the forgetting ended uses what it reads.
        const [later] = await answers.publicJson([oldAnswer], answers.forgottenNow());
        expect(JSON.parse(later!)).toMatchObject({ title: 'Old words' });
      } finally {
        letDeleteGo();
        await answers.close();
      }
    });

    it('tries a forgetting again until the database takes it', async () => {
      await read(story.id);
      // Tried again after a second: long enough to see the answer still kept after the first try.
      const answers = new StoryAnswers(t.app.db, quietLog(), 1_000);
      const deleteFrom = vi.spyOn(t.app.db, 'deleteFrom');
      try {
        let failed!: () => void;
        const firstTryFailed = new Promise<void>((resolve) => (failed = resolve));
        const away = () => {
          failed();
          return Promise.reject(new Error('the database is away'));
        };
        deleteFrom.mockImplementationOnce(() => ({ where: () => ({ execute: away }), execute: away }) as never);
        expect(() => answers.forget([cacheTags.story(story.id)])).not.toThrow();
        await firstTryFailed;
        expect(await keptBody(story.id)).toBeDefined();
        await vi.waitFor(async () => expect(await keptBody(story.id)).toBeUndefined(), settles);
        expect(deleteFrom).toHaveBeenCalledTimes(2);
      } finally {
        deleteFrom.mockRestore();
        await answers.close();
      }
    });
  });

  it('sends the view counts of a story asked with a token as any other reader’s', async () => {
    const admin = await t.adminToken();
    const anonymous = await read(story.id);
    const signedIn = await t.inject({ method: 'GET', url: `/api/v1/public-news/${story.id}`, headers: bearer(admin) });
    expect(signedIn.json()).toEqual(anonymous);
  });
});
