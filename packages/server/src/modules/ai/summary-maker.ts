/** A story's summary, made once per version of the story and kept on it, from the plain text readers see of it. */
import type { FastifyInstance } from 'fastify';
import { markdownText } from '../../lib/markdown-text.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import type { NewsWithRelations } from '../news/news.repository.js';
import { saveSummary, summaryKey } from './summary.repository.js';

/** The function that answers a story's summary, for one app. */
export function summaryMaker(app: FastifyInstance): (row: NewsWithRelations) => Promise<string> {
  /** Summaries being made, by item and version: readers who ask at once share one call to the endpoint. */
  const inFlight = new Map<string, Promise<string>>();

  return (row: NewsWithRelations): Promise<string> => {
    // From the words, not the Markdown: a summary never shows `**`, and making a word bold keeps the summary.
    const text = markdownText(row.content);
    const key = summaryKey({ title: row.title, content: text });
    if (row.summary !== null && row.summary_key === key) return Promise.resolve(row.summary);
    const flight = `${row.id}:${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = (async () => {
        const summary = await app.summarizer.summarize(text);
        await saveSummary(app.db, row.id, summary, key);
        app.publicCache.invalidate(storyChanged(row.id));
        return summary;
      })().finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  };
}
