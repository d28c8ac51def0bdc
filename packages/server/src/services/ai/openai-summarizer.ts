/**
 * Summaries and drafts from an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp
 * server). Any failure (slow, down, refusing, answering nonsense) is logged and answered by the offline
 * summarizer instead, so a reader or an author never sees an error because of it.
 */
import type OpenAI from 'openai';
import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@newsroom/shared';
import type { Draft, Summarizer } from './summarizer.js';
import { clipAtWord } from './text-rank.js';
import { withoutTrailing } from '../../lib/without-trailing.js';

export interface OpenAiSummarizerOptions {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  /** How long one answer may take before the offline summarizer answers instead. */
  timeoutMs?: number;
}

export interface WarningLogger {
  warn(details: object, message: string): void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Enough of a long article for a summary, while keeping the prompt small for local models. */
const MAX_INPUT_CHARS = 24_000;

const SUMMARY_INSTRUCTIONS =
  'You summarize articles for a school newspaper. Write a short summary of the article in two or three sentences ' +
  '(at most 80 words) that tells who, what, when, where and why. Write in the language of the article (English or ' +
  'Filipino). Answer with the summary only: plain text, no title, no lists, no markdown.';

const DRAFT_INSTRUCTIONS =
  'You write headlines for a school newspaper. From the article, write a catchy title (at most 80 characters) and a ' +
  'one-sentence description (at most 255 characters) that tells who, what, when and where. Write in the language of ' +
  'the article (English or Filipino). Answer with JSON only, in this form: {"title": "...", "description": "..."}';

const draftAnswerSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

/** Models wrap JSON in code fences or add a sentence around it; the object itself is what counts. */
function parseDraft(answer: string): Draft {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end < start) throw new Error('the draft answer holds no JSON object');
  const draft = draftAnswerSchema.parse(JSON.parse(answer.slice(start, end + 1)));
  const title = stripQuotes(draft.title);
  const description = stripQuotes(draft.description);
  if (title === '' || description === '') throw new Error('the draft answer has an empty title or description');
  return {
    title: clipAtWord(title, TITLE_MAX_LENGTH),
    description: clipAtWord(description, DESCRIPTION_MAX_LENGTH),
  };
}

const stripQuotes = (text: string) =>
  withoutTrailing(text.replace(/^["'“”]+/, ''), `"'“”`)
    .replace(/\s+/g, ' ')
    .trim();

export class OpenAiSummarizer implements Summarizer {
  private client?: Promise<OpenAI>;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: OpenAiSummarizerOptions,
    private readonly fallback: Summarizer,
    private readonly logger: WarningLogger,
  ) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The client, made at the first summary or draft: its library adds about 5 MB to the process. */
  private connect(): Promise<OpenAI> {
    const { options } = this;
    this.client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
          apiKey: options.apiKey ?? 'not-needed',
          baseURL: options.baseUrl,
          organization: null,
          project: null,
          timeout: this.timeoutMs,
          // A retry would double the wait; the offline summarizer is the better second try.
          maxRetries: 0,
          logLevel: 'off',
        }),
    );
    return this.client;
  }

  private async complete(instructions: string, text: string, maxTokens: number): Promise<string> {
    const client = await this.connect();
    const completion = await client.chat.completions.create(
      {
        model: this.model,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: text.slice(0, MAX_INPUT_CHARS) },
        ],
        temperature: 0.2,
        max_tokens: maxTokens,
      },
      { timeout: this.timeoutMs },
    );
    // Reasoning models served by Ollama or vLLM may think aloud first.
    const answer = completion.choices?.[0]?.message?.content?.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
    if (!answer) throw new Error('the endpoint answered without text');
    return answer;
  }

  async summarize(text: string): Promise<string> {
    try {
      return (await this.complete(SUMMARY_INSTRUCTIONS, text, 300)).replace(/\s+/g, ' ');
    } catch (error) {
      this.logger.warn({ err: error }, 'the AI endpoint failed to summarize; using the offline summarizer');
      return this.fallback.summarize(text);
    }
  }

  async draft(text: string): Promise<Draft> {
    try {
      return parseDraft(await this.complete(DRAFT_INSTRUCTIONS, text, 300));
    } catch (error) {
      this.logger.warn({ err: error }, 'the AI endpoint failed to draft a title and description; using the offline summarizer');
      return this.fallback.draft(text);
    }
  }
}
