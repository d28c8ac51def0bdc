/**
 * The bad inputs taken the whole way, on each database: uploaded over tus, saved with a story, probed by the
 * job. Each ends as the writer needs it (a failed video with its reason, or taken when it can be played), with
 * nothing of it in the media store and the story still editable; a bad caption file is refused (400) and the story
 * stays editable too. The probe's own refusals are tested one by one in services/video/video.test.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captionMessages, videoMessages, type News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createNews, editNews } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { createUpload, makeClip, uploadVideo } from '../../../test/helpers/videos.js';
import { ffmpegPath, run } from '../../services/video/ffmpeg-tools.js';
import { videoOfNews } from './videos.repository.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-bad-video-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A file made by the bundled FFmpeg from `inputs` (lavfi sources) with `codecs`. */
async function made(name: string, inputs: string[], codecs: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  const result = await run(ffmpegPath, ['-y', '-v', 'error', ...inputs.flatMap((input) => ['-f', 'lavfi', '-i', input]), ...codecs, file]);
  expect(result, name).toMatchObject({ code: 0 });
  return readFile(file);
}

describeEachDatabase('bad video and caption files, from the upload to the story', (t) => {
  let author: string;
  beforeAll(async () => {
    author = (await t.createUser('AUTHOR')).token;
  });

  const backOffice = async (id: string) => (await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: bearer(author) })).json<News>();

  /** A story saved with `uploadId`, once its job has ended. */
  async function storyWith(uploadId: string) {
    const news = await createNews(t, author, { videoUploadId: uploadId }, { thumbnail: null });
    await t.app.videos.jobs.idle();
    return { news, row: (await videoOfNews(t.app.db, news.id))! };
  }

  /** Failed with `message` for its writer, nothing of it stored, and the story saved again with a change. */
  async function expectRefused(uploadId: string, message: string) {
    const { news, row } = await storyWith(uploadId);
    expect((await backOffice(news.id)).video).toMatchObject({ status: 'failed', error: message, hlsUrl: null, posterUrl: null });
    expect(row.files).toBeNull();
    expect(await t.app.media.store.list(`videos/${row.id}/`)).toEqual([]);
    const edited = await editNews(t, author, news, { title: `${news.title} (edited)` });
    expect(edited).toMatchObject({ title: `${news.title} (edited)`, video: { status: 'failed', error: message } });
  }

  it('fails a file that lies about its type (a photo named .mp4) as not a video', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    await expectRefused(await uploadVideo(t, author, photo, 'holiday.mp4'), videoMessages.notAVideo);
  });

  it('fails a zero-length file as empty', async () => {
    const created = await createUpload(t, author, 0, 'empty.mp4');
    // A zero-length upload is finished as soon as it is made: there is nothing to PATCH.
    expect(created.statusCode).toBe(201);
    await expectRefused(String(created.headers.location).split('/').at(-1)!, videoMessages.empty);
  });

  it('fails a truncated file (an upload cut short) as unreadable', async () => {
    const clip = await makeClip();
    await expectRefused(await uploadVideo(t, author, clip.subarray(0, Math.floor(clip.length / 2))), videoMessages.unreadable);
  });

  it('fails an audio-only file, saying it has no picture', async () => {
    const tone = await made('tone.m4a', ['sine=frequency=440:duration=2'], ['-c:a', 'aac']);
    await expectRefused(await uploadVideo(t, author, tone, 'interview.m4a'), videoMessages.audioOnly);
  });

  it('fails a 4-hour video, over VIDEO_MAX_MINUTES (60), saying the limit', async () => {
    // A real 4-hour MP4 in a few kB: one 16x16 frame a minute.
    const long = await made(
      'four-hours.mp4',
      ['color=c=black:s=16x16:r=1/60:d=14400'],
      ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    );
    expect(long.length).toBeLessThan(100_000);
    await expectRefused(await uploadVideo(t, author, long), videoMessages.tooLong(60));
  });

  it('takes a video with no audio stream, as video only', async () => {
    const silent = await made('silent.mp4', ['testsrc2=s=320x180:r=10:d=2'], ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']);
    const { news, row } = await storyWith(await uploadVideo(t, author, silent));
    expect((await backOffice(news.id)).video).toMatchObject({ status: 'ready' });
    const master = await t.inject({ method: 'GET', url: `/media/videos/${row.id}/master.m3u8`, headers: bearer(author) });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('CODECS="avc1.');
    expect(master.body).not.toContain('mp4a');
  });

  it('refuses a malformed caption file with 400, stores nothing, and the story stays editable', async () => {
    const news = await createNews(t, author);
    const { payload, headers } = multipartPayload({ language: 'en' }, [
      { field: 'file', filename: 'captions.vtt', contentType: 'text/vtt', data: Buffer.from('WEBVTT\n\n00:00:01.000 -> 00:00:04.000\nHello\n') },
    ]);
    const refused = await t.inject({ method: 'POST', url: `/api/v1/news/${news.id}/captions`, payload, headers: { ...headers, ...bearer(author) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: captionMessages.timingInvalid(3) });
    expect(await t.app.db.selectFrom('video_captions').select('language').where('news_id', '=', news.id).execute()).toEqual([]);
    expect(await editNews(t, author, news, { title: 'Captions to follow' })).toMatchObject({ title: 'Captions to follow' });
  });
});
