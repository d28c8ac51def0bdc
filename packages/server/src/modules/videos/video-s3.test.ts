/** A story's own video with S3_BUCKET set (issue 27): its HLS files and poster go to the bucket, are served from it with ranges, and go with the story. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { startS3Server } from '../../../test/helpers/s3-server.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { makeClip, uploadVideo } from '../../../test/helpers/videos.js';
import { videoOfNews } from './videos.repository.js';

// Started before the suites so their apps read the bucket's address when they start.
const s3 = await startS3Server();
afterAll(() => s3.stop());

describeEachDatabase(
  'a story’s own video in an S3 bucket',
  (t) => {
    let clip: Buffer;
    beforeAll(async () => {
      clip = await makeClip();
    });

    it('stores the playlists, segments and poster in the bucket, serves them with ranges once public, and deletes them with the story', async () => {
      const { token } = await t.createUser('AUTHOR');
      const news = await createNews(t, token, { videoUploadId: await uploadVideo(t, token, clip) }, { thumbnail: null });
      await t.app.videos.jobs.idle();
      const row = (await videoOfNews(t.app.db, news.id))!;
      expect(row.status).toBe('ready');
      const keys = s3.keys().filter((key) => key.startsWith(`videos/${row.id}/`));
      expect(keys).toEqual(
        expect.arrayContaining([`videos/${row.id}/master.m3u8`, `videos/${row.id}/poster.jpg`, `videos/${row.id}/180p/index.m3u8`]),
      );
      expect(keys.some((key) => /\/180p\/segment-\d{3}\.ts$/.test(key))).toBe(true);

      // Not public yet: nobody but its author and the ADMINs gets a file.
      const master = `/media/videos/${row.id}/master.m3u8`;
      expect((await t.inject({ method: 'GET', url: master })).statusCode).toBe(404);

      await approveNews(t, news.id);
      const published = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json<News>();
      expect(published.video).toMatchObject({ status: 'ready', hlsUrl: master });
      expect((await t.inject({ method: 'GET', url: master })).body).toContain('180p/index.m3u8');
      const segment = keys.find((key) => key.endsWith('segment-000.ts'))!;
      const ranged = await t.inject({ method: 'GET', url: `/media/${segment}`, headers: { range: 'bytes=0-187' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.length).toBe(188);
      expect(ranged.rawPayload[0]).toBe(0x47); // an MPEG-TS packet's sync byte

      expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${news.id}`, headers: bearer(await t.adminToken()) })).statusCode).toBe(204);
      expect(s3.keys().filter((key) => key.startsWith(`videos/${row.id}/`))).toEqual([]);
    });
  },
  s3.env,
);
