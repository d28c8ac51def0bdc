/**
 * A backup and its restore into an empty installation give the same site: pages, search, users, logins, comments,
 * images and a story's own video (its playlists, segments, poster and original); on each database, and from one
 * database to the other, with the media in a folder or in an S3 bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { News } from '@newsroom/shared';
import { bearer, dialects, TestApp } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../test/helpers/news-factory.js';
import { deviceKeys } from '../../test/helpers/push-service.js';
import { multipartPayload } from '../../test/helpers/multipart.js';
import { makeClip, uploadVideo } from '../../test/helpers/videos.js';
import { startS3Server } from '../../test/helpers/s3-server.js';
import { claimVideo, videoOfNews } from '../modules/videos/videos.repository.js';
import { backupSite, restoreSite } from './backup.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** What a visitor and an ADMIN see of the site: compared before the backup and after the restore. */
async function whatTheSiteShows(t: TestApp, newsId: string) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  const admin = bearer(await t.adminToken());
  const story = (await get(`/api/v1/public-news/${newsId}`)).json() as News;
  const image = await get(new URL(story.thumbnailUrl!, 'http://site.test').pathname);
  return {
    story,
    video: await whatTheVideoShows(t, story.video!),
    list: (await get('/api/v1/public-news?page=1&size=10')).json(),
    search: (await get('/api/v1/fuzzy-search-news?page=1&size=10&query=orchestra')).json(),
    comments: (await get(`/api/v1/news/approved/comments/${newsId}`)).json(),
    users: (await get('/api/v1/user?page=1&size=50', admin)).json(),
    categories: (await get('/api/v1/categories/get-categories')).json(),
    subscribers: (await get('/api/v1/subscribers', admin)).json(),
    // A word said only in the story's video captions (issue 27), and the caption file itself.
    captionSearch: (await get('/api/v1/fuzzy-search-news?page=1&size=10&query=bassoon')).json(),
    captions: (await get(`/api/v1/news/${newsId}/captions/en.vtt`)).body,
    image: image.rawPayload.toString('base64'),
  };
}

/** A ready video as a reader and an ADMIN get it: each file's type and bytes, and the uploaded original. */
async function whatTheVideoShows(t: TestApp, video: NonNullable<News['video']>) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return { type: response.headers['content-type'], bytes: response.rawPayload.toString('base64'), body: response.body };
  };
  const folder = video.hlsUrl!.replace('master.m3u8', '');
  const master = await get(video.hlsUrl!);
  const rendition = master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
  const playlist = await get(folder + rendition);
  const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
  const original = await get(`/api/v1/videos/${video.hlsUrl!.split('/')[3]}/original`, bearer(await t.adminToken()));
  return {
    master,
    playlist,
    segment: await get(folder + rendition.replace('index.m3u8', segment)),
    poster: await get(video.posterUrl!),
    original: original.bytes,
  };
}

const pairs = dialects.flatMap((from) => dialects.map((to) => [from, to] as const));

