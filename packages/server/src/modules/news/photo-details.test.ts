/** Photos with words: thumbnailDetails and photoDetails on the news form, stored, ordered and answered. */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createNews, pngImage, sendNewsForm } from '../../../test/helpers/news-factory.js';
import { countFiles } from '../../../test/helpers/files.js';

/** Photos told apart by their width. */
const photoOfWidth = (width: number) => pngImage(width, 60);
const widthsOf = (news: News) => news.photos.map((photo) => photo.width);
const wordsOf = (news: News) => news.photos.map(({ caption, credit, alt }) => ({ caption, credit, alt }));
const details = (value: unknown) => JSON.stringify(value);

describeEachDatabase('photos with words', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  const mediaDir = () => path.join(t.config.dataDir, 'media');
  const editFields = { title: 'Edited title', description: 'Edited description', content: 'Edited content', category: 'BalitAraneta' };
  const storedStory = async (id: string) =>
    (await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: bearer(author.token) })).json() as News;

  beforeAll(async () => {
    author = await t.createUser('AUTHOR');
  });

  describe('on create', () => {
    it('stores the words of the thumbnail and of each photo, trimmed, in the order photoDetails gives', async () => {
      const response = await sendNewsForm(
        t,
        author.token,
        'POST',
        '/api/v1/news',
        {
          thumbnailDetails: details({ caption: '  The team on stage ', credit: 'Ana Reyes', alt: '' }),
          photoDetails: details([
            { photo: 'new:1', caption: 'c'.repeat(300), credit: 'r'.repeat(120), alt: 'a'.repeat(300) },
            { photo: 'new:0', alt: 'The trophy on a table' },
          ]),
        },
        { photos: [await photoOfWidth(100), await photoOfWidth(120)] },
      );
      expect(response.statusCode).toBe(201);
      const news = response.json() as News;
      expect(news.thumbnail).toMatchObject({ caption: 'The team on stage', credit: 'Ana Reyes', alt: null });
      expect(widthsOf(news)).toEqual([120, 100]);
      expect(news.additionalPhotos).toEqual(news.photos.map((photo) => photo.url));
      expect(wordsOf(news)).toEqual([
        { caption: 'c'.repeat(300), credit: 'r'.repeat(120), alt: 'a'.repeat(300) },
        { caption: null, credit: null, alt: 'The trophy on a table' },
      ]);
      const stored = await storedStory(news.id);
      expect(stored.thumbnail).toEqual(news.thumbnail);
      expect(stored.photos).toEqual(news.photos);
    });

    it('without photoDetails keeps the files in the order sent, with no words', async () => {
      const news = await createNews(t, author.token, {}, { photos: [await photoOfWidth(100), await photoOfWidth(120)] });
      expect(widthsOf(news)).toEqual([100, 120]);
      expect(wordsOf(news)).toEqual([
        { caption: null, credit: null, alt: null },
        { caption: null, credit: null, alt: null },
      ]);
      expect(news.thumbnail).toMatchObject({ caption: null, credit: null, alt: null });
    });

    it('keeps no thumbnail words for a story without a thumbnail', async () => {
      const news = await createNews(
        t,
        author.token,
        { embedYoutubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ', thumbnailDetails: details({ caption: 'No picture' }) },
        { thumbnail: null },
      );
      expect(news.thumbnail).toBeNull();
      const row = await t.app.db.selectFrom('news').select('thumbnail_caption').where('id', '=', news.id).executeTakeFirstOrThrow();
      expect(row.thumbnail_caption).toBeNull();
    });

    it.each([
      [
        'a caption over 300 characters',
        'photoDetails',
        { photoDetails: details([{ photo: 'new:0', caption: 'x'.repeat(301) }]) },
        'Caption must be 300 characters or less.',
      ],
      [
        'a credit over 120 characters',
        'photoDetails',
        { photoDetails: details([{ photo: 'new:0', credit: 'x'.repeat(121) }]) },
        'Credit must be 120 characters or less.',
      ],
      [
        'an alt text over 300 characters',
        'photoDetails',
        { photoDetails: details([{ photo: 'new:0', alt: 'x'.repeat(301) }]) },
        'Alt text must be 300 characters or less.',
      ],
      [
        'a thumbnail caption over 300 characters',
        'thumbnailDetails',
        { thumbnailDetails: details({ caption: 'x'.repeat(301) }) },
        'Caption must be 300 characters or less.',
      ],
      [
        'a thumbnail credit over 120 characters',
        'thumbnailDetails',
        { thumbnailDetails: details({ credit: 'x'.repeat(121) }) },
        'Credit must be 120 characters or less.',
      ],
      [
        'a thumbnail alt text over 300 characters',
        'thumbnailDetails',
        { thumbnailDetails: details({ alt: 'x'.repeat(301) }) },
        'Alt text must be 300 characters or less.',
      ],
      [
        'photoDetails that is not JSON',
        'photoDetails',
        { photoDetails: 'not json' },
        'photoDetails must be a JSON list, in display order, of objects such as {"photo": "new:0", "caption": "…", "credit": "…", "alt": "…"}.',
      ],
      [
        'photoDetails that is not a list',
        'photoDetails',
        { photoDetails: details({ photo: 'new:0' }) },
        'photoDetails must be a JSON list, in display order, of objects such as {"photo": "new:0", "caption": "…", "credit": "…", "alt": "…"}.',
      ],
      [
        'photoDetails entries that are not objects',
        'photoDetails',
        { photoDetails: details(['new:0']) },
        'photoDetails must be a JSON list, in display order, of objects such as {"photo": "new:0", "caption": "…", "credit": "…", "alt": "…"}.',
      ],
      [
        'an entry without photo',
        'photoDetails',
        { photoDetails: details([{ caption: 'Where?' }]) },
        'Each entry of photoDetails needs "photo": the URL of one of the story\'s photos, or "new:N" for the N-th new file.',
      ],
      ['a caption that is not text', 'photoDetails', { photoDetails: details([{ photo: 'new:0', caption: 7 }]) }, 'Caption must be text.'],
      [
        'thumbnailDetails that is not JSON',
        'thumbnailDetails',
        { thumbnailDetails: '{caption: "x"}' },
        'thumbnailDetails must be a JSON object such as {"caption": "…", "credit": "…", "alt": "…"}.',
      ],
      [
        'thumbnailDetails that is not an object',
        'thumbnailDetails',
        { thumbnailDetails: details('A caption') },
        'thumbnailDetails must be a JSON object such as {"caption": "…", "credit": "…", "alt": "…"}.',
      ],
      [
        'a new file that was not sent',
        'photoDetails',
        { photoDetails: details([{ photo: 'new:0' }, { photo: 'new:1' }]) },
        'photoDetails names a photo this story does not have: new:1.',
      ],
      [
        'a new file listed twice',
        'photoDetails',
        { photoDetails: details([{ photo: 'new:0' }, { photo: 'new:0' }]) },
        'photoDetails lists new:0 more than once.',
      ],
      ['a new file left out', 'photoDetails', { photoDetails: details([]) }, 'photoDetails must list every new photo, and new:0 is missing.'],
      [
        'a URL that is no photo of ours',
        'photoDetails',
        { photoDetails: details([{ photo: 'https://elsewhere.test/cat.jpg' }, { photo: 'new:0' }]) },
        'photoDetails names a photo this story does not have: https://elsewhere.test/cat.jpg.',
      ],
    ])('refuses %s with a 400 on %s and stores nothing', async (_case, field, fields, message) => {
      const filesBefore = countFiles(mediaDir());
      const storiesBefore = await t.app.db.selectFrom('news').select('id').execute();
      const response = await sendNewsForm(t, author.token, 'POST', '/api/v1/news', fields, { photos: [await photoOfWidth(100)] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(countFiles(mediaDir())).toBe(filesBefore);
      expect(await t.app.db.selectFrom('news').select('id').execute()).toHaveLength(storiesBefore.length);
    });

    it("refuses the URL of another story's photo", async () => {
      const other = await createNews(t, author.token, {}, { photos: [await photoOfWidth(100)] });
      const response = await sendNewsForm(t, author.token, 'POST', '/api/v1/news', { photoDetails: details([{ photo: other.additionalPhotos[0] }]) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'photoDetails',
        message: `photoDetails names a photo this story does not have: ${other.additionalPhotos[0]}.`,
      });
    });
  });

  describe('on edit', () => {
    /** A story with photos of widths 100, 120, 140 and words on the first two and on the thumbnail. */
    async function storyWithThreePhotos(): Promise<News> {
      return createNews(
        t,
        author.token,
        {
          thumbnailDetails: details({ caption: 'Cover', credit: 'Ana', alt: 'The whole school' }),
          photoDetails: details([
            { photo: 'new:0', caption: 'First', credit: 'Ben' },
            { photo: 'new:1', caption: 'Second', alt: 'Two runners' },
            { photo: 'new:2' },
          ]),
        },
        { photos: [await photoOfWidth(100), await photoOfWidth(120), await photoOfWidth(140)] },
      );
    }

    it('reorders kept and new photos as photoDetails lists them, drops the ones left out, and sets their words', async () => {
      const news = await storyWithThreePhotos();
      const [first, second, third] = news.additionalPhotos;
      const response = await sendNewsForm(
        t,
        author.token,
        'PUT',
        `/api/v1/news/${news.id}`,
        {
          ...editFields,
          // existingPhotos still lists the second: photoDetails decides.
          existingPhotos: details(news.additionalPhotos),
          thumbnailDetails: details({ caption: 'New cover words' }),
          photoDetails: details([
            { photo: 'new:0', caption: 'Brand new', credit: 'Cara' },
            { photo: third, caption: 'Third, now captioned' },
            { photo: first },
          ]),
        },
        { photos: [await photoOfWidth(160)] },
      );
      expect(response.statusCode).toBe(200);
      const edited = response.json() as News;
      expect(widthsOf(edited)).toEqual([160, 140, 100]);
      expect(edited.additionalPhotos.slice(1)).toEqual([third, first]);
      expect(wordsOf(edited)).toEqual([
        { caption: 'Brand new', credit: 'Cara', alt: null },
        { caption: 'Third, now captioned', credit: null, alt: null },
        // Listed without words: its old ones are gone, as the writer cleared them.
        { caption: null, credit: null, alt: null },
      ]);
      expect(edited.thumbnailUrl).toBe(news.thumbnailUrl);
      expect(edited.thumbnail).toMatchObject({ caption: 'New cover words', credit: null, alt: null });
      expect((await t.inject({ method: 'GET', url: second!, headers: bearer(author.token) })).statusCode).toBe(404);
      expect((await storedStory(news.id)).photos).toEqual(edited.photos);
    });

    it('without photoDetails or thumbnailDetails keeps the words of what stays, and new photos come last without words', async () => {
      const news = await storyWithThreePhotos();
      const response = await sendNewsForm(
        t,
        author.token,
        'PUT',
        `/api/v1/news/${news.id}`,
        { ...editFields, existingPhotos: details([news.additionalPhotos[1], news.additionalPhotos[2]]) },
        { photos: [await photoOfWidth(160)] },
      );
      expect(response.statusCode).toBe(200);
      const edited = response.json() as News;
      expect(widthsOf(edited)).toEqual([120, 140, 160]);
      expect(wordsOf(edited)).toEqual([
        { caption: 'Second', credit: null, alt: 'Two runners' },
        { caption: null, credit: null, alt: null },
        { caption: null, credit: null, alt: null },
      ]);
      expect(edited.thumbnail).toMatchObject({ caption: 'Cover', credit: 'Ana', alt: 'The whole school' });
    });

    it('forgets the words of a replaced thumbnail unless new ones are sent', async () => {
      const news = await storyWithThreePhotos();
      const replaced = await sendNewsForm(t, author.token, 'PUT', `/api/v1/news/${news.id}`, editFields, { thumbnail: await pngImage(90, 60) });
      expect(replaced.statusCode).toBe(200);
      expect((replaced.json() as News).thumbnail).toMatchObject({ caption: null, credit: null, alt: null });

      const withWords = await sendNewsForm(
        t,
        author.token,
        'PUT',
        `/api/v1/news/${news.id}`,
        { ...editFields, thumbnailDetails: details({ credit: 'Dan' }) },
        { thumbnail: await pngImage(90, 60) },
      );
      expect((withWords.json() as News).thumbnail).toMatchObject({ caption: null, credit: 'Dan', alt: null });
    });

    it('refuses a photo the story does not have, a photo listed twice or a new file left out, and changes nothing', async () => {
      const news = await storyWithThreePhotos();
      const other = await createNews(t, author.token, {}, { photos: [await photoOfWidth(100)] });
      const [first] = news.additionalPhotos;
      const cases: [unknown, string][] = [
        [
          [{ photo: other.additionalPhotos[0] }, { photo: 'new:0' }],
          `photoDetails names a photo this story does not have: ${other.additionalPhotos[0]}.`,
        ],
        [[{ photo: first }, { photo: first }, { photo: 'new:0' }], `photoDetails lists ${first} more than once.`],
        [[{ photo: first }], 'photoDetails must list every new photo, and new:0 is missing.'],
        [[{ photo: first, caption: 'x'.repeat(301) }, { photo: 'new:0' }], 'Caption must be 300 characters or less.'],
      ];
      for (const [photoDetails, message] of cases) {
        const filesBefore = countFiles(mediaDir());
        const response = await sendNewsForm(
          t,
          author.token,
          'PUT',
          `/api/v1/news/${news.id}`,
          { ...editFields, photoDetails: details(photoDetails) },
          { photos: [await photoOfWidth(160)] },
        );
        expect(response.statusCode, message).toBe(400);
        expect(response.json().errors).toContainEqual({ field: 'photoDetails', message });
        expect(countFiles(mediaDir())).toBe(filesBefore);
        const stored = await storedStory(news.id);
        expect(stored.title).toBe(news.title);
        expect(stored.photos).toEqual(news.photos);
      }
    });

    it('refuses more than 20 photos in all', async () => {
      const news = await createNews(t, author.token, {}, { photos: await Promise.all(Array.from({ length: 20 }, () => photoOfWidth(100))) });
      const response = await sendNewsForm(
        t,
        author.token,
        'PUT',
        `/api/v1/news/${news.id}`,
        { ...editFields, photoDetails: details([...news.additionalPhotos.map((photo) => ({ photo })), { photo: 'new:0' }]) },
        { photos: [await photoOfWidth(160)] },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'additionalPhotos', message: 'An item can have at most 20 additional photos.' });
    });
  });
});
