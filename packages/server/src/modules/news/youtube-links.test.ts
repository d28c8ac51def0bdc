import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { createNews, sendNewsEdit, sendNewsForm } from '../../../test/helpers/news-factory.js';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describeEachDatabase('YouTube links as people paste them', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;

  beforeAll(async () => {
    author = await t.createUser('AUTHOR');
  });

  const stored = async (id: string) =>
    ((await t.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: bearer(author.token) })).json() as News).embedYouTubeUrl;

  describe('POST /news', () => {
    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=Xb4pW0kPq1Rz9aLm',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])('stores %s as the embed link, with no thumbnail needed', async (link) => {
      const news = await createNews(t, author.token, { embedYoutubeUrl: link }, { thumbnail: null });
      expect(news.embedYouTubeUrl).toBe(EMBED);
      expect(await stored(news.id)).toBe(EMBED);
    });

    it.each([
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'https://youtu.be/dQw4w9WgXc',
      "javascript:alert('https://youtu.be/dQw4w9WgXcQ')",
    ])("refuses %s with SPEC's message", async (link) => {
      const response = await sendNewsForm(t, author.token, 'POST', '/api/v1/news', { embedYoutubeUrl: link });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'embedYoutubeUrl', message: 'Embed URL must be a valid YouTube embed link.' });
    });
  });

  describe('PUT /news/{id}', () => {
    it('stores a watch link as the embed link', async () => {
      const news = await createNews(t, author.token);
      const response = await sendNewsEdit(t, author.token, news, {
        embedYoutubeUrl: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG ',
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as News).embedYouTubeUrl).toBe(EMBED);
      expect(await stored(news.id)).toBe(EMBED);
    });

    it('refuses another site and keeps the stored link', async () => {
      const news = await createNews(t, author.token, { embedYoutubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
      const response = await sendNewsEdit(t, author.token, news, { embedYoutubeUrl: 'https://vimeo.com/123456789' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'embedYoutubeUrl', message: 'Embed URL must be a valid YouTube embed link.' });
      expect(await stored(news.id)).toBe(EMBED);
    });
  });
});
