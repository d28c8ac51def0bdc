/**
 * AI-assisted writing (SPEC §7 POST /AInews): the writer sends a thumbnail, a category, the content and
 * photos; the summarizer drafts the title and the description, and the item starts Pending like any other.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { markdownText } from '../../lib/markdown-text.js';
import { presentNewsRow } from '../news/news-with-photos.js';
import { createPendingNews } from '../news/create-news.js';
import { readAiNewsForm } from './ai-news-form.js';

const errors = errorResponses(400, 401, 403, 413, 415);

export const aiNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/AInews',
    {
      onRequest: app.authorize('createNews'),
      schema: {
        tags: ['news'],
        summary: 'Write an item with AI help: the title and description are drafted from the content; it starts Pending',
        description:
          'multipart/form-data: thumbnail (image file, required), category (name or id), content, additionalPhotos (repeated image files).',
        consumes: ['multipart/form-data'],
        response: { 201: newsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAiNewsForm(request, app.db);
      // Drafted from the words readers see, so the title and description carry no Markdown.
      const draft = await app.summarizer.draft(markdownText(form.content));
      const created = await createPendingNews(app, request.user!, {
        ...form,
        title: draft.title,
        description: draft.description,
        embedYoutubeUrl: null,
      });
      return reply.code(201).send(await presentNewsRow(app.db, created, 'backOffice'));
    },
  );
};
