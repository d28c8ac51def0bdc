import { beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, createPublishedNews, editNews, pngImage } from '../../../test/helpers/news-factory.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';

/** A story written with the toolbar's Markdown: a heading, bold, a link, a bare address, a list and a quote. */
const story = [
  '## Zephyrine robotics win',
  'The **Zephyrine robotics** team of Grade 10 won the [regional fair](https://fair.example/results) on Friday.',
  'Their robot sorted plastic from paper in under a minute, faster than any other school. Details at https://school.example/robotics.',
  '- Gold medal for the *sorting robot*\n- Silver medal for the solar oven',
  '> We are proud of the Zephyrine team, said the principal after the ceremony.',
].join('\n\n');

/** What no plain text may show: emphasis markers, heading and quote markers, a link's brackets, an address. */
const MARKUP = /\*|_|^#|^>|\[|\]\(|https?:\/\//m;

describeEachDatabase('Markdown stories: summaries, drafts, snippets and the feed read their plain text', (t) => {
  let news: News;

  beforeAll(async () => {
    news = await createPublishedNews(t, { title: 'Robotics team wins', content: story });
  });

  it('keeps the Markdown as written on the story itself', async () => {
    const item = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${news.id}` })).json() as News;
    expect(item.content).toBe(story);
  });

  it('summarizes the words of the story, with no Markdown in the summary', async () => {
    const response = await t.inject({ method: 'POST', url: `/hitOpenaiApi/${news.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Zephyrine robotics');
    expect(response.body).not.toMatch(MARKUP);
  });

  it('gives a search result a snippet without Markdown or addresses', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=zephyrine%20robot' });
    const found = (response.json() as News[]).find((item) => item.id === news.id);
    expect(found?.snippet).toBeDefined();
    const snippet = found!.snippet!;
    expect(snippet.text).toContain('Zephyrine robotics win');
    expect(snippet.text).not.toMatch(MARKUP);
    expect(snippet.marks.map(({ start, end }) => snippet.text.slice(start, end).toLowerCase())).toContain('zephyrine');
  });

  it('finds the story by its words, never by the words of a link address, also after an edit', async () => {
    const search = async (query: string) =>
      ((await t.inject({ method: 'GET', url: `/api/v1/fuzzy-search-news?query=${encodeURIComponent(query)}` })).json() as News[]).map(
        (item) => item.id,
      );
    expect(await search('regional fair')).toContain(news.id);
    // "fair.example/results" and "school.example/robotics" are addresses only: no word of a story's text.
    expect(await search('results')).not.toContain(news.id);
    expect(await search('example')).not.toContain(news.id);

    const { token } = await t.createUser('AUTHOR');
    const own = await createNews(t, token, { title: 'Quiz bee', content: 'The quiz bee was held on Monday.' });
    const edited = story.replace('[regional fair](https://fair.example/results)', '[quiz bee](https://quizzical.example/brackets)');
    await editNews(t, token, own, { content: edited });
    await approveNews(t, own.id);
    expect(await search('zephyrine')).toContain(own.id);
    expect(await search('quizzical')).not.toContain(own.id);
    expect(await search('brackets')).not.toContain(own.id);
  });

  it('drafts an AI post’s title and description from the words, not the Markdown', async () => {
    const { token } = await t.createUser('AUTHOR');
    const { payload, headers } = multipartPayload({ category: 'BalitAraneta', content: story }, [
      { field: 'thumbnail', filename: 'thumb.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const response = await t.inject({ method: 'POST', url: '/api/v1/AInews', payload, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode).toBe(201);
    const drafted = response.json() as News;
    expect(drafted.content).toBe(story);
    expect(`${drafted.title}\n${drafted.description}`).not.toMatch(MARKUP);
  });

  it('lists the story in the feed without Markdown', async () => {
    const xml = (await t.inject({ method: 'GET', url: '/feed.xml' })).body;
    expect(xml).toContain(`/view-news/${news.id}`);
    expect(xml).not.toContain('**');
    expect(xml).not.toContain('fair.example');
  });
});
