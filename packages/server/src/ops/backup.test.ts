/**
 * A backup and its restore into an empty installation give the same site: pages, search, users, logins, comments
 * and images; on each database, and from one database to the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dialects, TestApp } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../test/helpers/news-factory.js';
import { deviceKeys } from '../../test/helpers/push-service.js';
import { multipartPayload } from '../../test/helpers/multipart.js';
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
  const story = (await get(`/api/v1/public-news/${newsId}`)).json() as { thumbnailUrl: string; additionalPhotos?: string[] };
  const image = await get(new URL(story.thumbnailUrl, 'http://site.test').pathname);
  return {
    story,
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

  beforeAll(async () => {
    await source.start();
    const created = await source.createUser('AUTHOR');
    author = { username: created.user.username, password: created.password };
    const news = await createNews(
      source,
      created.token,
      {
        title: 'The orchestra plays at the fair',
        thumbnailDetails: JSON.stringify({ caption: 'The orchestra on stage', credit: 'Ana Reyes', alt: 'Forty players in blue' }),
        photoDetails: JSON.stringify([{ photo: 'new:0', caption: 'The conductor', credit: 'Ben Cruz' }]),
      },
      { thumbnail: await pngImage(900, 600), photos: [await pngImage(400, 300)] },
    );
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
    tokenBefore = await source.adminToken();
    fs.writeFileSync(file, 'an older file anyone could read', { mode: 0o644 });
    await backupSite(source.config, file);
    await backupSite(source.config, fileWithSecrets, { withSecrets: true });
    await source.stop();
  });
  afterAll(() => target.stop());

  it('writes one archive with the manifest, every table and the images', async () => {
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain('tables/news.jsonl');
    expect(entries.filter((entry) => entry.startsWith('media/') && entry.endsWith('.webp')).length).toBeGreaterThanOrEqual(3);
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

  it('restores into an empty installation the same pages, search, users, comments and images, and the same logins', async () => {
    await target.prepare();
    const manifest = await restoreSite(target.config, file);
    // Two revisions: the story written, then its captions saved.
    expect(manifest.tables).toMatchObject({
      news: 1,
      news_revisions: 2,
      comments: 1,
      newsletter_subscriptions: 1,
      newsletter_deliveries: 1,
      video_captions: 1,
    });
    await target.startApp();
    expect(await whatTheSiteShows(target, newsId)).toEqual(before);
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
