/**
 * The captions API on each database: uploads (WebVTT kept, SubRip turned into WebVTT), refusals with their messages
 * and nothing stored, who may change them, who may read each file, deletion, and search by what the captions say.
 */
import { describe, expect, it } from 'vitest';
import { captionMessages, type CaptionFile, type News, type VideoCaption } from '@newsroom/shared';
import { approveNews, createNews, createPublishedNews } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { captionsOfStories } from './captions.repository.js';

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome to the science fair.\n';
const SRT = '1\n00:00:01,000 --> 00:00:02,500\nMaligayang pagdating!\n\n2\n00:00:03,000 --> 00:00:04,000\n<i>Salamat</i> po.\n';

describeEachDatabase('the captions API', (t) => {
  const upload = (token: string, newsId: string, fields: Record<string, string>, text?: string | Buffer, filename = 'captions.vtt') => {
    const files =
      text === undefined ? [] : [{ field: 'file', filename, contentType: 'text/plain', data: Buffer.isBuffer(text) ? text : Buffer.from(text) }];
    const { payload, headers } = multipartPayload(fields, files);
    return t.inject({ method: 'POST', url: `/api/v1/news/${newsId}/captions`, payload, headers: { ...headers, ...bearer(token) } });
  };
  const serve = (newsId: string, file: string, token?: string) =>
    t.inject({ method: 'GET', url: `/api/v1/news/${newsId}/captions/${file}`, headers: token ? bearer(token) : {} });
  const list = async (token: string, newsId: string) => {
    const response = await t.inject({ method: 'GET', url: `/api/v1/news/${newsId}/captions`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<CaptionFile[]>();
  };
  const stored = (newsId: string) => t.app.db.selectFrom('video_captions').selectAll().where('news_id', '=', newsId).execute();

  it('stores a WebVTT file and a SubRip one (as WebVTT), lists them with their cues, and names them for the story presenter', async () => {
    const author = await t.createUser('AUTHOR');
    const story = await createNews(t, author.token);

    const english = await upload(author.token, story.id, { language: 'en' }, VTT);
    expect(english.statusCode).toBe(201);
    expect(english.json<VideoCaption>()).toEqual({ language: 'en', label: 'English', url: `/api/v1/news/${story.id}/captions/en.vtt` });
    expect((await upload(author.token, story.id, { language: 'fil' }, SRT, 'captions.srt')).statusCode).toBe(201);

    const fil = await serve(story.id, 'fil.vtt', author.token);
    expect(fil.statusCode).toBe(200);
    expect(fil.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(fil.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nMaligayang pagdating!\n\n00:00:03.000 --> 00:00:04.000\n<i>Salamat</i> po.\n');

    expect(await list(author.token, story.id)).toMatchObject([
      { language: 'en', label: 'English', cues: [{ startMs: 1000, endMs: 3000, text: 'Welcome to the science fair.' }] },
      {
        language: 'fil',
        label: 'Filipino',
        cues: [
          { startMs: 1000, endMs: 2500 },
          { startMs: 3000, endMs: 4000, text: '<i>Salamat</i> po.' },
        ],
      },
    ]);
    expect((await stored(story.id)).find((row) => row.language === 'fil')?.plain_text).toBe('Maligayang pagdating! Salamat po.');

    const other = await createNews(t, author.token);
    const captions = await captionsOfStories(t.app.db, [story.id, other.id]);
    expect(captions.get(story.id)?.map((caption) => caption.language)).toEqual(['en', 'fil']);
    expect(captions.get(other.id)).toEqual([]);
  });

  it('replaces a language’s file when it is uploaded again', async () => {
    const author = await t.createUser('AUTHOR');
    const story = await createNews(t, author.token);
    await upload(author.token, story.id, { language: 'en' }, VTT);
    await upload(author.token, story.id, { language: 'en' }, 'WEBVTT\n\n00:00:02.000 --> 00:00:05.000\nA second take.\n');
    expect((await list(author.token, story.id)).map((file) => file.cues[0]!.text)).toEqual(['A second take.']);
  });

  describe('refuses what it cannot use, with a message in the caller’s language, and stores nothing', () => {
    it.each([
      ['an end before the start', 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nToo soon\n', captionMessages.endBeforeStart(3)],
      ['a broken timing', 'WEBVTT\n\n00:00:01.000 -> 00:00:04.000\nHello\n', captionMessages.timingInvalid(3)],
      ['no cues', 'WEBVTT\n', captionMessages.noCues],
      ['a binary file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0x01]), captionMessages.notText],
      ['a file over 1 MB', `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(1024 * 1024)}\n`, captionMessages.tooLarge],
    ])('%s', async (_, text, message) => {
      const author = await t.createUser('AUTHOR');
      const story = await createNews(t, author.token);
      const response = await upload(author.token, story.id, { language: 'en' }, text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ field: 'file', message }] });
      expect(await stored(story.id)).toEqual([]);
    });

    it('in Filipino, naming the line', async () => {
      const author = await t.createUser('AUTHOR');
      const story = await createNews(t, author.token);
      const { payload, headers } = multipartPayload({ language: 'en' }, [
        { field: 'file', filename: 'c.vtt', contentType: 'text/vtt', data: Buffer.from('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nx\n') },
      ]);
      const response = await t.inject({
        method: 'POST',
        url: `/api/v1/news/${story.id}/captions`,
        payload,
        headers: { ...headers, ...bearer(author.token), 'accept-language': 'fil' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Linya 3: dapat magtapos ang caption na ito pagkatapos itong magsimula.');
    });

    it('a language other than en or fil, as a field error', async () => {
      const author = await t.createUser('AUTHOR');
      const story = await createNews(t, author.token);
      for (const fields of [{ language: 'es' }, {}] as Record<string, string>[]) {
        const response = await upload(author.token, story.id, fields, VTT);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: [{ field: 'language', message: captionMessages.languageInvalid }] });
      }
      const missing = await upload(author.token, story.id, { language: 'en' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ errors: [{ field: 'file', message: captionMessages.fileRequired }] });
      expect(await stored(story.id)).toEqual([]);
    });
  });

  it('lets another author neither change nor read a story’s captions; an ADMIN may', async () => {
    const author = await t.createUser('AUTHOR');
    const stranger = await t.createUser('AUTHOR');
    const story = await createNews(t, author.token);
    expect((await upload(stranger.token, story.id, { language: 'en' }, VTT)).statusCode).toBe(403);
    expect((await upload(await t.adminToken(), story.id, { language: 'en' }, VTT)).statusCode).toBe(201);
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}/captions/en`, headers: bearer(stranger.token) });
    expect(del.statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/v1/news/${story.id}/captions`, headers: bearer(stranger.token) })).statusCode).toBe(403);
    expect((await upload(author.token, 'no-such-story', { language: 'en' }, VTT)).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: `/api/v1/news/${story.id}/captions` })).statusCode).toBe(401);
  });

  it('serves a published story’s captions to anyone, cacheable, and a pending story’s only to its author and ADMINs', async () => {
    const author = await t.createUser('AUTHOR');
    const stranger = await t.createUser('AUTHOR');
    const pending = await createNews(t, author.token);
    await upload(author.token, pending.id, { language: 'en' }, VTT);

    expect((await serve(pending.id, 'en.vtt')).statusCode).toBe(404);
    expect((await serve(pending.id, 'en.vtt', stranger.token)).statusCode).toBe(404);
    const own = await serve(pending.id, 'en.vtt', author.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await serve(pending.id, 'en.vtt', await t.adminToken())).statusCode).toBe(200);

    const published: News = await approveNews(t, pending.id);
    const anyone = await serve(published.id, 'en.vtt');
    expect(anyone.statusCode).toBe(200);
    expect(anyone.body).toBe(VTT);
    expect(anyone.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect((await serve(published.id, 'fil.vtt')).statusCode).toBe(404);
    expect((await serve(published.id, 'es.vtt')).statusCode).toBe(404);
    expect((await serve(published.id, 'en.srt')).statusCode).toBe(404);
  });

  it('is a save of the story: an author’s change to a published story sends it back to review, an ADMIN’s does not', async () => {
    const author = await t.createUser('AUTHOR');
    const story = await approveNews(t, (await createNews(t, author.token)).id);
    const statusOf = async () =>
      (await t.inject({ method: 'GET', url: `/api/v1/news/${story.id}`, headers: bearer(author.token) })).json<News>().status;
    const revisions = () => t.app.db.selectFrom('news_revisions').select('news_id').where('news_id', '=', story.id).execute();
    const revisionsBefore = (await revisions()).length;

    expect((await upload(await t.adminToken(), story.id, { language: 'en' }, VTT)).statusCode).toBe(201);
    expect(await statusOf()).toBe('Approved');
    expect((await serve(story.id, 'en.vtt')).statusCode).toBe(200);

    expect((await upload(author.token, story.id, { language: 'fil' }, SRT)).statusCode).toBe(201);
    expect(await statusOf()).toBe('Pending');
    // No longer public: readers get nothing until it is approved again.
    expect((await serve(story.id, 'en.vtt')).statusCode).toBe(404);
    expect((await revisions()).length).toBe(revisionsBefore + 2);
  });

  it('deletes a language’s file; deleting it again, or a language we do not have, is refused', async () => {
    const author = await t.createUser('AUTHOR');
    const story = await createNews(t, author.token);
    await upload(author.token, story.id, { language: 'en' }, VTT);
    const remove = () => t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}/captions/en`, headers: bearer(author.token) });
    expect((await remove()).statusCode).toBe(204);
    expect(await stored(story.id)).toEqual([]);
    expect((await serve(story.id, 'en.vtt', author.token)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
    const wrong = await t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}/captions/es`, headers: bearer(author.token) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ message: captionMessages.languageInvalid }] });
  });

  it('documents its calls in the OpenAPI description', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/v1/news/{id}/captions'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/news/{id}/captions/{language}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(paths['/api/v1/news/{id}/captions/{file}'] ?? {})).toEqual(['get']);
  });

  it('drops a story’s captions with the story', async () => {
    const author = await t.createUser('AUTHOR');
    const story = await createNews(t, author.token);
    await upload(author.token, story.id, { language: 'en' }, VTT);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}`, headers: bearer(author.token) })).statusCode).toBe(204);
    expect(await stored(story.id)).toEqual([]);
  });

  it('finds a story by a word said only in its captions, until they are deleted', async () => {
    const story = await createPublishedNews(t, { title: 'The robotics club', content: 'The club met on Monday.' });
    const admin = await t.adminToken();
    const found = async (word: string) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/fuzzy-search-news?query=${word}` });
      expect(response.statusCode).toBe(200);
      return response.json<News[]>().map((item) => item.id);
    };
    expect(await found('xylophonist')).not.toContain(story.id);

    expect(
      (await upload(admin, story.id, { language: 'fil' }, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAng <b>xylophonist</b> ng club\n')).statusCode,
    ).toBe(201);
    expect(await found('xylophonist')).toContain(story.id);
    // The typo step knows the captions' words too.
    expect(await found('xylophonst')).toContain(story.id);
    // The story's own words are still found, and a second language's file adds to the first.
    expect(await found('robotics')).toContain(story.id);
    await upload(admin, story.id, { language: 'en' }, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nThe marimba section\n');
    expect(await found('marimba')).toContain(story.id);
    expect(await found('xylophonist')).toContain(story.id);

    expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}/captions/fil`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await found('xylophonist')).not.toContain(story.id);
    expect(await found('marimba')).toContain(story.id);

    // An edit of the story keeps its captions' words in the index (SQLite forgets a row by the words it indexed).
    const edit = multipartPayload({
      title: 'The robotics club wins',
      description: story.description,
      content: story.content,
      category: story.category,
    });
    expect(
      (await t.inject({ method: 'PUT', url: `/api/v1/news/${story.id}`, payload: edit.payload, headers: { ...edit.headers, ...bearer(admin) } }))
        .statusCode,
    ).toBe(200);
    expect(await found('marimba')).toContain(story.id);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/news/${story.id}/captions/en`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await found('marimba')).not.toContain(story.id);
    expect(await found('wins')).toContain(story.id);
  });
});
