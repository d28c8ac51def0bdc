import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContributionDetails, News } from '@newsroom/shared';
import type { InjectOptions } from 'fastify';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, describeEachDatabase, TestApp } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../test/helpers/news-factory.js';
import { multipartPayload } from '../../test/helpers/multipart.js';
import { planOf } from '../../test/helpers/query-plan.js';
import { prepareImage } from '../services/media/image-processor.js';
import { mediaUsesQuery } from '../services/media/stored-media.js';
import { PRIVATE_MEDIA_CACHE, PUBLIC_MEDIA_CACHE } from './media.js';

type Credentials = Pick<InjectOptions, 'cookies' | 'headers'>;
const anonymous: Credentials = {};

/** Signs in and keeps what a browser would send to /media: the cookie the login set for that path. */
async function mediaCookieOf(t: TestApp, username: string, password: string) {
  const login = await t.login(username, password);
  const cookie = login.cookies.find((candidate) => candidate.path === '/media');
  if (!cookie) throw new Error(`no media cookie in ${JSON.stringify(login.headers['set-cookie'])}`);
  return { cookie, token: login.json().accessToken as string, credentials: { cookies: { [cookie.name]: cookie.value } } };
}

describeEachDatabase('who may load a media file', (t) => {
  let authorSession: Awaited<ReturnType<typeof mediaCookieOf>>;
  let authorToken: string;
  let author: Credentials;
  let otherAuthor: Credentials;
  let admin: Credentials;

  const get = (url: string, credentials: Credentials) => t.inject({ method: 'GET', url, ...credentials });
  const statusesFor = async (url: string) =>
    Promise.all([anonymous, author, otherAuthor, admin].map(async (credentials) => (await get(url, credentials)).statusCode));
  const decide = (decision: 'archive' | 'reject', id: string) =>
    t.inject({ method: 'POST', url: `/api/v1/${decision}/news/${id}`, headers: bearer(adminToken) });
  let adminToken: string;
  let missingAnswer: { body: string; headers: Record<string, unknown> };

  beforeAll(async () => {
    const first = await t.createUser('AUTHOR');
    const second = await t.createUser('AUTHOR');
    authorToken = first.token;
    authorSession = await mediaCookieOf(t, first.user.username, first.password);
    author = authorSession.credentials;
    otherAuthor = (await mediaCookieOf(t, second.user.username, second.password)).credentials;
    admin = (await mediaCookieOf(t, ADMIN_USERNAME, ADMIN_PASSWORD)).credentials;
    adminToken = await t.adminToken();
    const missing = await get(`/media/${randomUUID()}/320.webp`, anonymous);
    missingAnswer = {
      body: missing.body,
      headers: { 'cache-control': missing.headers['cache-control'], 'content-type': missing.headers['content-type'] },
    };
  });

  async function storyWithPhoto(): Promise<{ news: News; urls: string[] }> {
    const news = await createNews(t, authorToken, { title: 'Library week photos' }, { photos: [await pngImage(400, 300)] });
    return { news, urls: [news.thumbnailUrl!, ...news.additionalPhotos] };
  }

  /** What a hidden image answers must be what a missing one answers: nothing tells that it exists. */
  async function expectHiddenFromAnonymous(url: string) {
    const response = await get(url, anonymous);
    expect(response.statusCode, url).toBe(404);
    expect({
      body: response.body,
      headers: { 'cache-control': response.headers['cache-control'], 'content-type': response.headers['content-type'] },
    }).toEqual(missingAnswer);
  }

  it("serves a published story's photos to anyone, cached publicly for an hour and revalidated by ETag", async () => {
    const { news, urls } = await storyWithPhoto();
    await approveNews(t, news.id);
    for (const url of urls) {
      const response = await get(url, anonymous);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f-]{36}-\d+"$/);

      const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
    }
    expect(await statusesFor(urls[1]!)).toEqual([200, 200, 200, 200]);
  });

  it("hides a pending story's photos from all but its author and the ADMINs, with or without the cookie", async () => {
    const { urls } = await storyWithPhoto();
    for (const url of urls) {
      await expectHiddenFromAnonymous(url);
      expect(await statusesFor(url)).toEqual([404, 200, 404, 200]);
      const own = await get(url, author);
      expect(own.headers['cache-control']).toBe(PRIVATE_MEDIA_CACHE);
      expect(own.headers.etag).toBeUndefined();
      // A client that sends its bearer token instead of the cookie is served too, and told not to store it either.
      const withBearer = await get(url, { headers: bearer(authorToken) });
      expect(withBearer.statusCode).toBe(200);
      expect(withBearer.headers['cache-control']).toBe('no-store');
    }
  });

  it("hides scheduled, rejected and archived stories' photos, and takes a story's photos off the public side once archived", async () => {
    const scheduled = await storyWithPhoto();
    await approveNews(t, scheduled.news.id, new Date(Date.now() + 86_400_000).toISOString());
    const rejected = await storyWithPhoto();
    expect((await decide('reject', rejected.news.id)).statusCode).toBe(200);
    const archived = await storyWithPhoto();
    await approveNews(t, archived.news.id);
    const whilePublic = await get(archived.urls[1]!, anonymous);
    expect(whilePublic.statusCode).toBe(200);
    expect((await decide('archive', archived.news.id)).statusCode).toBe(200);

    for (const { urls } of [scheduled, rejected, archived]) {
      await expectHiddenFromAnonymous(urls[1]!);
      expect(await statusesFor(urls[1]!)).toEqual([404, 200, 404, 200]);
    }
    // Even a client holding the old ETag learns that the photo is gone, instead of being told to keep its copy.
    const revalidated = await t.inject({ method: 'GET', url: archived.urls[1]!, headers: { 'if-none-match': whilePublic.headers.etag as string } });
    expect(revalidated.statusCode).toBe(404);
  });

  it("shows a contribution's photos to ADMINs only, until the story made of it is published", async () => {
    const { payload, headers } = multipartPayload(
      {
        author: 'Juan dela Cruz',
        authorEmail: 'juan@school.test',
        category: 'Proud Lasallian',
        content: 'Name of Featured Lasallian: Liza\nGrade/Year and Section/Course: Grade 9',
      },
      [{ field: 'photos', filename: 'photo.png', contentType: 'image/png', data: await pngImage(400, 300) }],
    );
    const sent = await t.inject({ method: 'POST', url: '/api/v1/contribute-news', payload, headers });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: string }).id;
    const details = (
      await t.inject({ method: 'GET', url: `/api/v1/contribute-news/${id}`, headers: bearer(adminToken) })
    ).json() as ContributionDetails;
    const [url] = details.additionalPhotos;
    await expectHiddenFromAnonymous(url!);
    expect(await statusesFor(url!)).toEqual([404, 404, 404, 200]);

    const draft = await t.inject({ method: 'POST', url: `/api/v1/contribute-news/${id}/draft`, headers: bearer(adminToken) });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await statusesFor(url!)).toEqual([404, 404, 404, 200]);
    await approveNews(t, (draft.json() as { newsId: string }).newsId);
    expect(await statusesFor(url!)).toEqual([200, 200, 200, 200]);
  });

  it('shows an image that belongs to nothing to ADMINs only', async () => {
    const image = await prepareImage({
      fieldname: 'photos',
      filename: 'photo.png',
      mimetype: 'image/png',
      data: await pngImage(400, 300),
    });
    await t.app.media.storeFiles([image]);
    await t.app.media.insertRows(t.app.db, [image]);
    const url = `/media/${image.id}/320.webp`;
    await expectHiddenFromAnonymous(url);
    expect(await statusesFor(url)).toEqual([404, 404, 404, 200]);
  });

  it("sets the media cookie at sign-in for /media only, out of scripts' reach, for as long as the session", async () => {
    expect(authorSession.cookie).toMatchObject({ path: '/media', httpOnly: true, sameSite: 'Strict', maxAge: t.config.tokenTtlSeconds });
    expect(authorSession.cookie.value).toBe(authorSession.token);
    expect(authorSession.cookie.secure).toBeUndefined();
  });

  it('stops honouring the cookie once its session signs out', async () => {
    const { urls } = await storyWithPhoto();
    const { user, password } = await t.createUser('AUTHOR');
    const session = await mediaCookieOf(t, user.username, password);
    const own = await createNews(t, session.token, { title: 'Signed out soon' });
    expect((await get(own.thumbnailUrl!, session.credentials)).statusCode).toBe(200);

    const logout = await t.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(session.token) });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((cookie) => cookie.name === session.cookie.name);
    expect(cleared).toMatchObject({ value: '', path: '/media', maxAge: 0 });

    // A copy of the cookie kept after signing out (another tab, a saved jar) is worth nothing.
    expect((await get(own.thumbnailUrl!, session.credentials)).statusCode).toBe(404);
    expect((await get(urls[0]!, session.credentials)).statusCode).toBe(404);
  });

  it('finds what uses an image through indexes, never a scan', async () => {
    const plan = await planOf(t.app.db, t.dialect, mediaUsesQuery(t.app.db, randomUUID()));
    const text = plan.join('\n');
    for (const index of ['news_thumbnail_media_idx', 'news_photos_media_idx', 'contribution_photos_media_idx']) expect(text).toContain(index);
    expect(text).not.toMatch(/\bSCAN (news|news_photos|contribution_photos)\b|Seq Scan/);
  });
});

describe('the media cookie behind an https proxy', () => {
  const t = new TestApp('sqlite', { TRUST_PROXY: '1' });
  beforeAll(() => t.start());
  afterAll(() => t.stop());

  it('is Secure when the client reached the site over https', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(login.cookies.find((cookie) => cookie.path === '/media')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });
});
