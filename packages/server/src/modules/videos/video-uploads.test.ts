/**
 * The tus endpoint on each database: AUTHORs and ADMINs only, a creation over VIDEO_MAX_MB refused before a byte is
 * taken, an interrupted upload resumed from the offset HEAD gives, and an upload nobody but its uploader may touch.
 */
import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { insertVideo } from './videos.repository.js';
import { beforeAll, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, removeAbandonedUploads } from './abandoned-uploads.js';
import { VIDEO_UPLOADS_PATH, videoUploadMessages } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createUpload, patchUpload, TUS } from '../../../test/helpers/videos.js';

describeEachDatabase(
  'video uploads (tus)',
  (t) => {
    let author: string;
    let otherAuthor: string;
    const userIds = new Map<string, string>();
    beforeAll(async () => {
      for (const name of ['author', 'other']) {
        const made = await t.createUser('AUTHOR');
        userIds.set(made.token, made.user.id);
        if (name === 'author') author = made.token;
        else otherAuthor = made.token;
      }
    });
    const idOf = (location: unknown) => String(location).split('/').at(-1)!;

    it('refuses anyone without a back-office token, on every method', async () => {
      expect((await createUpload(t, undefined, 10)).statusCode).toBe(401);
      for (const method of ['OPTIONS', 'HEAD', 'PATCH', 'DELETE'] as const) {
        const response = await t.inject({ method, url: `${VIDEO_UPLOADS_PATH}/00000000-0000-4000-8000-000000000000`, headers: TUS });
        expect(response.statusCode, method).toBe(401);
      }
    });

    it('refuses a video larger than VIDEO_MAX_MB with 413 and says the limit', async () => {
      const response = await createUpload(t, author, 3 * 1024 * 1024);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: videoUploadMessages.tooLarge(2) });
      const filipino = await t.inject({
        method: 'POST',
        url: VIDEO_UPLOADS_PATH,
        headers: { ...TUS, 'upload-length': String(3 * 1024 * 1024), 'accept-language': 'fil', ...bearer(author) },
      });
      expect(filipino.json<{ message: string }>().message).toBe('Hanggang 2 MB lamang ang isang video.');
    });

    it('resumes an interrupted upload from the offset HEAD gives, and keeps it under DATA_DIR', async () => {
      const data = Buffer.alloc(200_000, 7);
      const created = await createUpload(t, author, data.length);
      expect(created.statusCode).toBe(201);
      const id = idOf(created.headers.location);
      expect(created.headers.location).toBe(`${VIDEO_UPLOADS_PATH}/${id}`);

      expect((await patchUpload(t, author, id, 0, data.subarray(0, 80_000))).statusCode).toBe(204);
      const head = await t.inject({ method: 'HEAD', url: `${VIDEO_UPLOADS_PATH}/${id}`, headers: { ...TUS, ...bearer(author) } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe('80000');
      expect(head.headers['upload-length']).toBe(String(data.length));
      // Sent again from a wrong offset: refused, nothing appended.
      expect((await patchUpload(t, author, id, 0, data.subarray(0, 10))).statusCode).toBe(409);

      const rest = await patchUpload(t, author, id, 80_000, data.subarray(80_000));
      expect(rest.statusCode).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(data.length));
      const state = await uploadStateFor(id, author);
      expect(state.state).toBe('finished');
      expect(state.state !== 'missing' && state.upload.file.startsWith(t.config.dataDir)).toBe(true);
    });

    const uploadStateFor = (id: string, token: string) => t.app.videos.uploads.stateOf(id, userIds.get(token)!);

    it("refuses another user's upload as if it did not exist", async () => {
      const created = await createUpload(t, author, 100);
      const id = idOf(created.headers.location);
      expect((await patchUpload(t, otherAuthor, id, 0, Buffer.alloc(100))).statusCode).toBe(404);
      const head = await t.inject({ method: 'HEAD', url: `${VIDEO_UPLOADS_PATH}/${id}`, headers: { ...TUS, ...bearer(otherAuthor) } });
      expect(head.statusCode).toBe(404);
      expect((await uploadStateFor(id, otherAuthor)).state).toBe('missing');
      expect((await uploadStateFor(id, author)).state).toBe('unfinished');
    });

    it('takes a PATCH body far over the JSON body limit through a real server, compressed answers and all', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const data = Buffer.alloc(1_500_000, 3);
      const created = await fetch(`${base}${VIDEO_UPLOADS_PATH}`, {
        method: 'POST',
        headers: { ...TUS, 'upload-length': String(data.length), ...bearer(author), 'accept-encoding': 'gzip' },
      });
      expect(created.status).toBe(201);
      const id = idOf(created.headers.get('location'));
      const patched = await fetch(`${base}${VIDEO_UPLOADS_PATH}/${id}`, {
        method: 'PATCH',
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', ...bearer(author), 'accept-encoding': 'gzip' },
        body: data,
      });
      expect(patched.status).toBe(204);
      expect(patched.headers.get('upload-offset')).toBe(String(data.length));
      expect((await uploadStateFor(id, author)).state).toBe('finished');
    });

    it('removes uploads untouched for a week that no video uses, and keeps the others', async () => {
      const abandoned = idOf((await createUpload(t, author, 100)).headers.location);
      const recent = idOf((await createUpload(t, author, 100)).headers.location);
      const used = idOf((await createUpload(t, author, 100)).headers.location);
      await insertVideo(t.app.db, {
        ...{ id: randomUUID(), news_id: null, upload_id: used, uploaded_by: userIds.get(author)!, original_name: 'a.mp4' },
        ...{ size_bytes: 100, original_key: used },
      });
      const week = ABANDONED_AFTER_MS;
      const old = new Date(Date.now() - week - 60_000);
      await utimes(t.app.videos.uploads.fileOf(abandoned), old, old);
      expect(await removeAbandonedUploads(t.app.db, t.app.videos.uploads)).toBeGreaterThanOrEqual(1);
      expect((await uploadStateFor(abandoned, author)).state).toBe('missing');
      expect((await uploadStateFor(recent, author)).state).toBe('unfinished');
      // A week later, the recent one goes too, unless a story's video is made of it.
      expect(await removeAbandonedUploads(t.app.db, t.app.videos.uploads, new Date(Date.now() + week + 60_000))).toBeGreaterThanOrEqual(1);
      expect((await uploadStateFor(recent, author)).state).toBe('missing');
      expect((await uploadStateFor(used, author)).state).toBe('unfinished');
    });

    it('is named in the API documentation', async () => {
      const docs = await t.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      const paths = docs.json<{ paths: Record<string, Record<string, { summary?: string }>> }>().paths;
      expect(paths[VIDEO_UPLOADS_PATH]?.post?.summary).toMatch(/tus/);
      expect(paths[`${VIDEO_UPLOADS_PATH}/{id}`]?.patch?.summary).toMatch(/tus/);
    });

    it('answers OPTIONS with the protocol it speaks', async () => {
      const response = await t.inject({ method: 'OPTIONS', url: VIDEO_UPLOADS_PATH, headers: { ...TUS, ...bearer(author) } });
      expect(response.statusCode).toBe(204);
      expect(response.headers['tus-version']).toContain('1.0.0');
      expect(response.headers['tus-extension']).toContain('creation');
    });
  },
  { VIDEO_MAX_MB: '2' },
);
