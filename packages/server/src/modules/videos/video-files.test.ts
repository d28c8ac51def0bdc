/**
 * A video's files as they are served, on each database: a pending story's only to its author and ADMINs, never
 * stored; a published story's to everyone, cached; each with its content type and byte ranges; the uploaded file for
 * ADMINs only.
 */
import { beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { PRIVATE_MEDIA_CACHE, PUBLIC_MEDIA_CACHE } from '../../plugins/media.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createNews } from '../../../test/helpers/news-factory.js';
import { makeClip, uploadVideo } from '../../../test/helpers/videos.js';
import { byteRange } from './video-files.routes.js';
import { articleSharedPage } from '../news/article-share.js';
import { shareTags } from '../../lib/share-tags.js';

describeEachDatabase('a video’s files', (t) => {
  let author: string;
  let otherAuthor: string;
  let adminToken: string;
  let clip: Buffer;
  let news: News;
  let video: NonNullable<News['video']>;
  beforeAll(async () => {
    author = (await t.createUser('AUTHOR')).token;
    otherAuthor = (await t.createUser('AUTHOR')).token;
    adminToken = await t.adminToken();
    clip = await makeClip();
    news = await createNews(t, author, { videoUploadId: await uploadVideo(t, author, clip, 'Sports fest.mp4') }, { thumbnail: null });
    await t.app.videos.jobs.idle();
    video = (await t.inject({ method: 'GET', url: `/api/v1/news/${news.id}`, headers: bearer(author) })).json<News>().video!;
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
  const segmentUrl = () => video.hlsUrl!.replace('master.m3u8', '180p/segment-000.ts');

  it('shows a pending story’s files to its author and ADMINs only, never cached', async () => {
    const statuses = [];
    for (const headers of [{}, bearer(otherAuthor), bearer(author), bearer(adminToken)])
      statuses.push((await get(video.hlsUrl!, headers)).statusCode);
    expect(statuses).toEqual([404, 404, 200, 200]);
    const seen = await get(video.posterUrl!, bearer(author));
    // Any answer to a bearer token is made no-store by plugins/private-answers.ts.
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect((await get(video.posterUrl!)).headers['cache-control']).toBe(PRIVATE_MEDIA_CACHE);
    const webpPoster = video.posterSrcSet!.split(' ')[0]!;
    expect((await get(webpPoster)).statusCode).toBe(404);
    expect((await get(webpPoster, bearer(author))).headers['content-type']).toBe('image/webp');
    expect((await get(video.previewUrl!)).statusCode).toBe(404);
    expect((await get(video.previewUrl!, bearer(adminToken))).statusCode).toBe(200);
  });

  it('serves a published story’s files to everyone with their types, cached, in byte ranges', async () => {
    expect((await t.inject({ method: 'POST', url: `/api/v1/approve/news/${news.id}`, headers: bearer(adminToken) })).statusCode).toBe(200);
    const master = await get(video.hlsUrl!);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
    expect(master.body).toContain('180p/index.m3u8');
    expect((await get(video.hlsUrl!.replace('master.m3u8', '180p/index.m3u8'))).body).toContain('segment-000.ts');

    const whole = await get(segmentUrl());
    expect(whole.headers['content-type']).toBe('video/mp2t');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await get(segmentUrl(), { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    expect((await get(segmentUrl(), { range: `bytes=${size}-` })).statusCode).toBe(416);

    const preview = await get(video.previewUrl!, { range: 'bytes=0-99' });
    expect(preview.statusCode).toBe(206);
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect(preview.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
    const webpPoster = await get(video.posterSrcSet!.split(' ')[0]!);
    expect(webpPoster.headers['content-type']).toBe('image/webp');
    expect(webpPoster.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
  });

  it('puts a published story’s video in its link preview and its sitemap entry', async () => {
    // After the test above: the story is published. It has no photo, so the poster is its picture.
    const page = (await articleSharedPage(t.app.db, news.id))!;
    const { head } = shareTags(page, `https://news.school.test/view-news/${news.id}`, 'https://news.school.test', {
      siteName: 'The Paper',
      logoUrl: null,
    });
    expect(head).toContain(`<meta property="og:video" content="https://news.school.test${video.hlsUrl}" />`);
    expect(head).toContain('<meta property="og:video:type" content="application/x-mpegURL" />');
    expect(head).toContain(`<meta property="og:image" content="https://news.school.test${video.posterUrl}" />`);

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    const entry = sitemap.split('<url>').find((url) => url.includes(news.id))!;
    expect(entry).toContain(
      `<video:content_loc>http://localhost:80${video.hlsUrl}</video:content_loc>`.replace('http://localhost:80', originIn(entry)),
    );
    expect(entry).toContain(`<video:thumbnail_loc>${originIn(entry)}${video.posterUrl}</video:thumbnail_loc>`);
    expect(entry).toContain(`<video:title>${news.title}</video:title>`);
    expect(entry).toContain('<video:duration>2</video:duration>');
  });
  const originIn = (entry: string) => /<loc>(https?:\/\/[^/]+)\//.exec(entry)![1]!;

  it('answers 404 for a file that is not one of a video’s', async () => {
    expect((await get(video.hlsUrl!.replace('master.m3u8', '../../x.m3u8'))).statusCode).toBe(404);
    expect((await get(video.hlsUrl!.replace('master.m3u8', 'nothing.ts'))).statusCode).toBe(404);
    expect((await get('/media/videos/not-an-id/master.m3u8')).statusCode).toBe(404);
  });

  it('gives the uploaded file to ADMINs only', async () => {
    const admin = await t.inject({ method: 'GET', url: (await adminView()).originalUrl!, headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload).toEqual(clip);
    expect(admin.headers['content-disposition']).toBe('attachment; filename="Sports fest.mp4"');
    expect((await t.inject({ method: 'GET', url: (await adminView()).originalUrl!, headers: bearer(author) })).statusCode).toBe(403);
  });
  const adminView = async () => (await t.inject({ method: 'GET', url: `/api/v1/news/${news.id}`, headers: bearer(adminToken) })).json<News>().video!;

  it('reads byte ranges as RFC 9110 writes them', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=9-0', 100)).toBeNull();
    expect(byteRange('items=0-1', 100)).toBeNull();
  });
});
