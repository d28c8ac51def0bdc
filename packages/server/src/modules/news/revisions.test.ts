import { beforeAll, describe, expect, it } from 'vitest';
import type { News, NewsRevision, NewsRevisionSummary, Notification } from '@newsroom/shared';
import { newId, nowIso } from '../../lib/ids.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, editNews, pngImage } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';

describeEachDatabase('news revisions', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  let other: Awaited<ReturnType<typeof t.createUser>>;
  let admin: string;

  const get = (url: string, token: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
  const revisions = async (newsId: string, token = admin) => (await get(`/api/v1/news/${newsId}/revisions`, token)).json() as NewsRevisionSummary[];
  const revision = async (newsId: string, revisionId: string, token = admin) =>
    (await get(`/api/v1/news/${newsId}/revisions/${revisionId}`, token)).json() as NewsRevision;
  const restore = (newsId: string, revisionId: string, token: string) =>
    t.inject({ method: 'POST', url: `/api/v1/news/${newsId}/revisions/${revisionId}/restore`, headers: bearer(token) });

  beforeAll(async () => {
    author = await t.createUser('AUTHOR', { fullname: 'Rosa Writer' });
    other = await t.createUser('AUTHOR');
    admin = await t.adminToken();
  });

  describe('recording', () => {
    it('keeps revision 1 on create, by its writer, marked created', async () => {
      const item = await createNews(t, author.token, { title: 'Brand new story' });
      const response = await get(`/api/v1/news/${item.id}/revisions`, author.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('1');
      const [first] = response.json() as NewsRevisionSummary[];
      expect(first).toEqual({
        id: expect.any(String),
        number: 1,
        editor: 'Rosa Writer',
        editorId: author.user.id,
        createdAt: expect.any(String),
        changedFields: ['created'],
      });
      expect(first).not.toHaveProperty('content');
      expect(await revision(item.id, first!.id)).toMatchObject({
        title: 'Brand new story',
        description: item.description,
        content: item.content,
        category: item.category,
        categoryId: item.categoryId,
        embedYoutubeUrl: null,
      });
    });

    it('keeps a revision per edit, with the fields it changed and the text as it was saved, newest first', async () => {
      const item = await createNews(t, author.token, { title: 'Old title', content: 'Old words here.' });
      await editNews(t, author.token, item, { title: 'New title', content: 'New words here.' });
      await editNews(t, admin, item, { title: 'New title', content: 'New words here.', description: 'Changed by the admin.' });

      const list = await revisions(item.id);
      expect(list.map((entry) => [entry.number, entry.editor, entry.changedFields])).toEqual([
        [3, 'Ada Admin', ['description']],
        [2, 'Rosa Writer', ['title', 'content']],
        [1, 'Rosa Writer', ['created']],
      ]);
      expect(await revision(item.id, list[2]!.id)).toMatchObject({ title: 'Old title', content: 'Old words here.' });
      expect(await revision(item.id, list[1]!.id)).toMatchObject({ title: 'New title', content: 'New words here.', description: item.description });
      expect(await revision(item.id, list[0]!.id)).toMatchObject({ description: 'Changed by the admin.' });
    });

    it('records a save that changed no text, with no changed fields', async () => {
      const item = await createNews(t, author.token);
      await editNews(t, author.token, item);
      const [latest] = await revisions(item.id);
      expect(latest).toMatchObject({ number: 2, changedFields: [] });
    });

    it('records the category and the embed link by name when they change', async () => {
      const item = await createNews(t, author.token, { category: 'BalitAraneta' });
      await editNews(t, author.token, item, { category: 'Animo Idol', embedYoutubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
      const [latest] = await revisions(item.id);
      expect(latest!.changedFields).toEqual(['category', 'embedYoutubeUrl']);
      expect(await revision(item.id, latest!.id)).toMatchObject({
        category: 'Animo Idol',
        embedYoutubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      });
    });

    it('keeps revision 1 for an item from the AI form', async () => {
      const { payload, headers } = multipartPayload(
        { category: 'BalitAraneta', content: 'The library opens a new reading room on Monday for every grade.' },
        [{ field: 'thumbnail', filename: 'thumb.png', contentType: 'image/png', data: await pngImage() }],
      );
      const response = await t.inject({ method: 'POST', url: '/api/v1/AInews', payload, headers: { ...headers, ...bearer(author.token) } });
      expect(response.statusCode).toBe(201);
      const list = await revisions((response.json() as News).id);
      expect(list.map((entry) => [entry.number, entry.editor, entry.changedFields])).toEqual([[1, 'Rosa Writer', ['created']]]);
    });

    it("keeps revision 1 for a contribution's draft, by the ADMIN who made it", async () => {
      const contributionId = newId();
      await t.app.db
        .insertInto('contributions')
        .values({
          id: contributionId,
          author: 'Visiting Parent',
          author_email: 'parent@school.test',
          category: 'BalitAraneta',
          content: 'Who: The chess club\nWhat: Won the city meet\nWhere: City hall\nWhen: Saturday',
          created_at: nowIso(),
          draft_news_id: null,
        })
        .execute();
      const response = await t.inject({ method: 'POST', url: `/api/v1/contribute-news/${contributionId}/draft`, headers: bearer(admin) });
      expect(response.statusCode).toBe(201);
      const list = await revisions((response.json() as { newsId: string }).newsId);
      expect(list.map((entry) => [entry.number, entry.editor, entry.changedFields])).toEqual([[1, 'Ada Admin', ['created']]]);
    });

    it('keeps the editor name when the account is deleted, and goes with its item', async () => {
      const leaving = await t.createUser('AUTHOR', { fullname: 'Leaving Writer' });
      const item = await createNews(t, leaving.token);
      expect((await t.inject({ method: 'DELETE', url: `/api/v1/user/${leaving.user.id}`, headers: bearer(admin) })).statusCode).toBe(204);
      expect(await revisions(item.id)).toMatchObject([{ editor: 'Leaving Writer', editorId: null }]);

      expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${item.id}`, headers: bearer(admin) })).statusCode).toBe(204);
      const left = await t.app.db.selectFrom('news_revisions').select('id').where('news_id', '=', item.id).execute();
      expect(left).toEqual([]);
    });
  });

  describe('reading', () => {
    it("refuses another author's item with 403 and an unsigned caller with 401; an ADMIN reads any", async () => {
      const item = await createNews(t, author.token);
      const [first] = await revisions(item.id, author.token);
      expect((await get(`/api/v1/news/${item.id}/revisions`, other.token)).statusCode).toBe(403);
      expect((await get(`/api/v1/news/${item.id}/revisions/${first!.id}`, other.token)).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url: `/api/v1/news/${item.id}/revisions` })).statusCode).toBe(401);
      expect((await get(`/api/v1/news/${item.id}/revisions/${first!.id}`, admin)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown item, an unknown revision and a revision of another item; 400 for a malformed id', async () => {
      const item = await createNews(t, author.token);
      const another = await createNews(t, author.token);
      const [ofAnother] = await revisions(another.id);
      expect((await get('/api/v1/news/nope/revisions', admin)).statusCode).toBe(404);
      const unknown = await get(`/api/v1/news/${item.id}/revisions/nope`, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Revision not found.');
      expect((await get(`/api/v1/news/${item.id}/revisions/${ofAnother!.id}`, admin)).statusCode).toBe(404);
      expect((await get(`/api/v1/news/${item.id}/revisions/${'x'.repeat(65)}`, admin)).statusCode).toBe(400);
    });

    it('answers at most 100 without paging, with the total and the next page, and pages when asked', async () => {
      const item = await createNews(t, author.token);
      const rows = Array.from({ length: 104 }, (_, index) => ({
        id: newId(),
        news_id: item.id,
        number: index + 2,
        editor_id: author.user.id,
        editor_name: 'Rosa Writer',
        created_at: nowIso(),
        title: item.title,
        description: item.description,
        content: item.content,
        category_id: item.categoryId,
        embed_youtube_url: null,
        changed_fields: 'content',
      }));
      await t.app.db.insertInto('news_revisions').values(rows).execute();

      const unpaged = await get(`/api/v1/news/${item.id}/revisions`, admin);
      const list = unpaged.json() as NewsRevisionSummary[];
      expect(list).toHaveLength(100);
      expect(list[0]!.number).toBe(105);
      expect(unpaged.headers['x-total-count']).toBe('105');
      expect(unpaged.headers.link).toContain('page=2');

      const page = (await get(`/api/v1/news/${item.id}/revisions?page=3&size=50`, admin)).json();
      expect(page).toMatchObject({ page: 3, size: 50, total: 105 });
      expect(page.items.map((entry: NewsRevisionSummary) => entry.number)).toEqual([5, 4, 3, 2, 1]);
      expect((await get(`/api/v1/news/${item.id}/revisions?size=1000`, admin)).statusCode).toBe(400);
    });

    it('is described in the API docs', async () => {
      const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      expect(paths['/api/v1/news/{id}/revisions'].get).toBeDefined();
      expect(paths['/api/v1/news/{id}/revisions/{revisionId}'].get).toBeDefined();
      expect(paths['/api/v1/news/{id}/revisions/{revisionId}/restore'].post.responses).toHaveProperty('409');
    });
  });

  describe('restoring', () => {
    const resubmissions = async (title: string) =>
      ((await get('/api/v1/news/notifications', admin)).json() as Notification[]).filter(
        (notification) => notification.message === `Content titled '${title}' was edited and is waiting for review again.`,
      );

    it('copies the text back, keeps the photos, records "restored from N" and answers the item', async () => {
      const item = await createNews(t, author.token, { title: 'First words', content: 'The first version.' });
      await editNews(t, author.token, item, { title: 'Second words', content: 'The second version.', category: 'Animo Idol' });
      const [, first] = await revisions(item.id, author.token);

      const response = await restore(item.id, first!.id, author.token);
      expect(response.statusCode).toBe(200);
      const restored = response.json() as News;
      expect(restored).toMatchObject({
        id: item.id,
        title: 'First words',
        content: 'The first version.',
        category: item.category,
        thumbnailUrl: item.thumbnailUrl,
        status: 'Pending',
      });
      const [latest] = await revisions(item.id, author.token);
      expect(latest).toMatchObject({ number: 3, editor: 'Rosa Writer', changedFields: ['restored from 1'] });
      expect(await revision(item.id, latest!.id)).toMatchObject({ title: 'First words', content: 'The first version.' });
      expect(((await get(`/api/v1/news/${item.id}`, author.token)).json() as News).title).toBe('First words');
    });

    it("sends an AUTHOR's restore of an Approved item back to Pending and tells the admins", async () => {
      const item = await createNews(t, author.token, { title: 'Approved then restored' });
      await approveNews(t, item.id);
      await editNews(t, admin, item, { content: 'An admin correction.' });
      const [, first] = await revisions(item.id);
      expect(await resubmissions('Approved then restored')).toHaveLength(0);

      const restored = (await restore(item.id, first!.id, author.token)).json() as News;
      expect(restored.status).toBe('Pending');
      expect(await resubmissions('Approved then restored')).toHaveLength(1);
      expect((await t.inject({ method: 'GET', url: `/api/v1/public-news/${item.id}` })).statusCode).toBe(404);
    });

    it("keeps an ADMIN's restore of an Approved item Approved, and readers and search see the restored text", async () => {
      const item = await createNews(t, author.token, { title: 'Marimba ensemble concert' });
      await approveNews(t, item.id);
      const before = await t.inject({ method: 'GET', url: `/api/v1/public-news/${item.id}` });
      expect(before.json().title).toBe('Marimba ensemble concert');
      await editNews(t, admin, item, { title: 'Xylophone recital' });
      expect((await t.inject({ method: 'GET', url: `/api/v1/public-news/${item.id}` })).json().title).toBe('Xylophone recital');
      const [, first] = await revisions(item.id);

      const restored = (await restore(item.id, first!.id, admin)).json() as News;
      expect(restored.status).toBe('Approved');
      expect((await t.inject({ method: 'GET', url: `/api/v1/public-news/${item.id}` })).json().title).toBe('Marimba ensemble concert');
      const found = (await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=marimba' })).json() as News[];
      expect(found.map((news) => news.id)).toContain(item.id);
      expect(await resubmissions('Marimba ensemble concert')).toHaveLength(0);
    });

    it("refuses another author with 403, and answers 404 for an unknown item, an unknown revision or another item's", async () => {
      const item = await createNews(t, author.token);
      const another = await createNews(t, author.token);
      const [first] = await revisions(item.id);
      const [ofAnother] = await revisions(another.id);
      expect((await restore(item.id, first!.id, other.token)).statusCode).toBe(403);
      expect((await restore('nope', first!.id, admin)).statusCode).toBe(404);
      expect((await restore(item.id, 'nope', admin)).statusCode).toBe(404);
      expect((await restore(item.id, ofAnother!.id, admin)).statusCode).toBe(404);
      expect((await t.inject({ method: 'POST', url: `/api/v1/news/${item.id}/revisions/${first!.id}/restore` })).statusCode).toBe(401);
      expect(await revisions(item.id)).toHaveLength(1);
    });

    it('refuses with 409 a revision whose category was deleted since, and changes nothing', async () => {
      const created = await t.inject({
        method: 'POST',
        url: '/api/v1/categories',
        headers: bearer(admin),
        payload: { name: 'Short-lived Corner', description: 'Gone soon.' },
      });
      expect(created.statusCode).toBe(201);
      const item = await createNews(t, author.token, { category: 'Short-lived Corner' });
      await editNews(t, author.token, item, { category: 'BalitAraneta' });
      expect((await t.inject({ method: 'DELETE', url: `/api/v1/categories/${created.json().id}`, headers: bearer(admin) })).statusCode).toBe(204);
      const [, first] = await revisions(item.id);
      expect(await revision(item.id, first!.id)).toMatchObject({ category: null, categoryId: created.json().id });

      const response = await restore(item.id, first!.id, author.token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The category of this revision no longer exists. Edit the content and choose another category instead.');
      expect(await revisions(item.id)).toHaveLength(2);
      expect(((await get(`/api/v1/news/${item.id}`, admin)).json() as News).category).toBe('BalitAraneta');
    });
  });
});
