/** The app with S3_BUCKET set: every stored image goes to the bucket and is served from it, same origin. */
import { afterAll, expect, it } from 'vitest';
import { startS3Server } from '../../test/helpers/s3-server.js';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../test/helpers/news-factory.js';

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
