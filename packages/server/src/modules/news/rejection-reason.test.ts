import { beforeAll, describe, expect, it } from 'vitest';
import type { News, Notification } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, sendNewsEdit } from '../../../test/helpers/news-factory.js';

describeEachDatabase('rejecting with a reason', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  let admin: string;

  beforeAll(async () => {
    author = await t.createUser('AUTHOR');
    admin = await t.adminToken();
  });

  const reject = (url: string, payload?: unknown) =>
    t.inject({ method: 'POST', url, headers: bearer(admin), ...(payload === undefined ? {} : { payload: payload as object }) });
  const backOfficeItem = async (id: string, token = author.token) =>
    (await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: bearer(token) })).json() as News;
  const messages = async () =>
    ((await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: bearer(author.token) })).json() as Notification[]).map(
      (item) => item.message,
    );

  it('keeps the trimmed reason on the item and tells it to the author', async () => {
    const news = await createNews(t, author.token, { title: 'Rumours' });
    const response = await reject(`/api/v1/reject/news/${news.id}`, {
      reason: '  Please check the dates with the office.  ',
      updatedAt: news.updatedAt,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Please check the dates with the office.' });
    expect((await backOfficeItem(news.id)).rejectionReason).toBe('Please check the dates with the office.');
    expect((await backOfficeItem(news.id, admin)).rejectionReason).toBe('Please check the dates with the office.');
    const rejectedList = (await t.inject({ method: 'GET', url: '/api/v1/news?status=Rejected', headers: bearer(admin) })).json() as News[];
    expect(rejectedList.find((item) => item.id === news.id)?.rejectionReason).toBe('Please check the dates with the office.');
    expect(await messages()).toContain("Your content titled 'Rumours' has been rejected. Reason: Please check the dates with the office.");
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['an empty reason', { reason: '   ' }],
    ['a null reason', { reason: null }],
  ])('rejects with %s as before: no reason kept, the plain message', async (_name, payload) => {
    const title = `Plain rejection ${Math.random()}`;
    const news = await createNews(t, author.token, { title });
    const response = await reject(`/api/v1/reject/news/${news.id}`, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Rejected', rejectionReason: null });
    expect(await messages()).toContain(`Your content titled '${title}' has been rejected.`);
  });

  it('refuses a reason over 1,000 characters with a field message and changes nothing', async () => {
    const news = await createNews(t, author.token, { title: 'Too much said' });
    const before = await messages();
    expect((await reject(`/api/v1/reject/news/${news.id}`, { reason: 'x'.repeat(1000) })).statusCode).toBe(200);
    const other = await createNews(t, author.token, { title: 'Still pending' });
    const response = await reject(`/api/v1/reject/news/${other.id}`, { reason: `  ${'x'.repeat(1001)}  ` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Reason must be 1000 characters or less.' });
    expect(response.json().errors).toContainEqual({ field: 'reason', message: 'Reason must be 1000 characters or less.' });
    expect(await backOfficeItem(other.id)).toMatchObject({ status: 'Pending', rejectionReason: null, updatedAt: other.updatedAt });
    expect((await messages()).filter((message) => message.includes('Still pending'))).toEqual([]);
    expect((await messages()).length).toBe(before.length + 1);
  });

  it('refuses a reason that is not text', async () => {
    const news = await createNews(t, author.token);
    const response = await reject(`/api/v1/reject/news/${news.id}`, { reason: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'reason', message: 'Reason must be text.' });
    expect((await backOfficeItem(news.id)).status).toBe('Pending');
  });

  describe('the older path', () => {
    it('takes a reason from a JSON body', async () => {
      const news = await createNews(t, author.token, { title: 'Older path' });
      const response = await reject(`/api/v1/news/reject/${news.id}`, { reason: 'Needs a photo credit.' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Needs a photo credit.' });
      expect(await messages()).toContain("Your content titled 'Older path' has been rejected. Reason: Needs a photo credit.");
    });

    it('still rejects when the body is what its client sent (the token), with no reason', async () => {
      const news = await createNews(t, author.token, { title: 'Older client' });
      const response = await t.inject({
        method: 'POST',
        url: `/api/v1/news/reject/${news.id}`,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify(admin),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'Rejected', rejectionReason: null });
      expect(await messages()).toContain("Your content titled 'Older client' has been rejected.");
    });

    it('refuses a reason over 1,000 characters and changes nothing', async () => {
      const news = await createNews(t, author.token);
      const response = await reject(`/api/v1/news/reject/${news.id}`, { reason: 'x'.repeat(1001) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'reason', message: 'Reason must be 1000 characters or less.' });
      expect((await backOfficeItem(news.id)).status).toBe('Pending');
    });
  });

  it('clears the reason on approval, and public answers never carry the field', async () => {
    const news = await createNews(t, author.token, { title: 'Second try works' });
    await reject(`/api/v1/reject/news/${news.id}`, { reason: 'Spell the names right.' });
    // An ADMIN's search reaches rejected items through a public route: still no reason there.
    const search = await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=Second%20try%20works', headers: bearer(admin) });
    const found = (search.json() as News[]).find((item) => item.id === news.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('rejectionReason');

    // The author edits it, which sends it back to review; the reason stays until an approval.
    const edited = await sendNewsEdit(t, author.token, news, { content: 'Names spelt right now.' });
    expect(edited.json()).toMatchObject({ status: 'Pending', rejectionReason: 'Spell the names right.' });
    const approved = await approveNews(t, news.id);
    expect(approved.rejectionReason).toBeNull();
    expect((await backOfficeItem(news.id)).rejectionReason).toBeNull();
    const one = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json() as News;
    expect(one.id).toBe(news.id);
    expect(one).not.toHaveProperty('rejectionReason');
    const list = (await t.inject({ method: 'GET', url: '/api/v1/public-news' })).json() as News[];
    expect(list.find((item) => item.id === news.id)).not.toHaveProperty('rejectionReason');
  });
});
