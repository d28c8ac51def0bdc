import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildContributionContent,
  type Category,
  type Contribution,
  CONTRIBUTION_CATEGORIES,
  contributionCategoryUnknown,
  type ContributionDetails,
  contributionRouteMessages,
  errorMessages,
  findContributionCategory,
  type News,
  notificationMessages,
  type Page,
} from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { multipartPayload, type MultipartFile } from '../../../test/helpers/multipart.js';
import { pngImage } from '../../../test/helpers/news-factory.js';
import { countFiles } from '../../../test/helpers/files.js';
import type { MediaStore } from '../../services/media/media-store.js';

const BALIT_VALUES = { Who: 'Grade 10 students', What: 'Science fair winners', Where: 'Main gym', When: 'Friday afternoon' };

function contentFor(categoryName: string, values: Record<string, string>): string {
  return buildContributionContent(findContributionCategory(categoryName)!, values);
}

/** Every field of the category filled in. */
function fullValues(categoryName: string): Record<string, string> {
  return Object.fromEntries(findContributionCategory(categoryName)!.fields.map((field) => [field.label, `${field.label} answer`]));
}

const validFields = (overrides: Record<string, string> = {}) => ({
  author: 'Juan dela Cruz',
  authorEmail: 'juan@school.test',
  category: 'BalitAraneta',
  content: contentFor('BalitAraneta', BALIT_VALUES),
  ...overrides,
});

const photoParts = (images: Buffer[]): MultipartFile[] =>
  images.map((data, index) => ({ field: 'photos', filename: `photo${index}.png`, contentType: 'image/png', data }));

function submit(t: TestApp, fields: Record<string, string>, files: MultipartFile[] = [], url = '/api/v1/contribute-news') {
  const { payload, headers } = multipartPayload(fields, files);
  return t.inject({ method: 'POST', url, payload, headers });
}

