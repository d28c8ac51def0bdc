import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { createNews, createPublishedNews, sendNewsEdit } from '../../../test/helpers/news-factory.js';
import { articleOf, startChatStandIn, type ChatStandIn } from '../../../test/helpers/chat-completions-stand-in.js';
import { summarizeText } from '../../services/ai/text-rank.js';

const article = fs.readFileSync(new URL('../../services/ai/fixtures/science-fair.txt', import.meta.url), 'utf8').trim();

const askSummary = (t: TestApp, id: string) => t.inject({ method: 'POST', url: `/hitOpenaiApi/${id}` });

describeEachDatabase('POST /hitOpenaiApi/:id (offline summarizer)', (t) => {
  let published: News;

  beforeAll(async () => {
    published = await createPublishedNews(t, { title: 'Gold for a rice-husk water filter', content: article });
  });

  it("answers a published item's summary as plain text, made of its central sentences", async () => {
    const response = await askSummary(t, published.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(summarizeText(article));
    expect(response.body).toContain('Three Grade 10 students of De La Salle Araneta University won the gold medal');
  });

  it('keeps the summary on the item', async () => {
    await askSummary(t, published.id);
    const item = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${published.id}` })).json() as News;
    expect(item.summary).toBe(summarizeText(article));
    expect(item.updatedAt).toBe(published.updatedAt);
  });

  it('answers 404 for an item that is not public, or not there', async () => {
    const { token } = await t.createUser('AUTHOR');
    const pending = await createNews(t, token);
    expect((await askSummary(t, pending.id)).statusCode).toBe(404);
    expect((await askSummary(t, 'no-such-item')).statusCode).toBe(404);
    expect((await askSummary(t, pending.id)).json()).toMatchObject({ statusCode: 404, message: 'News not found.' });
  });

  it('lives at the site root, not under /api/v1', async () => {
    expect((await t.inject({ method: 'POST', url: `/api/v1/hitOpenaiApi/${published.id}` })).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/hitOpenaiApi/{id}'].post.responses['200'].content).toHaveProperty(['text/plain']);
    expect(document.paths['/api/v1/AInews'].post.tags).toEqual(['news']);
  });
});

describeEachDatabase(
  'POST /hitOpenaiApi/:id rate limit',
  (t) => {
    it('refuses a client that asks too often with 429', async () => {
      const news = await createPublishedNews(t, { content: article });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await askSummary(t, news.id)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
  { PUBLIC_WRITE_LIMIT: '3' },
);

const standInEnv: Record<string, string> = {};
let standIn: ChatStandIn;
let answers = 0;

beforeAll(async () => {
  standIn = await startChatStandIn(() => {
    answers += 1;
    return { content: `Stand-in summary number ${answers}.`, delayMs: 100 };
  });
  standInEnv.OPENAI_BASE_URL = standIn.baseUrl;
});
afterAll(() => standIn.close());

describeEachDatabase(
  'POST /hitOpenaiApi/:id (OpenAI-compatible summarizer)',
  (t) => {
    /** A published item whose content is unique, so the stand-in's requests for it can be counted. */
    async function publishedWithMarker(): Promise<{ news: News; marker: string; calls: () => number }> {
      const marker = `Story ${randomUUID()}.`;
      const news = await createPublishedNews(t, { content: `${marker}\n\n${article}` });
      return { news, marker, calls: () => standIn.requests.filter((request) => articleOf(request).includes(marker)).length };
    }

    it("answers the endpoint's summary, and asks the endpoint only once per version of the item", async () => {
      const { news, calls } = await publishedWithMarker();
      const first = await askSummary(t, news.id);
      expect(first.statusCode).toBe(200);
      expect(first.body).toMatch(/^Stand-in summary number \d+\.$/);
      const second = await askSummary(t, news.id);
      expect(second.body).toBe(first.body);
      expect(calls()).toBe(1);
    });

    it('asks the endpoint once for readers who ask at the same time', async () => {
      const { news, calls } = await publishedWithMarker();
      const responses = await Promise.all([askSummary(t, news.id), askSummary(t, news.id), askSummary(t, news.id)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(calls()).toBe(1);
    });

    it('makes a new summary after the content is edited', async () => {
      const { news, marker, calls } = await publishedWithMarker();
      const before = (await askSummary(t, news.id)).body;
      const edited = await sendNewsEdit(t, await t.adminToken(), news, { content: `${marker}\n\nThe fair was moved to December 2. ${article}` });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as News).status).toBe('Approved');
      const after = await askSummary(t, news.id);
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toBe(before);
      expect(calls()).toBe(2);
      expect(articleOf(standIn.requests.at(-1)!)).toContain('The fair was moved to December 2.');
      expect((await askSummary(t, news.id)).body).toBe(after.body);
      expect(calls()).toBe(2);
    });

    it('answers the offline summary, never an error, when the endpoint fails', async () => {
      const { news } = await publishedWithMarker();
      const usual = standIn.answer;
      standIn.answer = () => ({ status: 503 });
      try {
        const response = await askSummary(t, news.id);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(summarizeText(news.content));
      } finally {
        standIn.answer = usual;
      }
    });

    it('answers 404 for a pending item without asking the endpoint', async () => {
      const { token } = await t.createUser('AUTHOR');
      const marker = `Pending ${randomUUID()}.`;
      const pending = await createNews(t, token, { content: `${marker} ${article}` });
      expect((await askSummary(t, pending.id)).statusCode).toBe(404);
      expect(standIn.requests.filter((request) => articleOf(request).includes(marker))).toHaveLength(0);
      expect((await t.inject({ method: 'GET', url: `/api/v1/news/${pending.id}`, headers: bearer(token) })).json().summary).toBeNull();
    });
  },
  standInEnv,
);
