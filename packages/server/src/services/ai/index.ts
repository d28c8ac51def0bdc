/** Chooses the summarizer: an OpenAI-compatible endpoint when one is configured, the offline one otherwise. */
import type { Config } from '../../config.js';
import { OpenAiSummarizer, type WarningLogger } from './openai-summarizer.js';
import type { Summarizer } from './summarizer.js';
import { TextRankSummarizer } from './text-rank.js';

export type { Draft, Summarizer } from './summarizer.js';

/** `offline`: where the offline summarizer runs (a worker thread in the app); the TextRank summarizer itself by default. */
export function createSummarizer(ai: Config['ai'], logger: WarningLogger, options: { timeoutMs?: number; offline?: Summarizer } = {}): Summarizer {
  const offline = options.offline ?? new TextRankSummarizer();
  if (!ai.apiKey && !ai.baseUrl) return offline;
  return new OpenAiSummarizer({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.model, timeoutMs: options.timeoutMs }, offline, logger);
}
