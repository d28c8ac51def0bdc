import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { pngImage } from '../../../test/helpers/news-factory.js';
import { multipartPayload, type MultipartFile } from '../../../test/helpers/multipart.js';
import { countFiles } from '../../../test/helpers/files.js';
import { articleOf, isDraftRequest, startChatStandIn, type ChatStandIn } from '../../../test/helpers/chat-completions-stand-in.js';
import { draftFromText } from '../../services/ai/text-rank.js';

const article = fs.readFileSync(new URL('../../services/ai/fixtures/relief-drive.txt', import.meta.url), 'utf8');

interface AiForm {
  category?: string;
  content?: string;
  thumbnailDetails?: string;
  photoDetails?: string;
}

async function sendAiForm(t: TestApp, token: string | null, fields: AiForm, files: { thumbnail?: Buffer | null; photos?: Buffer[] } = {}) {
  const thumbnail = files.thumbnail === undefined ? await pngImage() : files.thumbnail;
  const parts: MultipartFile[] = [
    ...(thumbnail ? [{ field: 'thumbnail', filename: 'thumb.png', contentType: 'image/png', data: thumbnail }] : []),
    ...(files.photos ?? []).map((data, i) => ({ field: 'additionalPhotos', filename: `photo${i}.png`, contentType: 'image/png', data })),
  ];
  const { payload, headers } = multipartPayload(fields as Record<string, string>, parts);
  return t.inject({ method: 'POST', url: '/api/v1/AInews', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

describeEachDatabase('POST /AInews (offline drafting)', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  const mediaDir = () => path.join(t.config.dataDir, 'media');

  beforeAll(async () => {
    author = await t.createUser('AUTHOR', { fullname: 'Miguel Santos' });
  });

  it('creates a Pending item with a drafted title and description, the images and the signed-in author', async () => {
    const response = await sendAiForm(
      t,
      author.token,
      { category: 'BalitAraneta', content: article },
      { photos: [await pngImage(), await pngImage()] },
    );
    expect(response.statusCode).toBe(201);
    const news = response.json() as News;
    const draft = draftFromText(article.trim());
    expect(news).toMatchObject({
      title: draft.title,
      description: draft.description,
      content: article.trim(),
      category: 'BalitAraneta',
      status: 'Pending',
      author: 'Miguel Santos',
      authorId: author.user.id,
      publicationDate: null,
      embedYouTubeUrl: null,
    });
    expect(news.title.length).toBeGreaterThan(0);
    expect(news.description.length).toBeLessThanOrEqual(255);
    expect(news.description).toContain('2,340 relief packs');
    expect(news.thumbnailUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect(news.additionalPhotos).toHaveLength(2);

    const pending = (await t.inject({ method: 'GET', url: '/api/v1/news/pending', headers: bearer(await t.adminToken()) })).json() as News[];
    expect(pending.map((item) => item.id)).toContain(news.id);
    const notifications = (
      await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: bearer(await t.adminToken()) })
    ).json() as Array<{ message: string }>;
    expect(notifications.map((notification) => notification.message)).toContain(`New content titled '${news.title}' is waiting for review.`);
  });

  it('keeps the photos words and order, as the news form does, and refuses bad words before storing anything', async () => {
    const response = await sendAiForm(
      t,
      author.token,
      {
        category: 'BalitAraneta',
        content: article,
        thumbnailDetails: JSON.stringify({ caption: 'Volunteers packing', credit: 'Photo club' }),
        photoDetails: JSON.stringify([
          { photo: 'new:1', alt: 'The truck leaving' },
          { photo: 'new:0', caption: 'The first pack' },
        ]),
      },
      { photos: [await pngImage(), await pngImage()] },
    );
    expect(response.statusCode).toBe(201);
    const news = response.json() as News;
    expect(news.thumbnail).toMatchObject({ caption: 'Volunteers packing', credit: 'Photo club', alt: null });
    expect(news.photos.map(({ caption, alt }) => [caption, alt])).toEqual([
      [null, 'The truck leaving'],
      ['The first pack', null],
    ]);

    const filesBefore = countFiles(mediaDir());
    const refused = await sendAiForm(t, author.token, {
      category: 'BalitAraneta',
      content: article,
      thumbnailDetails: JSON.stringify({ caption: 'x'.repeat(301) }),
    });
    expect(refused.statusCode).toBe(400);
    expect(countFiles(mediaDir())).toBe(filesBefore);
  });

  it('lets an ADMIN write with AI too', async () => {
    const response = await sendAiForm(t, await t.adminToken(), {
      category: 'Animo Idol',
      content: 'Our Animo Idol this month is Bea Castillo of Grade 12 STEM, who won the essay contest.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Pending', category: 'Animo Idol', author: 'Ada Admin' });
  });

  it('keeps the description to 255 characters when the central sentence is longer', async () => {
    const content = `The Student Council thanked ${Array.from({ length: 50 }, (_, i) => `volunteer number ${i + 1}`).join(', ')} for their help.`;
    const response = await sendAiForm(t, author.token, { category: 'BalitAraneta', content });
    expect(response.statusCode).toBe(201);
    const news = response.json() as News;
    expect(news.description.length).toBeLessThanOrEqual(255);
    expect(news.title.length).toBeGreaterThan(0);
  });

  it.each([
    [{ content: article }, {}, 'category', 'Please Select a Category.'],
    [{ category: '  ', content: article }, {}, 'category', 'Please Select a Category.'],
    [{ category: 'No Such Category', content: article }, {}, 'category', 'Please Select a Category.'],
    [{ category: 'BalitAraneta' }, {}, 'content', 'Content is required'],
    [{ category: 'BalitAraneta', content: ' \n\t ' }, {}, 'content', 'Content is required'],
    [{ category: 'BalitAraneta', content: article }, { thumbnail: null }, 'thumbnail', 'Thumbnail is required'],
  ])('refuses %j %j with the spec message on %s and keeps nothing', async (fields, files, field, message) => {
    const before = countFiles(mediaDir());
    const response = await sendAiForm(t, author.token, fields, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(countFiles(mediaDir())).toBe(before);
  });

  it('lists every problem of an empty form at once', async () => {
    const response = await sendAiForm(t, author.token, {}, { thumbnail: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'category', message: 'Please Select a Category.' },
        { field: 'content', message: 'Content is required' },
        { field: 'thumbnail', message: 'Thumbnail is required' },
      ]),
    );
  });

  it('refuses a thumbnail that is not an image with 415', async () => {
    const response = await sendAiForm(
      t,
      author.token,
      { category: 'BalitAraneta', content: article },
      { thumbnail: Buffer.from('not an image at all') },
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a form that is not multipart with 415', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/AInews',
      headers: bearer(author.token),
      payload: { category: 'BalitAraneta', content: article },
    });
    expect(response.statusCode).toBe(415);
  });

  it('needs a valid token (401), whoever signs in may use it', async () => {
    expect((await sendAiForm(t, null, { category: 'BalitAraneta', content: article })).statusCode).toBe(401);
    expect((await sendAiForm(t, 'not-a-token', { category: 'BalitAraneta', content: article })).statusCode).toBe(401);
  });
});

