import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleOf, startChatStandIn, type ChatStandIn } from '../../../test/helpers/chat-completions-stand-in.js';
import { createSummarizer } from './index.js';
import { OpenAiSummarizer } from './openai-summarizer.js';
import { draftFromText, summarizeText, TextRankSummarizer } from './text-rank.js';

const article = fs.readFileSync(new URL('./fixtures/science-fair.txt', import.meta.url), 'utf8');
const SHORT_TIMEOUT_MS = 300;

describe('OpenAiSummarizer against a chat-completions stand-in', () => {
  let standIn: ChatStandIn;
  let warnings: string[];
  const logger = { warn: (_details: object, message: string) => void warnings.push(message) };
  const summarizer = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
    new OpenAiSummarizer(
      { baseUrl: standIn.baseUrl, model: 'stand-in-model', timeoutMs: SHORT_TIMEOUT_MS, ...options },
      new TextRankSummarizer(),
      logger,
    );

  beforeAll(async () => {
    standIn = await startChatStandIn(() => ({ content: '' }));
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    warnings = [];
  });

  it('uses the answer for the summary, asking for the who, what, when, where and why of the article', async () => {
    standIn.answer = () => ({ content: '  Three Grade 10 students won gold\nfor a rice-husk water filter in Malolos on November 14.  ' });
    const summary = await summarizer().summarize(article);
    expect(summary).toBe('Three Grade 10 students won gold for a rice-husk water filter in Malolos on November 14.');
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.model).toBe('stand-in-model');
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0].content).toContain('who, what, when, where and why');
    expect(articleOf(request)).toBe(article);
    // Only a base URL is configured: local servers need no key.
    expect(request.authorization).toBe('Bearer not-needed');
    expect(warnings).toEqual([]);
  });

  it('sends the configured key', async () => {
    standIn.answer = () => ({ content: 'A summary.' });
    await summarizer({ apiKey: 'sk-test-key' }).summarize(article);
    expect(standIn.requests[0].authorization).toBe('Bearer sk-test-key');
  });

  it('drops the thinking of a reasoning model', async () => {
    standIn.answer = () => ({ content: '<think>The user wants a summary.</think>\nStudents won gold.' });
    expect(await summarizer().summarize(article)).toBe('Students won gold.');
  });

  it('falls back to the offline summary when the endpoint is slower than the timeout', async () => {
    standIn.answer = () => ({ content: 'Too late.', delayMs: 3000 });
    const started = performance.now();
    const summary = await summarizer().summarize(article);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(summary).toBe(summarizeText(article));
    expect(standIn.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the offline summary when the endpoint fails, without retrying', async () => {
    standIn.answer = () => ({ status: 500 });
    expect(await summarizer().summarize(article)).toBe(summarizeText(article));
    expect(standIn.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the offline summary when the endpoint answers with no text', async () => {
    standIn.answer = () => ({ content: '   ' });
    expect(await summarizer().summarize(article)).toBe(summarizeText(article));
  });

  it('falls back when nothing listens at the address', async () => {
    const gone = await startChatStandIn(() => ({ content: 'never' }));
    await gone.close();
    const summary = await new OpenAiSummarizer(
      { baseUrl: gone.baseUrl, model: 'm', timeoutMs: SHORT_TIMEOUT_MS },
      new TextRankSummarizer(),
      logger,
    ).summarize(article);
    expect(summary).toBe(summarizeText(article));
  });

  describe('draft', () => {
    it('reads the title and description from a JSON answer, even inside a code fence', async () => {
      standIn.answer = () => ({
        content: '```json\n{"title": "Rice-Husk Filter Wins Regional Gold", "description": "Three Grade 10 students won gold in Malolos."}\n```',
      });
      expect(await summarizer().draft(article)).toEqual({
        title: 'Rice-Husk Filter Wins Regional Gold',
        description: 'Three Grade 10 students won gold in Malolos.',
      });
      expect(standIn.requests[0].messages[0].content).toContain('JSON');
    });

    it('cuts a description longer than 255 characters at a word', async () => {
      const long = `Three Grade 10 students ${'won a medal and '.repeat(30)}went home.`;
      standIn.answer = () => ({ content: JSON.stringify({ title: 'Gold!', description: long }) });
      const draft = await summarizer().draft(article);
      expect(draft.description.length).toBeLessThanOrEqual(255);
      expect(draft.description).toMatch(/^Three Grade 10 students won a medal.*…$/);
    });

    it.each([
      ['text that is not JSON', { content: 'Here is a great title: Gold for the Filter' }],
      ['malformed JSON', { content: '{"title": "Gold", "description": ' }],
      ['JSON without a description', { content: '{"title": "Gold"}' }],
      ['JSON with an empty title', { content: '{"title": "  ", "description": "Students won."}' }],
      ['a server error', { status: 500 }],
      ['a slow answer', { content: '{"title": "Late", "description": "Too late."}', delayMs: 3000 }],
    ])('falls back to the offline draft on %s', async (_case, answer) => {
      standIn.answer = () => answer;
      expect(await summarizer().draft(article)).toEqual(draftFromText(article));
      expect(warnings).toHaveLength(1);
    });
  });
});

describe('createSummarizer', () => {
  const logger = { warn: () => {} };

  it('is offline unless a key or a base URL is configured', () => {
    expect(createSummarizer({ model: 'gpt-4o-mini' }, logger)).toBeInstanceOf(TextRankSummarizer);
    expect(createSummarizer({ model: 'gpt-4o-mini', apiKey: 'sk-x' }, logger)).toBeInstanceOf(OpenAiSummarizer);
    expect(createSummarizer({ model: 'llama3', baseUrl: 'http://127.0.0.1:11434/v1' }, logger)).toBeInstanceOf(OpenAiSummarizer);
  });
});
