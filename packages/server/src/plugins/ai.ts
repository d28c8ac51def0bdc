/** Makes the summarizer available as app.summarizer: offline by default, an OpenAI-compatible endpoint when configured. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createSummarizer, type Summarizer } from '../services/ai/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    summarizer: Summarizer;
  }
}

export default fp(
  async function aiPlugin(app: FastifyInstance, options: { config: Config }) {
    const { ai } = options.config;
    // TextRank is work for the processor (a long story's sentences weighed against each other): off the event loop.
    const offline: Summarizer = {
      summarize: (text) => app.heavyWork.run({ kind: 'summarize', text }),
      draft: (text) => app.heavyWork.run({ kind: 'draft', text }),
    };
    app.decorate('summarizer', createSummarizer(ai, app.log, { offline }));
    if (ai.apiKey || ai.baseUrl)
      app.log.info({ endpoint: ai.baseUrl ?? 'https://api.openai.com/v1', model: ai.model }, 'AI summaries use an OpenAI-compatible endpoint');
  },
  { name: 'ai', dependencies: ['heavy-work'] },
);