const standInEnv: Record<string, string> = {};
let standIn: ChatStandIn;

beforeAll(async () => {
  standIn = await startChatStandIn((request) =>
    isDraftRequest(request)
      ? { content: JSON.stringify({ title: 'Students Pack 2,340 Relief Kits', description: `Drafted: ${articleOf(request).slice(0, 300)}` }) }
      : { content: 'A summary.' },
  );
  standInEnv.OPENAI_BASE_URL = standIn.baseUrl;
  standInEnv.AI_MODEL = 'stand-in-model';
});
afterAll(() => standIn.close());

describeEachDatabase(
  'POST /AInews (OpenAI-compatible drafting)',
  (t) => {
    it("uses the endpoint's title and description, the description cut to 255 characters", async () => {
      const { token } = await t.createUser('AUTHOR');
      const response = await sendAiForm(t, token, { category: 'BalitAraneta', content: article });
      expect(response.statusCode).toBe(201);
      const news = response.json() as News;
      expect(news.title).toBe('Students Pack 2,340 Relief Kits');
      expect(news.description.startsWith('Drafted: The Student Council')).toBe(true);
      expect(news.description.length).toBeLessThanOrEqual(255);
      expect(news.status).toBe('Pending');
    });

    it('falls back to the offline draft when the endpoint fails', async () => {
      const { token } = await t.createUser('AUTHOR');
      const usual = standIn.answer;
      standIn.answer = () => ({ status: 500 });
      try {
        const response = await sendAiForm(t, token, { category: 'BalitAraneta', content: article });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject(draftFromText(article.trim()));
      } finally {
        standIn.answer = usual;
      }
    });
  },
  standInEnv,
);
