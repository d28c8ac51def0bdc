import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';

describeEachDatabase('review workflow', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  let admin: string;
  const post = (url: string, token: string, payload?: object) =>
    t.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    author = await t.createUser('AUTHOR');
    admin = await t.adminToken();
  });

  it('lists pending items newest created first, on both paths; an AUTHOR sees only their own', async () => {
    const other = await t.createUser('AUTHOR');
    const first = await createNews(t, author.token, { title: 'First pending' });
    const second = await createNews(t, other.token, { title: 'Second pending' });
    for (const url of ['/api/v1/news/pending', '/api/v1/pending/news']) {
      const list = (await t.inject({ method: 'GET', url, headers: bearer(admin) })).json() as News[];
      const ids = list.map((item) => item.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(list.every((item) => item.status === 'Pending')).toBe(true);
    }
    const authorList = (await t.inject({ method: 'GET', url: '/api/v1/news/pending', headers: bearer(author.token) })).json() as News[];
    expect(authorList.map((item) => item.id)).toContain(first.id);
    expect(authorList.map((item) => item.id)).not.toContain(second.id);
  });

  it('approves with no date as published now, and refuses a second approval with 409', async () => {
    const news = await createNews(t, author.token);
    const before = Date.now();
    const response = await post(`/api/v1/approve/news/${news.id}`, admin);
    expect(response.statusCode).toBe(200);
    const approved = response.json() as News;
    expect(approved.status).toBe('Approved');
    expect(Date.parse(approved.publicationDate!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await post(`/api/v1/approve/news/${news.id}`, admin, {})).statusCode).toBe(409);
  });

  it('approves with a chosen publication date (past or future)', async () => {
    const past = await createNews(t, author.token);
    expect((await approveNews(t, past.id, '2021-06-15T08:00:00.000Z')).publicationDate).toBe('2021-06-15T08:00:00.000Z');
    const future = await createNews(t, author.token);
    expect((await approveNews(t, future.id, '2099-01-01T00:00:00+08:00')).publicationDate).toBe('2098-12-31T16:00:00.000Z');
  });

  it('refuses a publication date that is not a date', async () => {
    const news = await createNews(t, author.token);
    const response = await post(`/api/v1/approve/news/${news.id}`, admin, { publicationDate: 'tomorrow' });
    expect(response.statusCode).toBe(400);
  });

  it('rejects pending items and leaves the pending list', async () => {
    const news = await createNews(t, author.token);
    const response = await post(`/api/v1/reject/news/${news.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Rejected');
    const pending = (await t.inject({ method: 'GET', url: '/api/v1/news/pending', headers: bearer(admin) })).json() as News[];
    expect(pending.map((item) => item.id)).not.toContain(news.id);
    expect((await post(`/api/v1/reject/news/${news.id}`, admin)).statusCode).toBe(409);
    const rejected = (await t.inject({ method: 'GET', url: '/api/v1/news?status=Rejected', headers: bearer(admin) })).json() as News[];
    expect(rejected.map((item) => item.id)).toContain(news.id);
  });

  it('archives only approved items; archived ones can be approved or rejected again', async () => {
    const news = await createNews(t, author.token);
    expect((await post(`/api/v1/archive/news/${news.id}`, admin)).statusCode).toBe(409);
    await approveNews(t, news.id);
    const archived = await post(`/api/v1/archive/news/${news.id}`, admin);
    expect(archived.json().status).toBe('Archived');
    const list = (await t.inject({ method: 'GET', url: '/api/v1/news/archived', headers: bearer(admin) })).json() as News[];
    expect(list.map((item) => item.id)).toContain(news.id);
    expect(list.every((item) => item.status === 'Archived')).toBe(true);
    expect((await post(`/api/v1/approve/news/${news.id}`, admin)).json().status).toBe('Approved');
  });

  it('keeps the older approve and reject paths working', async () => {
    const a = await createNews(t, author.token);
    const b = await createNews(t, author.token);
    expect((await post(`/api/v1/news/approve/${a.id}`, admin)).json().status).toBe('Approved');
    expect((await post(`/api/v1/news/reject/${b.id}`, admin)).json().status).toBe('Rejected');
  });

  it('leaves every decision and the archived list to an ADMIN', async () => {
    const news = await createNews(t, author.token);
    for (const url of [
      `/api/v1/approve/news/${news.id}`,
      `/api/v1/reject/news/${news.id}`,
      `/api/v1/archive/news/${news.id}`,
      `/api/v1/news/approve/${news.id}`,
    ]) {
      expect((await post(url, author.token)).statusCode).toBe(403);
      expect((await t.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/news/archived', headers: bearer(author.token) })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await post('/api/v1/approve/news/nope', admin)).statusCode).toBe(404);
  });

  it('pages lists when asked', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/news?page=1&size=2', headers: bearer(admin) });
    const page = response.json();
    expect(page.items).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, size: 2 });
    expect(page.total).toBeGreaterThan(2);
  });

  describe('a decision on a version that changed', () => {
    const changed = 'This content changed since you opened it. Review it again.';

    it("is refused with 409 when the updatedAt the reviewer saw is not the item's, and changes nothing", async () => {
      const item = await createNews(t, author.token, { title: 'Edited while open' });
      const stale = new Date(Date.parse(item.updatedAt) - 60_000).toISOString();
      for (const url of [`/api/v1/approve/news/${item.id}`, `/api/v1/reject/news/${item.id}`]) {
        const response = await post(url, admin, { updatedAt: stale });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(changed);
      }
      const current = (await t.inject({ method: 'GET', url: `/api/v1/news/${item.id}`, headers: bearer(admin) })).json() as News;
      expect(current.status).toBe('Pending');
      expect(current.updatedAt).toBe(item.updatedAt);

      const approved = await post(`/api/v1/approve/news/${item.id}`, admin, { updatedAt: item.updatedAt });
      expect(approved.statusCode).toBe(200);
      const archive = await post(`/api/v1/archive/news/${item.id}`, admin, { updatedAt: item.updatedAt });
      expect(archive.statusCode).toBe(409);
      expect(archive.json().message).toBe(changed);
    });

    it('lets only one of two reviewers deciding at the same moment succeed', async () => {
      const item = await createNews(t, author.token, { title: 'Two reviewers' });
      const answers = await Promise.all([
        post(`/api/v1/approve/news/${item.id}`, admin, {}),
        post(`/api/v1/reject/news/${item.id}`, admin, {}),
        post(`/api/v1/approve/news/${item.id}`, admin, {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('answers a plain 400 for an updatedAt that is not a date', async () => {
      const item = await createNews(t, author.token, { title: 'Bad date' });
      const response = await post(`/api/v1/reject/news/${item.id}`, admin, { updatedAt: 'yesterday' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('updatedAt must be an ISO date and time.');
    });
  });
});