async function contribute(t: TestApp, overrides: Record<string, string> = {}, photos: Buffer[] = []): Promise<string> {
  const response = await submit(t, validFields(overrides), photoParts(photos));
  if (response.statusCode !== 201) throw new Error(`contributing failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

describeEachDatabase(
  'contributions',
  (t) => {
    const mediaDir = () => path.join(t.config.dataDir, 'media');
    let admin: Record<string, string>;
    let author: Record<string, string>;
    const list = async (query = '') =>
      (await t.inject({ method: 'GET', url: `/api/v1/contribute-news${query}`, headers: admin })).json() as Contribution[];
    const details = async (id: string) =>
      (await t.inject({ method: 'GET', url: `/api/v1/contribute-news/${id}`, headers: admin })).json() as ContributionDetails;

    beforeAll(async () => {
      admin = bearer(await t.adminToken());
      author = bearer((await t.createUser('AUTHOR')).token);
    });

    describe('sending', () => {
      it('leaves the server answering within a second while three contributions of three 7000 x 5000 photos are processed', async () => {
        // Decoding happens on libuv's threads, at most (cores - 1) images at a time: the event loop stays free.
        const photo = await sharp({ create: { width: 7000, height: 5000, channels: 3, background: { r: 90, g: 140, b: 200 } } })
          .png()
          .toBuffer();
        let finished = false;
        const submissions = Promise.all(
          ['Grade 7', 'Grade 8', 'Grade 9'].map((who) =>
            submit(t, validFields({ content: contentFor('BalitAraneta', { ...BALIT_VALUES, Who: who }) }), photoParts([photo, photo, photo])),
          ),
        ).finally(() => (finished = true));
        let slowest = 0;
        let checks = 0;
        while (!finished) {
          const started = performance.now();
          expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
          slowest = Math.max(slowest, performance.now() - started);
          checks += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await submissions).map((response) => response.statusCode)).toEqual([201, 201, 201]);
        expect(checks).toBeGreaterThan(1);
        expect(slowest).toBeLessThan(1000);
      });

      it('stores a contribution with its photos re-encoded, and tells the admins', async () => {
        const response = await submit(t, validFields({ author: '  Maria Clara  ' }), photoParts([await pngImage(800, 600), await pngImage()]));
        expect(response.statusCode).toBe(201);
        const body = response.json() as { message: string; id: string };
        expect(body).toEqual({ message: 'Post submitted successfully!', id: expect.any(String) });

        const stored = await details(body.id);
        expect(stored).toMatchObject({
          id: body.id,
          author: 'Maria Clara',
          authorEmail: 'juan@school.test',
          category: 'BalitAraneta',
          content: 'Who: Grade 10 students\nWhat: Science fair winners\nWhere: Main gym\nWhen: Friday afternoon',
          photoCount: 2,
          draftNewsId: null,
        });
        expect(Date.parse(stored.publicationDate)).toBeGreaterThan(Date.now() - 60_000);
        expect(stored.additionalPhotos).toHaveLength(2);
        expect(stored.additionalPhotos[0]).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
        expect(stored.photos[0]!.srcset).toContain('640w');
        const image = await t.inject({ method: 'GET', url: stored.additionalPhotos[0]!, headers: admin });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');

        const notifications = await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: admin });
        expect(notifications.json()).toContainEqual(
          expect.objectContaining({ author: 'Maria Clara', message: notificationMessages.newContribution('BalitAraneta') }),
        );
      });

      it('takes the same form on /news-contribute', async () => {
        const response = await submit(t, validFields({ author: 'Second Path' }), [], '/api/v1/news-contribute');
        expect(response.statusCode).toBe(201);
        expect((await details((response.json() as { id: string }).id)).author).toBe('Second Path');
      });

      it('accepts the category in another case and stores its proper name', async () => {
        const id = await contribute(t, { category: 'balitaraneta' });
        expect((await details(id)).category).toBe('BalitAraneta');
      });

      it('does not echo the e-mail address back to the sender', async () => {
        const response = await submit(t, validFields());
        expect(response.body).not.toContain('juan@school.test');
      });

      it.each([
        [{ author: '' }, 'author', 'Name is required'],
        [{ author: '   ' }, 'author', 'Name is required'],
        [{ authorEmail: '' }, 'authorEmail', 'Email is required'],
        [{ authorEmail: 'juan@school' }, 'authorEmail', 'Invalid email format'],
        [{ authorEmail: 'juan school@test.ph' }, 'authorEmail', 'Invalid email format'],
        [{ category: '' }, 'category', 'Category is required'],
        [{ category: 'Sports' }, 'category', contributionCategoryUnknown],
        [{ content: '' }, 'content', 'This field is required'],
      ])('refuses %j with the message on %s and keeps nothing', async (overrides, field, message) => {
        const before = { files: countFiles(mediaDir()), items: (await list()).length };
        const response = await submit(t, validFields(overrides), photoParts([await pngImage()]));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(response.json().errors).toContainEqual({ field, message });
        expect((await list()).length).toBe(before.items);
        expect(countFiles(mediaDir())).toBe(before.files);
      });

      it('answers 507 with a plain message when the disk is full part-way, and keeps nothing', async () => {
        const store = (t.app.media as unknown as { store: MediaStore }).store;
        const realPut = store.put.bind(store);
        let writes = 0;
        // The third file write finds the disk full; the two before it succeeded.
        const put = vi.spyOn(store, 'put').mockImplementation(async (key, data, type) => {
          writes += 1;
          if (writes === 3) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          return realPut(key, data, type);
        });
        try {
          const before = { files: countFiles(mediaDir()), items: (await list()).length };
          const response = await submit(
            t,
            validFields({ content: contentFor('BalitAraneta', { ...BALIT_VALUES, Who: 'Disk full' }) }),
            photoParts([await pngImage(900, 600), await pngImage(900, 600)]),
          );
          expect(response.statusCode).toBe(507);
          expect(response.json().message).toBe(errorMessages.storageFull);
          expect((await list()).length).toBe(before.items);
          expect(countFiles(mediaDir())).toBe(before.files);
        } finally {
          put.mockRestore();
        }
      });

      it.runIf(t.dialect === 'sqlite')('answers 507 when the SQLite file cannot grow, and keeps nothing', async () => {
        const sqlite = (t.app.databaseClient as { database: { pragma: (text: string, options?: { simple: boolean }) => unknown } }).database;
        const pages = Number(sqlite.pragma('page_count', { simple: true }));
        const before = (await list()).length;
        sqlite.pragma(`max_page_count = ${pages}`);
        try {
          const response = await submit(t, validFields({ content: contentFor('BalitAraneta', { ...BALIT_VALUES, What: 'x'.repeat(60_000) }) }));
          expect(response.statusCode).toBe(507);
          expect(response.json().message).toBe(errorMessages.storageFull);
        } finally {
          sqlite.pragma('max_page_count = 4294967294');
        }
        expect((await list()).length).toBe(before);
      });

      it('says "Category is required" when no category is sent at all', async () => {
        const { category: _category, ...fields } = validFields();
        const response = await submit(t, fields);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ field: 'category', message: 'Category is required' });
      });

      it.each(CONTRIBUTION_CATEGORIES.map((category) => [category.name]))('accepts a complete %s contribution', async (name) => {
        const id = await contribute(t, { category: name, content: contentFor(name, fullValues(name)) });
        expect((await details(id)).fields.every((field) => field.value.endsWith(' answer'))).toBe(true);
      });

      it.each(CONTRIBUTION_CATEGORIES.map((category) => [category.name]))(
        'requires every %s field but Additional Info, each reported under its label',
        async (name) => {
          const category = findContributionCategory(name)!;
          const [first, ...rest] = category.fields;
          const response = await submit(t, validFields({ category: name, content: contentFor(name, { [first!.label]: 'Only this' }) }));
          expect(response.statusCode).toBe(400);
          const expected = rest.filter((field) => !field.optional).map((field) => ({ field: field.label, message: 'This field is required' }));
          expect(response.json().errors).toEqual(expected);
        },
      );

      it('lets Additional Info be left out', async () => {
        const id = await contribute(t, { content: contentFor('BalitAraneta', BALIT_VALUES) });
        expect((await details(id)).fields).toContainEqual({ label: 'Additional Info', value: '' });
      });

      it('reports every problem at once', async () => {
        const response = await submit(t, validFields({ author: '', authorEmail: 'nope', content: 'Who: someone' }));
        expect(response.json().errors).toEqual([
          { field: 'author', message: 'Name is required' },
          { field: 'authorEmail', message: 'Invalid email format' },
          { field: 'What', message: 'This field is required' },
          { field: 'Where', message: 'This field is required' },
          { field: 'When', message: 'This field is required' },
        ]);
      });

      it('accepts ten photos and refuses an eleventh with 413, keeping nothing', async () => {
        const image = await pngImage(40, 30);
        const ten = await submit(t, validFields({ author: 'Ten Photos' }), photoParts(Array(10).fill(image)));
        expect(ten.statusCode).toBe(201);
        expect((await details((ten.json() as { id: string }).id)).photoCount).toBe(10);

        const before = { files: countFiles(mediaDir()), items: (await list()).length };
        const eleven = await submit(t, validFields(), photoParts(Array(11).fill(image)));
        expect(eleven.statusCode).toBe(413);
        expect(eleven.json().message).toBe('Too many files for photos (at most 10).');
        expect((await list()).length).toBe(before.items);
        expect(countFiles(mediaDir())).toBe(before.files);
      });

      it('refuses a text file sent as a photo with 415 and keeps no contribution and no file', async () => {
        const before = { files: countFiles(mediaDir()), items: (await list()).length };
        const response = await submit(t, validFields({ author: 'Text File Sender' }), [
          ...photoParts([await pngImage()]),
          { field: 'photos', filename: 'notes.png', contentType: 'image/png', data: Buffer.from('just some text, not an image') },
        ]);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
        expect((await list()).length).toBe(before.items);
        expect(countFiles(mediaDir())).toBe(before.files);
      });

      it('refuses files under another field name', async () => {
        const response = await submit(t, validFields(), [
          { field: 'additionalPhotos', filename: 'a.png', contentType: 'image/png', data: await pngImage() },
        ]);
        expect(response.statusCode).toBe(400);
      });

      it('refuses a body that is not multipart with 415', async () => {
        const response = await t.inject({ method: 'POST', url: '/api/v1/contribute-news', payload: validFields() });
        expect(response.statusCode).toBe(415);
      });
    });

    describe('reading and deleting (ADMIN)', () => {
      it('lists newest first with the e-mail and the photo count', async () => {
        const older = await contribute(t, { author: 'Older Sender' });
        const newer = await contribute(t, { author: 'Newer Sender' }, [await pngImage()]);
        const items = await list();
        const ids = items.map((item) => item.id);
        expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
        expect(items.find((item) => item.id === newer)).toMatchObject({ author: 'Newer Sender', authorEmail: 'juan@school.test', photoCount: 1 });
        expect(items.find((item) => item.id === older)?.photoCount).toBe(0);
      });

      it('searches name, e-mail and content case-insensitively, as substrings', async () => {
        const byName = await contribute(t, { author: 'Zenaida Quintos' });
        const byEmail = await contribute(t, { authorEmail: 'Xyloquest@School.test' });
        const byContent = await contribute(t, { content: contentFor('BalitAraneta', { ...BALIT_VALUES, Where: 'The Wombatorium' }) });
        expect((await list('?query=ZENAIDA')).map((item) => item.id)).toEqual([byName]);
        expect((await list('?query=xyloquest@')).map((item) => item.id)).toEqual([byEmail]);
        expect((await list('?query=wombator')).map((item) => item.id)).toEqual([byContent]);
        expect(await list('?query=100%25')).toEqual([]);
        expect((await list('?query=%20%20')).length).toBe((await list()).length);
      });

      it('pages when asked', async () => {
        const response = await t.inject({ method: 'GET', url: '/api/v1/contribute-news?page=2&size=1', headers: admin });
        const page = response.json() as Page<Contribution>;
        expect(page).toMatchObject({ page: 2, size: 1, total: (await list()).length });
        expect(page.items).toHaveLength(1);
        expect(page.items[0]!.id).toBe((await list())[1]!.id);
      });

      it('shows one with its fields read from the content', async () => {
        const id = await contribute(t, {
          category: 'Proud Lasallian',
          content: 'Name of Featured Lasallian: Ana Cruz\nGrade/Year and Section/Course: Grade 9\nSt. John',
        });
        expect((await details(id)).fields).toEqual([
          { label: 'Name of Featured Lasallian', value: 'Ana Cruz' },
          { label: 'Grade/Year and Section/Course', value: 'Grade 9\nSt. John' },
        ]);
      });

      it('answers 404 for an unknown contribution', async () => {
        for (const [method, url] of [
          ['GET', '/api/v1/contribute-news/00000000-0000-0000-0000-000000000000'],
          ['DELETE', '/api/v1/contribute-news/00000000-0000-0000-0000-000000000000'],
          ['POST', '/api/v1/contribute-news/00000000-0000-0000-0000-000000000000/draft'],
        ] as const) {
          const response = await t.inject({ method, url, headers: admin });
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(contributionRouteMessages.notFound);
        }
      });

      it('deletes one with its photos', async () => {
        const before = countFiles(mediaDir());
        const id = await contribute(t, {}, [await pngImage(), await pngImage()]);
        expect(countFiles(mediaDir())).toBeGreaterThan(before);
        const { additionalPhotos } = await details(id);
        const response = await t.inject({ method: 'DELETE', url: `/api/v1/contribute-news/${id}`, headers: admin });
        expect(response.statusCode).toBe(204);
        expect((await t.inject({ method: 'GET', url: `/api/v1/contribute-news/${id}`, headers: admin })).statusCode).toBe(404);
        expect(countFiles(mediaDir())).toBe(before);
        expect((await t.inject({ method: 'GET', url: additionalPhotos[0]!, headers: admin })).statusCode).toBe(404);
      });

      it('keeps contributions, and their e-mail addresses, from anyone but an ADMIN', async () => {
        const id = await contribute(t);
        const calls = [
          ['GET', '/api/v1/contribute-news'],
          ['GET', `/api/v1/contribute-news/${id}`],
          ['DELETE', `/api/v1/contribute-news/${id}`],
          ['POST', `/api/v1/contribute-news/${id}/draft`],
        ] as const;
        for (const [method, url] of calls) {
          const anonymous = await t.inject({ method, url });
          expect(anonymous.statusCode).toBe(401);
          expect(anonymous.body).not.toContain('@school.test');
          const byAuthor = await t.inject({ method, url, headers: author });
          expect(byAuthor.statusCode).toBe(403);
          expect(byAuthor.body).not.toContain('@school.test');
        }
        expect((await details(id)).id).toBe(id);
      });
    });

    it('is described in the OpenAPI document, the ADMIN calls with a bearer token', async () => {
      const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      expect(paths['/api/v1/contribute-news'].post.description).toContain('multipart/form-data');
      expect(paths['/api/v1/news-contribute'].post.description).toBe(paths['/api/v1/contribute-news'].post.description);
      expect(paths['/api/v1/contribute-news'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(paths['/api/v1/contribute-news/{id}'].delete.security).toEqual([{ bearerAuth: [] }]);
      expect(paths['/api/v1/contribute-news/{id}/draft'].post.responses).toHaveProperty('409');
    });

    describe('turning into a news draft (ADMIN)', () => {
      const draft = (id: string) => t.inject({ method: 'POST', url: `/api/v1/contribute-news/${id}/draft`, headers: admin });
      const news = async (id: string) => (await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: admin })).json() as News;

      it('makes a Pending item from the contribution, with its photos, found by search', async () => {
        const id = await contribute(
          t,
          {
            author: 'Liza Soberano',
            category: 'Animo Idol',
            content: contentFor('Animo Idol', {
              'Name of Featured Lasallian': 'Ana Quixotica Cruz',
              'Grade/Year and Section/Course': 'Grade 10 - St. Paul',
              'Skills/Talents': 'Singing and painting',
              'Why he/she is an Animo Idol': 'She leads the glee club.',
            }),
          },
          [await pngImage(), await pngImage(), await pngImage()],
        );
        const contribution = await details(id);
        const response = await draft(id);
        expect(response.statusCode).toBe(201);
        const { newsId } = response.json() as { newsId: string };

        const item = await news(newsId);
        const adminUser = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: admin })).json()[0];
        expect(item).toMatchObject({
          status: 'Pending',
          title: 'Animo Idol: Ana Quixotica Cruz',
          category: 'Animo Idol',
          content: contribution.content,
          author: 'Liza Soberano',
          authorId: adminUser.id,
          publicationDate: null,
          embedYouTubeUrl: null,
        });
        expect(item.description).toBe(
          'Grade/Year and Section/Course: Grade 10 - St. Paul | Skills/Talents: Singing and painting | Why he/she is an Animo Idol: She leads the glee club.',
        );
        expect(item.thumbnailUrl).toBe(contribution.additionalPhotos[0]);
        expect(item.additionalPhotos).toEqual(contribution.additionalPhotos.slice(1));
        expect((await details(id)).draftNewsId).toBe(newsId);

        const search = await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=quixotica', headers: admin });
        expect((search.json() as News[]).map((found) => found.id)).toContain(newsId);
      });

      it('refuses a second draft of the same contribution with 409', async () => {
        const id = await contribute(t);
        expect((await draft(id)).statusCode).toBe(201);
        const again = await draft(id);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(contributionRouteMessages.alreadyDrafted);
      });

      it('keeps the photos the draft uses when the contribution is deleted', async () => {
        const id = await contribute(t, {}, [await pngImage(), await pngImage()]);
        const { newsId } = (await draft(id)).json() as { newsId: string };
        const files = countFiles(mediaDir());
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/contribute-news/${id}`, headers: admin })).statusCode).toBe(204);

        const item = await news(newsId);
        expect(item.thumbnailUrl).not.toBeNull();
        expect(item.additionalPhotos).toHaveLength(1);
        for (const url of [item.thumbnailUrl!, ...item.additionalPhotos]) {
          expect((await t.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(200);
        }
        expect(countFiles(mediaDir())).toBe(files);
      });

      it('allows a new draft once the first one was deleted', async () => {
        const id = await contribute(t);
        const { newsId } = (await draft(id)).json() as { newsId: string };
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${newsId}`, headers: admin })).statusCode).toBe(204);
        expect((await details(id)).draftNewsId).toBeNull();
        expect((await draft(id)).statusCode).toBe(201);
      });

      it('turns an InfoTalk video link into the YouTube embed', async () => {
        const id = await contribute(t, {
          category: 'The DLSAU InfoTalk',
          content: contentFor('The DLSAU InfoTalk', {
            ...fullValues('The DLSAU InfoTalk'),
            'Topic/Title': 'Study habits that work',
            'Video Link': 'https://youtu.be/dQw4w9WgXcQ',
          }),
        });
        const { newsId } = (await draft(id)).json() as { newsId: string };
        expect(await news(newsId)).toMatchObject({ title: 'Study habits that work', embedYouTubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
      });

      it('refuses with 409 when the category no longer exists', async () => {
        const id = await contribute(t, { category: 'AniModel', content: contentFor('AniModel', fullValues('AniModel')) });
        const categories = (await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' })).json() as Category[];
        const aniModel = categories.find((category) => category.name === 'AniModel')!;
        expect((await t.inject({ method: 'DELETE', url: `/api/v1/categories/${aniModel.id}`, headers: admin })).statusCode).toBe(204);
        const response = await draft(id);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(contributionRouteMessages.noSuchCategory('AniModel'));
        expect((await details(id)).draftNewsId).toBeNull();
      });
    });
  },
  { PUBLIC_WRITE_LIMIT: '1000' },
);

describeEachDatabase(
  'contribution rate limit',
  (t) => {
    it('limits sending per address, one counter for both paths', async () => {
      expect((await submit(t, validFields(), [], '/api/v1/contribute-news')).statusCode).toBe(201);
      expect((await submit(t, validFields(), [], '/api/v1/news-contribute')).statusCode).toBe(201);
      const limited = await submit(t, validFields(), [], '/api/v1/news-contribute');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect((await submit(t, validFields(), [], '/api/v1/contribute-news')).statusCode).toBe(429);
    });
  },
  { PUBLIC_WRITE_LIMIT: '2' },
);