describe.each(pairs)('backup on %s, restore on %s', (from, to) => {
  const source = new TestApp(from, {}, { fileDatabase: true });
  const target = new TestApp(to, {}, { fileDatabase: true });
  const file = path.join(scratch, `${from}-to-${to}.tar.gz`);
  let author: { username: string; password: string };
  const fileWithSecrets = path.join(scratch, `${from}-to-${to}-with-secrets.tar.gz`);
  let newsId: string;
  let before: Awaited<ReturnType<typeof whatTheSiteShows>>;
  let tokenBefore: string;
  let clip: Buffer;
  let processingNewsId: string;

  beforeAll(async () => {
    await source.start();
    const created = await source.createUser('AUTHOR');
    author = { username: created.user.username, password: created.password };
    clip = await makeClip();
    const news = await createNews(
      source,
      created.token,
      {
        title: 'The orchestra plays at the fair',
        videoUploadId: await uploadVideo(source, created.token, clip),
        thumbnailDetails: JSON.stringify({ caption: 'The orchestra on stage', credit: 'Ana Reyes', alt: 'Forty players in blue' }),
        photoDetails: JSON.stringify([{ photo: 'new:0', caption: 'The conductor', credit: 'Ben Cruz' }]),
      },
      { thumbnail: await pngImage(900, 600), photos: [await pngImage(400, 300)] },
    );
    await source.app.videos.jobs.idle();
    await approveNews(source, news.id);
    newsId = news.id;
    const comment = await source.inject({
      method: 'POST',
      url: `/api/v1/comment-news/${newsId}`,
      headers: { 'visitor-id': 'visitor-1' },
      payload: { fullName: 'Juan Dela Cruz', email: 'juan@school.test', content: 'Congratulations to the orchestra!' },
    });
    expect(comment.statusCode).toBe(201);
    // Its writer sees it at once, with its id; approved, everyone does.
    const own = await source.inject({ method: 'GET', url: `/api/v1/news/approved/comments/${newsId}`, headers: { 'visitor-id': 'visitor-1' } });
    const commentId = (own.json() as { id: string }[])[0]!.id;
    const approved = await source.inject({
      method: 'POST',
      url: `/api/v1/news/comment/approve/${commentId}`,
      headers: bearer(await source.adminToken()),
    });
    expect(approved.statusCode).toBe(200);
    await source.app.db
      .insertInto('newsletter_subscriptions')
      .values({
        id: 'subscriber-1',
        email: 'Parent@School.test',
        email_key: 'parent@school.test',
        categories: '[]',
        language: 'fil',
        frequency: 'each',
        state: 'confirmed',
        confirm_token_hash: null,
        requested: null,
        created_at: '2026-12-01T00:00:00.000Z',
        confirmed_at: '2026-12-01T00:05:00.000Z',
        last_confirmation_sent_at: '2026-12-01T00:00:00.000Z',
      })
      .execute();
    await source.app.db
      .insertInto('newsletter_deliveries')
      .values({ subscription_id: 'subscriber-1', news_id: newsId, created_at: '2026-12-02T00:00:00.000Z' })
      .execute();
    const captions = multipartPayload({ language: 'en' }, [
      {
        field: 'file',
        filename: 'en.vtt',
        contentType: 'text/vtt',
        data: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nThe bassoon solo\n'),
      },
    ]);
    const captioned = await source.inject({
      method: 'POST',
      url: `/api/v1/news/${newsId}/captions`,
      payload: captions.payload,
      headers: { ...captions.headers, ...bearer(await source.adminToken()) },
    });
    expect(captioned.statusCode).toBe(201);
    before = await whatTheSiteShows(source, newsId);
    // What is compared holds something: the story found, its comment, both users.
    expect(JSON.stringify(before.search)).toContain(newsId);
    expect(JSON.stringify(before.comments)).toContain('Congratulations to the orchestra!');
    expect(JSON.stringify(before.users)).toContain(author.username);
    expect(JSON.stringify(before.subscribers)).toContain('Parent@School.test');
    expect(JSON.stringify(before.captionSearch)).toContain(newsId);
    expect(before.captions).toContain('The bassoon solo');
    expect(before.story.video).toMatchObject({ status: 'ready' });
    expect(before.video.master.body).toContain('#EXT-X-STREAM-INF');
    expect(before.video.segment.type).toBe('video/mp2t');
    expect(before.video.original).toBe(clip.toString('base64'));
    expect(before.story).toMatchObject({
      thumbnail: { caption: 'The orchestra on stage', credit: 'Ana Reyes', alt: 'Forty players in blue' },
      photos: [{ caption: 'The conductor', credit: 'Ben Cruz', alt: null }],
    });
    // A device with breaking news alerts on: it goes only with the keys it subscribed with.
    const device = await source.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: 'https://push.example.test/device-1', keys: deviceKeys() },
    });
    expect(device.statusCode).toBe(201);
    // A video in the middle of its processing: claimed by a worker whose lease runs on for an hour.
    await source.app.videos.jobs.stop();
    processingNewsId = (
      await createNews(source, created.token, { title: 'Rehearsal', videoUploadId: await uploadVideo(source, created.token, clip) })
    ).id;
    expect(await claimVideo(source.app.db, 'busy-worker', new Date(), new Date(Date.now() + 3_600_000))).toMatchObject({ news_id: processingNewsId });
    tokenBefore = await source.adminToken();
    // Left by a backup killed two days ago; another's, under way for an hour, is not to be touched.
    const links = (name: string, ageMs: number) => {
      const folder = path.join(source.app.videos.uploads.directory, name);
      fs.mkdirSync(folder);
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(folder, when, when);
    };
    links('.backup-killed', 2 * 24 * 3_600_000);
    links('.backup-running', 3_600_000);
    fs.writeFileSync(file, 'an older file anyone could read', { mode: 0o644 });
    await backupSite(source.config, file);
    await backupSite(source.config, fileWithSecrets, { withSecrets: true });
    // The links the originals were read through are gone with the backup, and so are a killed backup's.
    expect(fs.readdirSync(source.app.videos.uploads.directory).filter((name) => name.startsWith('.backup-'))).toEqual(['.backup-running']);
    await source.stop();
  });
  afterAll(() => target.stop());

  it('writes one archive with the manifest, every table, the images and the videos’ files and originals', async () => {
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain('tables/news.jsonl');
    expect(entries).toContain('tables/videos.jsonl');
    expect(entries.filter((entry) => entry.startsWith('media/') && entry.endsWith('.webp')).length).toBeGreaterThanOrEqual(3);
    const videoId = before.story.video!.hlsUrl!.split('/')[3]!;
    const videoFiles = ['master.m3u8', 'poster.jpg', 'poster-320.webp', 'preview.mp4'].map((name) => `media/videos/${videoId}/${name}`);
    expect(entries).toEqual(expect.arrayContaining(videoFiles));
    expect(entries.some((entry) => new RegExp(`^media/videos/${videoId}/\\d+p/segment-\\d+\\.ts$`).test(entry))).toBe(true);
    // Both videos' originals (the processing one is made again from its own), each with tus's record.
    expect(entries.filter((entry) => /^uploads\/[0-9a-f-]{36}$/.test(entry))).toHaveLength(2);
    expect(entries.filter((entry) => /^uploads\/[0-9a-f-]{36}\.json$/.test(entry))).toHaveLength(2);
  });

  it('writes it for its owner alone, without the token signing key, the VAPID keys and the alert devices unless asked for', async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(fileWithSecrets).mode & 0o777).toBe(0o600);
    const settingKeys = async (archive: string) => {
      const dir = fs.mkdtempSync(path.join(scratch, 'read-'));
      await tar.extract({ file: archive, cwd: dir });
      const lines = fs
        .readFileSync(path.join(dir, 'tables', 'settings.jsonl'), 'utf8')
        .trim()
        .split('\n');
      return lines.map((line) => (JSON.parse(line) as { key: string }).key);
    };
    expect(await settingKeys(file)).not.toContain('jwt_secret');
    expect(await settingKeys(fileWithSecrets)).toContain('jwt_secret');
    expect(await settingKeys(file)).not.toContain('vapid_keys');
    expect(await settingKeys(fileWithSecrets)).toContain('vapid_keys');
    const tables = async (archive: string) => {
      const entries: string[] = [];
      await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
      return entries;
    };
    expect(await tables(file)).not.toContain('tables/push_subscriptions.jsonl');
    expect(await tables(fileWithSecrets)).toContain('tables/push_subscriptions.jsonl');
  });

  it('restores into an empty installation the same pages, search, users, comments, images and video, and the same logins', async () => {
    await target.prepare();
    const manifest = await restoreSite(target.config, file);
    // Three revisions: the story written, then its captions saved; the story with a video in processing.
    expect(manifest.tables).toMatchObject({
      news: 2,
      news_revisions: 3,
      comments: 1,
      newsletter_subscriptions: 1,
      newsletter_deliveries: 1,
      video_captions: 1,
      videos: 2,
    });
    await target.startApp();
    if (to === 'postgres') {
      // The planner's statistics were gathered after the load: a table never analysed has reltuples -1 (PostgreSQL 14+).
      const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'news'`.execute(target.app.db);
      expect(rows[0]!.reltuples).toBe(2);
    }
    expect(await whatTheSiteShows(target, newsId)).toEqual(before);
    // The video caught in its processing starts again at once (not once the old site's lease passes) and ends ready.
    await target.app.videos.jobs.idle();
    expect(await videoOfNews(target.app.db, processingNewsId)).toMatchObject({ status: 'ready', attempts: 1, claim_id: null });
    expect((await target.login(author.username, author.password)).statusCode).toBe(200);
    // What the subscriber was sent comes back too: the story is not mailed to them again.
    expect(await target.app.db.selectFrom('newsletter_deliveries').select(['subscription_id', 'news_id']).execute()).toEqual([
      { subscription_id: 'subscriber-1', news_id: newsId },
    ]);
    expect((await target.login(author.username, 'Wrong#Password1')).statusCode).toBe(401);
    // A new signing key: a session from before the restore (one a stolen archive could have minted) is refused.
    const old = await target.inject({ method: 'GET', url: '/api/v1/user?page=1&size=50', headers: bearer(tokenBefore) });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to restore into an installation that already has users', async () => {
    await expect(restoreSite(target.config, file)).rejects.toThrow(
      'This installation already has users or stories: restore into an empty one (a new DATA_DIR or database).',
    );
  });
});

// Started before the suites so their apps read the buckets' addresses when they start.
const sourceBucket = await startS3Server('source-media');
const targetBucket = await startS3Server('target-media');
afterAll(() => Promise.all([sourceBucket.stop(), targetBucket.stop()]));

describe.each(dialects)('backup and restore with the media in S3 buckets, on %s', (dialect) => {
  const source = new TestApp(dialect, sourceBucket.env, { fileDatabase: true });
  const target = new TestApp(dialect, targetBucket.env, { fileDatabase: true });
  afterAll(async () => {
    await source.stop();
    await target.stop();
  });

  it('takes a video’s files from one bucket and puts them into the other with their content types', async () => {
    await source.start();
    const { token } = await source.createUser('AUTHOR');
    const clip = await makeClip();
    const news = await createNews(source, token, { videoUploadId: await uploadVideo(source, token, clip) }, { thumbnail: null });
    await source.app.videos.jobs.idle();
    await approveNews(source, news.id);
    const story = (await source.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json<News>();
    const before = await whatTheVideoShows(source, story.video!);
    const videoId = story.video!.hlsUrl!.split('/')[3]!;
    const archive = path.join(scratch, `s3-${dialect}.tar.gz`);
    await backupSite(source.config, archive);
    await source.stop();

    await target.prepare();
    await restoreSite(target.config, archive);
    await target.startApp();
    const restored = (await target.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json<News>();
    expect(restored.video).toEqual(story.video);
    expect(await whatTheVideoShows(target, restored.video!)).toEqual(before);
    const keys = targetBucket.keys().filter((key) => key.startsWith(`videos/${videoId}/`));
    expect(keys).toEqual(sourceBucket.keys().filter((key) => key.startsWith(`videos/${videoId}/`)));
    // S3 hands a file out with the type it was stored with (a public bucket or a CDN serves them so).
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: targetBucket.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const typeOf = async (key: string) => (await client.send(new HeadObjectCommand({ Bucket: targetBucket.bucket, Key: key }))).ContentType;
    expect(await typeOf(`videos/${videoId}/master.m3u8`)).toBe('application/vnd.apple.mpegurl');
    expect(await typeOf(keys.find((key) => key.endsWith('.ts'))!)).toBe('video/mp2t');
    expect(await typeOf(`videos/${videoId}/poster.jpg`)).toBe('image/jpeg');
    expect(await typeOf(`videos/${videoId}/poster-320.webp`)).toBe('image/webp');
    expect(await typeOf(`videos/${videoId}/preview.mp4`)).toBe('video/mp4');
    client.destroy();
  });
});

it('restores an archive made before backups carried videos as a site without videos', async () => {
  const source = new TestApp('sqlite', {}, { fileDatabase: true });
  const target = new TestApp('sqlite', {}, { fileDatabase: true });
  try {
    await source.start();
    const news = await createNews(source, (await source.createUser('AUTHOR')).token, { title: 'Before videos' });
    const current = path.join(scratch, 'current.tar.gz');
    await backupSite(source.config, current);
    // What the previous version wrote: format 1, no videos table in the manifest or the archive.
    const dir = fs.mkdtempSync(path.join(scratch, 'format-1-'));
    await tar.extract({ file: current, cwd: dir });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { format: string; tables: Record<string, number> };
    delete manifest.tables.videos;
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, format: 'newsroom-backup-1' }));
    fs.rmSync(path.join(dir, 'tables', 'videos.jsonl'));
    const older = path.join(scratch, 'format-1.tar.gz');
    await tar.create({ gzip: true, file: older, cwd: dir }, fs.readdirSync(dir));

    await target.prepare();
    expect((await restoreSite(target.config, older)).format).toBe('newsroom-backup-1');
    await target.startApp();
    const restored = await target.inject({ method: 'GET', url: `/api/v1/news/${news.id}`, headers: bearer(await target.adminToken()) });
    expect(restored.json<News>()).toMatchObject({ title: 'Before videos', video: null });
  } finally {
    await source.stop();
    await target.stop();
  }
});

it('refuses an archive that is not a backup, or one made by another version', async () => {
  const target = new TestApp('sqlite', {}, { fileDatabase: true });
  await target.prepare();
  try {
    const dir = fs.mkdtempSync(path.join(scratch, 'fake-'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const notBackup = path.join(scratch, 'not-a-backup.tar.gz');
    await tar.create({ gzip: true, file: notBackup, cwd: dir }, ['notes.txt']);
    await expect(restoreSite(target.config, notBackup)).rejects.toThrow('is not a newsroom backup (it has no manifest.json).');
    await expect(restoreSite(target.config, path.join(scratch, 'missing.tar.gz'))).rejects.toThrow('missing.tar.gz does not exist.');
    await expect(restoreSite(target.config, path.join(dir, 'notes.txt'))).rejects.toThrow('could not be read as a backup archive');

    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ format: 'newsroom-backup-1', schema: '2099-01-01-01-later', createdAt: '', tables: {} }),
    );
    const newer = path.join(scratch, 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: dir }, ['manifest.json']);
    await expect(restoreSite(target.config, newer)).rejects.toThrow(
      /was made by another version of the app \(its database is at 2099-01-01-01-later/,
    );
  } finally {
    await target.stop();
  }
});
