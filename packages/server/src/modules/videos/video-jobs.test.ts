/**
 * A story's video from the form to ready, on each database, with tiny clips made by the bundled FFmpeg: the form's
 * `videoUploadId` checked (a field error in the writer's language), a story with a video and no thumbnail, the job
 * that stores HLS files and a poster, a job whose worker died taken up by another once its lease has passed, a file
 * refused by the probe ending failed with its reason (the story still editable), and deletion leaving nothing.
 */
import { text } from 'node:stream/consumers';
import { existsSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { videoMessages, videoUploadMessages, type News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createNews, defaultNewsFields, sendNewsForm } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { createUpload, makeClip, uploadVideo } from '../../../test/helpers/videos.js';
import { claimVideo, videoOfNews } from './videos.repository.js';
import { VideoJobs } from './video-jobs.js';

describeEachDatabase('a story’s own video', (t) => {
  let author: string;
  let otherAuthor: string;
  let adminToken: string;
  let clip: Buffer;
  beforeAll(async () => {
    author = (await t.createUser('AUTHOR')).token;
    otherAuthor = (await t.createUser('AUTHOR')).token;
    adminToken = await t.adminToken();
    clip = await makeClip();
  });

  const storyWithVideo = async (uploadId: string) => createNews(t, author, { videoUploadId: uploadId }, { thumbnail: null });
  const backOffice = async (id: string, token = author) =>
    (await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: bearer(token) })).json<News>();
  const stored = async (key: string) => {
    const stream = await t.app.media.store.get(key);
    return stream ? text(stream) : null;
  };

  it('refuses a videoUploadId that is unknown, unfinished, someone else’s or used, as a field error', async () => {
    const unfinished = String((await createUpload(t, author, 1000)).headers.location)
      .split('/')
      .at(-1)!;
    const othersUpload = await uploadVideo(t, otherAuthor, clip);
    const cases = [
      ['00000000-0000-4000-8000-000000000000', videoUploadMessages.notFound],
      ['not an id', videoUploadMessages.notFound],
      [unfinished, videoUploadMessages.unfinished],
      [othersUpload, videoUploadMessages.notFound],
    ] as const;
    for (const [videoUploadId, message] of cases) {
      const response = await sendNewsForm(t, author, 'POST', '/api/v1/news', { videoUploadId });
      expect(response.statusCode, videoUploadId).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ field: 'videoUploadId', message });
    }
    const form = multipartPayload({ ...defaultNewsFields(), videoUploadId: unfinished }, []);
    const filipino = await t.inject({
      method: 'POST',
      url: '/api/v1/news',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(author), 'accept-language': 'fil' },
    });
    expect(JSON.stringify(filipino.json())).toContain('Hindi pa tapos ang pag-upload ng video.');
  });

  it('makes a story with a video and no thumbnail, processed into HLS renditions and a poster', async () => {
    const uploadId = await uploadVideo(t, author, clip);
    const news = await storyWithVideo(uploadId);
    expect(news.thumbnail).toBeNull();
    expect(news.video).toMatchObject({ status: 'processing', hlsUrl: null, posterUrl: null, posterSrcSet: null, previewUrl: null, captions: [] });
    // The same upload cannot make a second story's video.
    const again = await sendNewsForm(t, author, 'POST', '/api/v1/news', { videoUploadId: uploadId });
    expect(again.json<{ errors: unknown[] }>().errors).toContainEqual({ field: 'videoUploadId', message: videoUploadMessages.alreadyUsed });

    await t.app.videos.jobs.idle();
    const ready = await backOffice(news.id);
    expect(ready.video).toMatchObject({ status: 'ready', progress: 100, captions: [] });
    expect(ready.video!.durationSeconds).toBeGreaterThan(1.5);
    expect(ready.video!.hlsUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\/master\.m3u8$/);
    expect(ready.video!.posterUrl).toMatch(/\/poster\.jpg$/);
    // The clip is 320 wide: one WebP size, never enlarged.
    expect(ready.video!.posterSrcSet).toBe(ready.video!.posterUrl!.replace('poster.jpg', 'poster-320.webp 320w'));
    expect(ready.video!.previewUrl).toBe(ready.video!.posterUrl!.replace('poster.jpg', 'preview.mp4'));
    expect(ready.video).not.toHaveProperty('originalUrl');
    expect((await backOffice(news.id, adminToken)).video!.originalUrl).toMatch(/\/original$/);

    const row = (await videoOfNews(t.app.db, news.id))!;
    const master = await stored(`videos/${row.id}/master.m3u8`);
    expect(master).toContain('#EXT-X-STREAM-INF');
    expect(master).toContain('180p/index.m3u8');
    expect(await stored(`videos/${row.id}/180p/segment-000.ts`)).not.toBeNull();
    expect(JSON.parse(row.files!)).toEqual(
      expect.arrayContaining([`videos/${row.id}/poster.jpg`, `videos/${row.id}/poster-320.webp`, `videos/${row.id}/preview.mp4`]),
    );

    // Deleting the story takes its video's files, its row and its upload.
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${news.id}`, headers: bearer(author) })).statusCode).toBe(204);
    expect(await stored(`videos/${row.id}/master.m3u8`)).toBeNull();
    expect(await videoOfNews(t.app.db, news.id)).toBeUndefined();
    expect(existsSync(t.app.videos.uploads.fileOf(uploadId))).toBe(false);
  });

  it('takes up a video whose worker died once its lease has passed, and finishes it', async () => {
    await t.app.videos.jobs.stop();
    try {
      const news = await storyWithVideo(await uploadVideo(t, author, clip));
      // A worker claims it, then dies: its lease runs on.
      const dead = await claimVideo(t.app.db, 'dead-worker', new Date(), new Date(Date.now() + 60_000));
      expect(dead?.news_id).toBe(news.id);
      expect(await claimVideo(t.app.db, 'too-early', new Date(), new Date(Date.now() + 60_000))).toBeUndefined();
      // Its lease passes.
      await t.app.db
        .updateTable('videos')
        .set({ lease_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', dead!.id)
        .execute();
      t.app.videos.jobs.start();
      await t.app.videos.jobs.idle();
      const row = (await videoOfNews(t.app.db, news.id))!;
      expect(row).toMatchObject({ status: 'ready', attempts: 2, claim_id: null });
      expect(await stored(`videos/${row.id}/master.m3u8`)).toContain('#EXTM3U');
    } finally {
      t.app.videos.jobs.start();
    }
  });

  it('renews its lease while FFmpeg runs, so no other worker takes the video meanwhile', async () => {
    await t.app.videos.jobs.stop();
    const worker = new VideoJobs(t.app, t.app.videos.uploads, { leaseMs: 600, pollMs: 60_000 });
    try {
      const news = await storyWithVideo(await uploadVideo(t, author, await makeClip({ size: '640x360', seconds: 20 })));
      worker.start();
      // The worker claims it first; a look before that would take it itself.
      while (!(await videoOfNews(t.app.db, news.id))!.claim_id) await new Promise((resolve) => setTimeout(resolve, 10));
      const finished = worker.idle();
      let done = false;
      void finished.then(() => (done = true));
      let looks = 0;
      const started = Date.now();
      // Well past the first lease's end: each look finds it held.
      while (!done) {
        expect(await claimVideo(t.app.db, `other-${looks}`, new Date(), new Date(Date.now() + 60_000))).toBeUndefined();
        looks += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Without renewals the lease would have passed twice over (renewed every 200 ms: slack for a busy machine).
      expect(Date.now() - started).toBeGreaterThan(2 * worker.timings.leaseMs);
      expect(await videoOfNews(t.app.db, news.id)).toMatchObject({ status: 'ready', attempts: 1 });
    } finally {
      await worker.stop();
      t.app.videos.jobs.start();
    }
  });

  it('releases the video it works on when its instance closes, for the next claim to start again', async () => {
    await t.app.videos.jobs.stop();
    const worker = new VideoJobs(t.app, t.app.videos.uploads);
    try {
      const news = await storyWithVideo(await uploadVideo(t, author, await makeClip({ size: '640x360', seconds: 8 })));
      worker.start();
      // Stopped while FFmpeg runs.
      while ((await videoOfNews(t.app.db, news.id))!.duration_seconds === null) await new Promise((resolve) => setTimeout(resolve, 20));
      await worker.stop();
      expect(await videoOfNews(t.app.db, news.id)).toMatchObject({ status: 'processing', claim_id: null, lease_expires_at: null, files: null });
      t.app.videos.jobs.start();
      await t.app.videos.jobs.idle();
      expect(await videoOfNews(t.app.db, news.id)).toMatchObject({ status: 'ready', attempts: 2 });
    } finally {
      await worker.stop();
      t.app.videos.jobs.start();
    }
  });

  it('ends a file the probe refuses as failed with its reason, and the story stays editable', async () => {
    const news = await storyWithVideo(await uploadVideo(t, author, Buffer.from('this is not a video at all, only words')));
    await t.app.videos.jobs.idle();
    const failed = await backOffice(news.id);
    expect(failed.video).toMatchObject({ status: 'failed', hlsUrl: null });
    expect([videoMessages.unreadable, videoMessages.notAVideo]).toContain(failed.video!.error);
    const row = (await videoOfNews(t.app.db, news.id))!;
    expect(row.files).toBeNull();

    // Edited with a good video instead: the failed one is replaced.
    const edited = await sendNewsForm(t, author, 'PUT', `/api/v1/news/${news.id}`, {
      ...{ title: 'Now with a real video', description: news.description, content: news.content, category: news.categoryId },
      videoUploadId: await uploadVideo(t, author, clip),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<News>().video).toMatchObject({ status: 'processing' });
    await t.app.videos.jobs.idle();
    expect((await backOffice(news.id)).video).toMatchObject({ status: 'ready' });
    expect(existsSync(t.app.videos.uploads.fileOf(row.upload_id))).toBe(false);
  });

  it('shows readers nothing of a video until it is ready', async () => {
    await t.app.videos.jobs.stop();
    try {
      const news = await storyWithVideo(await uploadVideo(t, author, clip));
      await t.inject({ method: 'POST', url: `/api/v1/approve/news/${news.id}`, headers: bearer(adminToken) });
      const publicAnswer = await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` });
      expect(publicAnswer.statusCode).toBe(200);
      expect(publicAnswer.json<News>().video).toBeNull();
      t.app.videos.jobs.start();
      await t.app.videos.jobs.idle();
      const after = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json<News>();
      expect(after.video).toMatchObject({ status: 'ready' });
      expect(after.video).not.toHaveProperty('progress');
    } finally {
      t.app.videos.jobs.start();
    }
  });
});

describeEachDatabase(
  'a story’s own video with VIDEO_KEEP_ORIGINAL=false',
  (t) => {
    it('deletes the uploaded file once the video is ready, and names no original', async () => {
      const author = (await t.createUser('AUTHOR')).token;
      const uploadId = await uploadVideo(t, author, await makeClip());
      const news = await createNews(t, author, { videoUploadId: uploadId }, { thumbnail: null });
      await t.app.videos.jobs.idle();
      expect(await videoOfNews(t.app.db, news.id)).toMatchObject({ status: 'ready', original_key: null });
      expect(existsSync(t.app.videos.uploads.fileOf(uploadId))).toBe(false);
      const admin = await t.inject({ method: 'GET', url: `/api/v1/news/${news.id}`, headers: bearer(await t.adminToken()) });
      expect(admin.json<News>().video).toMatchObject({ status: 'ready', originalUrl: null });
    });
  },
  { VIDEO_KEEP_ORIGINAL: 'false' },
);
