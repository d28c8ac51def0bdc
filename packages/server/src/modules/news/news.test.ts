import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage, sendNewsForm } from '../../../test/helpers/news-factory.js';
import { countFiles } from '../../../test/helpers/files.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';

describeEachDatabase('news writing', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  let otherAuthor: Awaited<ReturnType<typeof t.createUser>>;
  const mediaDir = () => path.join(t.config.dataDir, 'media');

  beforeAll(async () => {
    author = await t.createUser('AUTHOR', { fullname: 'Maria Santos' });
    otherAuthor = await t.createUser('AUTHOR', { fullname: 'Maria Santos' });
  });

  describe('POST /news', () => {
    it('creates a Pending item authored by the signed-in user, with its images as URLs', async () => {
      const response = await sendNewsForm(
        t,
        author.token,
        'POST',
        '/api/v1/news',
        { title: '  Spaced title  ' },
        {
          photos: [await pngImage(800, 600), await pngImage(400, 300)],
        },
      );
      expect(response.statusCode).toBe(201);
      const news = response.json() as News;
      expect(news).toMatchObject({
        title: 'Spaced title',
        status: 'Pending',
        author: 'Maria Santos',
        authorId: author.user.id,
        category: 'BalitAraneta',
        categorySlug: 'BalitAraneta',
        publicationDate: null,
        embedYouTubeUrl: null,
        views: 0,
      });
      expect(news.thumbnailUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
      expect(news.additionalPhotos).toHaveLength(2);
      expect(news.photos[0]!.srcset).toContain('640w');
      const image = await t.inject({ method: 'GET', url: news.additionalPhotos[0]!, headers: bearer(author.token) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('ignores an author field sent by the client', async () => {
      const news = await createNews(t, author.token, { ...({ author: 'Someone Else' } as object) });
      expect(news.author).toBe('Maria Santos');
    });

    it('accepts an embed link instead of a thumbnail', async () => {
      const news = await createNews(t, author.token, { embedYoutubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }, { thumbnail: null });
      expect(news.embedYouTubeUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
      expect(news.thumbnailUrl).toBeNull();
    });

    it.each([
      [{ title: '' }, {}, 'title', 'Title is required.'],
      [{ description: '   ' }, {}, 'description', 'Description is required.'],
      [{ description: 'x'.repeat(256) }, {}, 'description', 'Description must be 255 characters or less (currently 256).'],
      [{ content: '' }, {}, 'content', 'Content is required.'],
      [{ category: '' }, {}, 'category', 'Please Select a Category.'],
      [{ category: 'No Such Category' }, {}, 'category', 'Please Select a Category.'],
      [{ embedYoutubeUrl: 'https://vimeo.com/embed/123' }, {}, 'embedYoutubeUrl', 'Embed URL must be a valid YouTube embed link.'],
      [
        { embedYoutubeUrl: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' },
        {},
        'embedYoutubeUrl',
        'Embed URL must be a valid YouTube embed link.',
      ],
      [{}, { thumbnail: null }, 'thumbnailUrl', 'Thumbnail is required if no embed URL is provided.'],
    ])('refuses %j %j with the spec message on %s', async (fields, files, field, message) => {
      const before = countFiles(mediaDir());
      const response = await sendNewsForm(t, author.token, 'POST', '/api/v1/news', fields, files);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(countFiles(mediaDir())).toBe(before);
    });

    it('refuses a text file named .png with 415 and keeps nothing', async () => {
      const list = await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(author.token) });
      const before = { files: countFiles(mediaDir()), items: (list.json() as News[]).length };
      const response = await sendNewsForm(
        t,
        author.token,
        'POST',
        '/api/v1/news',
        {},
        {
          photos: [await pngImage(), Buffer.from('just some text, not an image')],
        },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
      const after = await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(author.token) });
      expect((after.json() as News[]).length).toBe(before.items);
      expect(countFiles(mediaDir())).toBe(before.files);
    });

    it('refuses an oversize file with 413', async () => {
      const { payload, headers } = multipartPayload({ title: 'Big', description: 'Big file', content: 'Big', category: 'BalitAraneta' }, [
        { field: 'thumbnailUrl', filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(11 * 1024 * 1024, 1) },
      ]);
      const response = await t.inject({ method: 'POST', url: '/api/v1/news', payload, headers: { ...headers, ...bearer(author.token) } });
      expect(response.statusCode).toBe(413);
    });

    it('needs a token', async () => {
      const response = await t.inject({ method: 'POST', url: '/api/v1/news' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('ownership', () => {
    it("lists only an AUTHOR's own items, and every item for an ADMIN", async () => {
      const mine = await createNews(t, author.token, { title: 'Mine only' });
      const theirs = await createNews(t, otherAuthor.token, { title: 'Theirs only' });
      const authorList = (await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(author.token) })).json() as News[];
      expect(authorList.map((item) => item.id)).toContain(mine.id);
      expect(authorList.map((item) => item.id)).not.toContain(theirs.id);
      expect(authorList.every((item) => item.authorId === author.user.id)).toBe(true);
      const adminList = (await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(await t.adminToken()) })).json() as News[];
      expect(adminList.map((item) => item.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    });

    it("refuses an AUTHOR reading, editing or deleting another author's item with 403, even with the same name", async () => {
      const theirs = await createNews(t, otherAuthor.token);
      const url = `/api/v1/news/${theirs.id}`;
      expect((await t.inject({ method: 'GET', url, headers: bearer(author.token) })).statusCode).toBe(403);
      expect(
        (await sendNewsForm(t, author.token, 'PUT', url, { title: 'Hijacked', description: 'd', content: 'c', category: 'BalitAraneta' })).statusCode,
      ).toBe(403);
      expect((await t.inject({ method: 'DELETE', url, headers: bearer(author.token) })).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url, headers: bearer(await t.adminToken()) })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown item', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/news/does-not-exist', headers: bearer(author.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('News not found.');
    });
  });

  describe('PUT /news/:id', () => {
    const editFields = { title: 'Edited title', description: 'Edited description', content: 'Edited content', category: 'Animo Idol' };

    it('keeps the thumbnail and the author, and changes the fields', async () => {
      const news = await createNews(t, author.token);
      const response = await sendNewsForm(t, await t.adminToken(), 'PUT', `/api/v1/news/${news.id}`, editFields);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...editFields, author: 'Maria Santos', authorId: author.user.id, thumbnailUrl: news.thumbnailUrl });
    });

    it("sends an AUTHOR's edit of an Approved item back to Pending; an ADMIN's edit keeps it Approved", async () => {
      const news = await createNews(t, author.token);
      await approveNews(t, news.id);
      const byAdmin = await sendNewsForm(t, await t.adminToken(), 'PUT', `/api/v1/news/${news.id}`, editFields);
      expect(byAdmin.json().status).toBe('Approved');
      const byAuthor = await sendNewsForm(t, author.token, 'PUT', `/api/v1/news/${news.id}`, editFields);
      expect(byAuthor.json().status).toBe('Pending');
    });

    it("sends an AUTHOR's edit of an Archived item back to Pending and tells the admins, so no unreviewed text is approved from the archive", async () => {
      const news = await createNews(t, author.token, { title: 'Archived then edited' });
      await approveNews(t, news.id);
      const admin = await t.adminToken();
      expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${news.id}`, headers: bearer(admin) })).statusCode).toBe(200);
      const edited = await sendNewsForm(t, author.token, 'PUT', `/api/v1/news/${news.id}`, { ...editFields, title: 'Archived then edited' });
      expect(edited.json().status).toBe('Pending');
      const notifications = (await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: bearer(admin) })).json() as {
        message: string;
      }[];
      expect(notifications.map((notification) => notification.message)).toContain(
        "Content titled 'Archived then edited' was edited and is waiting for review again.",
      );
      const archived = (await t.inject({ method: 'GET', url: '/api/v1/news/archived', headers: bearer(admin) })).json() as News[];
      expect(archived.map((item) => item.id)).not.toContain(news.id);
    });

    it('keeps only the listed existing photos, adds new ones, and deletes the files of dropped ones', async () => {
      const news = await createNews(t, author.token, {}, { photos: [await pngImage(), await pngImage(), await pngImage()] });
      const before = countFiles(mediaDir());
      const response = await sendNewsForm(
        t,
        author.token,
        'PUT',
        `/api/v1/news/${news.id}`,
        { ...editFields, existingPhotos: JSON.stringify([news.additionalPhotos[2]]) },
        { photos: [await pngImage(100, 100)] },
      );
      expect(response.statusCode).toBe(200);
      const updated = response.json() as News;
      expect(updated.additionalPhotos).toHaveLength(2);
      expect(updated.additionalPhotos[0]).toBe(news.additionalPhotos[2]);
      expect((await t.inject({ method: 'GET', url: news.additionalPhotos[0]!, headers: bearer(author.token) })).statusCode).toBe(404);
      expect(countFiles(mediaDir())).toBeLessThan(before);
    });

    it('validates like create', async () => {
      const news = await createNews(t, author.token);
      const response = await sendNewsForm(t, author.token, 'PUT', `/api/v1/news/${news.id}`, { ...editFields, title: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'title', message: 'Title is required.' });
    });
  });

  describe('DELETE /news/:id', () => {
    it("removes the item and its images' files", async () => {
      const before = countFiles(mediaDir());
      const news = await createNews(t, author.token, {}, { photos: [await pngImage()] });
      expect(countFiles(mediaDir())).toBeGreaterThan(before);
      const response = await t.inject({ method: 'DELETE', url: `/api/v1/news/${news.id}`, headers: bearer(author.token) });
      expect(response.statusCode).toBe(204);
      expect(countFiles(mediaDir())).toBe(before);
      expect((await t.inject({ method: 'GET', url: `/api/v1/news/${news.id}`, headers: bearer(author.token) })).statusCode).toBe(404);
    });

    it('keeps a category that still has content', async () => {
      const categories = (await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' })).json() as { id: string; name: string }[];
      const used = categories.find((category) => category.name === 'BalitAraneta')!;
      await createNews(t, author.token);
      const response = await t.inject({ method: 'DELETE', url: `/api/v1/categories/${used.id}`, headers: bearer(await t.adminToken()) });
      expect(response.statusCode).toBe(409);
    });
  });
});
