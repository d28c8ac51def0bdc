/** The app with S3_BUCKET set: every stored image goes to the bucket and is served from it, same origin. */
import { afterAll, expect, it } from 'vitest';
import { startS3Server } from '../../test/helpers/s3-server.js';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage, sendNewsEdit } from '../../test/helpers/news-factory.js';
import type { News } from '@newsroom/shared';

// Started before the suites so their apps read the bucket's address when they start.
const s3 = await startS3Server();
afterAll(() => s3.stop());

describeEachDatabase(
  'media in an S3 bucket',
  (t) => {
    it('stores every display size of an upload in the bucket, serves them through /media, and deletes them with the item', async () => {
      const { token } = await t.createUser('AUTHOR');
      const before = s3.keys();
      const news = await createNews(t, token, {}, { thumbnail: await pngImage(900, 600), photos: [await pngImage(400, 300)] });
      const added = s3.keys().filter((key) => !before.includes(key));
      const media = await t.app.db.selectFrom('media').select(['id', 'widths']).execute();
      const expected = media
        .filter((row) => added.some((key) => key.includes(row.id)))
        .flatMap((row) => row.widths.split(',').map((width) => `${row.id.slice(0, 2)}/${row.id}/${width}.webp`))
        .sort();
      expect(added).toEqual(expected);
      expect(added.length).toBeGreaterThanOrEqual(3);

      await approveNews(t, news.id);
      const thumbnail = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json().thumbnailUrl as string;
      const served = await t.inject({ method: 'GET', url: new URL(thumbnail, 'http://site.test').pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

      expect((await t.inject({ method: 'GET', url: '/api/v1/ready' })).json()).toMatchObject({ status: 'ready', mediaStore: 'ok' });

      const deleted = await t.inject({ method: 'DELETE', url: `/api/v1/news/${news.id}`, headers: bearer(await t.adminToken()) });
      expect(deleted.statusCode).toBeLessThan(300);
      expect(s3.keys().filter((key) => added.includes(key))).toEqual([]);
    });
  },
  s3.env,
);

describeEachDatabase(
  'media addresses under MEDIA_PUBLIC_URL',
  (t) => {
    const base = `${s3.env.S3_ENDPOINT}/${s3.bucket}`;

    it("points answers at the bucket's own address for each file, allows it in the CSP, and keeps photos on edit", async () => {
      const { token } = await t.createUser('AUTHOR');
      const news = await createNews(t, token, {}, { photos: [await pngImage(400, 300), await pngImage(300, 200)] });
      const urls = [news.thumbnailUrl!, ...news.additionalPhotos, ...news.thumbnail!.srcset.split(', ').map((entry) => entry.split(' ')[0]!)];
      for (const url of urls) expect(url, url).toMatch(new RegExp(`^${base}/[0-9a-f]{2}/[0-9a-f-]{36}/\\d+\\.webp$`));
      // The bucket itself answers them, with the bytes the app serves same-origin.
      const key = news.thumbnailUrl!.slice(base.length + 1);
      const fromBucket = await fetch(news.thumbnailUrl!);
      expect(fromBucket.status).toBe(200);
      const sameOrigin = await t.inject({ method: 'GET', url: `/media/${key.split('/')[1]}/${key.split('/')[2]}`, headers: bearer(token) });
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(sameOrigin.rawPayload)).toBe(true);

      const page = await t.inject({ method: 'GET', url: '/api/v1/health' });
      const bucket = new URL(base).origin;
      expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${bucket}`);
      expect(page.headers['content-security-policy']).toContain(`media-src 'self' blob: ${bucket}`);
      expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${bucket}`);

      const edited = await sendNewsEdit(t, token, news, { category: 'Animo Idol', existingPhotos: JSON.stringify([news.additionalPhotos[1]]) });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as News).additionalPhotos).toEqual([news.additionalPhotos[1]]);
    });
  },
  { ...s3.env, MEDIA_PUBLIC_URL: `${s3.env.S3_ENDPOINT}/${s3.bucket}/` },
);
