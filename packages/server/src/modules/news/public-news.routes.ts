/**
 * What readers see (SPEC §7's public calls): only Approved items whose publication date has come, newest
 * published first; both searches; views; an author's stories, a story's related ones, the week's most read.
 * Anything not public answers 404 here.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  MOST_READ_THIS_WEEK_COUNT,
  MOST_READ_THIS_WEEK_DAYS,
  mostReadThisWeekSchema,
  RELATED_STORIES_MAX,
  relatedStorySchema,
  newsSchema,
  pagingQuerySchema,
  type PagingQuery,
  searchQuerySchema,
  monthSearchSchema,
  searchMessages,
  newsMessages,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TOTAL_MAX,
  canSeeViews,
  countsViews,
  isOnPublicSite,
  isPublicScope,
  newsSearchScopeFor,
  publishedScope,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { pageRequest, preparedList } from '../../lib/paging.js';
import { cacheTags, forgetsNewsLists } from '../../services/public-cache/public-cache.js';
import { sendEarlyAnswer, sendPublicAnswer, sendPublicJson, type EarlyAnswer } from '../../services/public-cache/public-answer.js';
import { CachedAnswer, JSON_TYPE, sendCachedAnswer } from '../../services/public-cache/cached-answer.js';
import { clientGone } from '../../lib/client-gone.js';
import { cachePublicly } from '../../lib/http-cache.js';
import { currentYear, monthBounds } from '../../lib/calendar-days.js';
import { findCategoryBySlug } from '../categories/categories.repository.js';
import { presentNewsRows } from './news-with-photos.js';
import { StoryAnswers } from './story-answers.js';
import { notFound } from '../../lib/api-error.js';
import type { NewsFilter } from './news.repository.js';
import { ListCheckpoints, listPublicNews } from './list-checkpoints.js';
import { newsListSchema, newsSearchListSchema, suggestionsSchema } from './search-answers.js';
import { loadNewsFor } from './news-visibility.js';
import { mostReadThisWeek } from './most-read-news.js';
import { relatedNews } from './related-news.js';
import { forgetOldViews, recordView, viewerKey } from './views.repository.js';

const listResponse = { 200: newsListSchema, ...errorResponses(400) };
const publicListQuerySchema = pagingQuerySchema.extend({
  category: z.string().max(120).optional(),
  author: idParamsSchema.shape.id.optional().describe("the author's user id: that author's page (/author/{id})"),
});
const LIST_TAGS = [cacheTags.newsLists];
/** Suggestions follow typing: a title's worth of text is plenty. */
const SUGGESTION_QUERY_MAX = 100;

/** Month and year as the school's calendar has them: "this year" is the year in TIME_ZONE. */
function monthQuerySchema(timeZone: string) {
  return pagingQuerySchema.extend(monthSearchSchema(() => currentYear(new Date(), timeZone)).shape);
}

export const publicNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cleanup = setInterval(
    () => {
      forgetOldViews(app.db, new Date()).catch((error) => app.log.warn({ err: error }, 'could not drop old views'));
    },
    60 * 60 * 1000,
  );
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  const checkpoints = new ListCheckpoints(app.db, {
    onBuildError: (error) => app.log.warn({ err: error }, 'could not build a list’s checkpoints; its pages are read the slow way'),
  });
  const storyAnswers = new StoryAnswers(app.db, app.log);
  // A public answer reads the cache before it is made, so a passed fence is heard of before the checkpoints are used.
  app.publicCache.onForget((tags) => {
    if (forgetsNewsLists(tags)) checkpoints.forget();
    storyAnswers.forget(tags);
  });
  // Kept answers made for another version are forgotten before the first reader; the fill goes on in the background.
  app.addHook('onReady', () => storyAnswers.start());
  app.addHook('onClose', () => storyAnswers.close());

  /** A page of public stories as kept, with its total and next page, for this request's address. */
  const publicPage = async (url: string, query: PagingQuery, filter: NewsFilter) => {
    const paging = pageRequest(query);
    const forgotten = storyAnswers.forgottenNow();
    const { rows, total } = await listPublicNews(checkpoints, filter, paging);
    return preparedList(url, await storyAnswers.publicJson(rows, forgotten), total, paging);
  };

  const publicList: EarlyAnswer<unknown, z.infer<typeof publicListQuerySchema>> = {
    tags: () => LIST_TAGS,
    keep: 'when-asked-again',
    make: async ({ query, url }) => {
      const filter: NewsFilter = { ...publishedScope(), authorId: query.author };
      if (query.category) {
        const category = await findCategoryBySlug(app.db, query.category);
        if (!category) return preparedList(url, [], 0, pageRequest(query));
        filter.categoryId = category.id;
      }
      return publicPage(url, query, filter);
    },
  };
  app.get(
    '/public-news',
    {
      schema: {
        tags: ['public'],
        summary: "Published items, newest published first; category (its slug or name) and author (a user's id) narrow them",
        querystring: publicListQuerySchema,
        response: listResponse,
      },
      config: { earlyAnswer: publicList },
    },
    async (request, reply) => sendEarlyAnswer(request, reply, publicList),
  );

  const publishedStory: EarlyAnswer<{ id: string }> = {
    tags: ({ params: { id } }) => [cacheTags.story(id), cacheTags.storyViews(id)],
    keep: 'when-asked-again',
    make: async ({ params: { id } }) => {
      const answer = await storyAnswers.publicAnswer(id);
      if (!answer) throw notFound(newsMessages.notFound);
      return answer;
    },
  };
  app.get(
    '/public-news/:id',
    {
      schema: { tags: ['public'], summary: 'One published item', params: idParamsSchema, response: { 200: newsSchema, ...errorResponses(404) } },
      config: { earlyAnswer: publishedStory },
    },
    async (request, reply) => sendEarlyAnswer(request, reply, publishedStory),
  );

  const relatedStories: EarlyAnswer<{ id: string }> = {
    tags: ({ params: { id } }) => [...LIST_TAGS, cacheTags.story(id)],
    make: async ({ params: { id } }) =>
      presentNewsRows(app.db, await relatedNews(app.db, await loadNewsFor(app.db, id, (story) => isOnPublicSite(story)))),
  };
  app.get(
    '/public-news/:id/related',
    {
      schema: {
        tags: ['public'],
        summary: `Up to ${RELATED_STORIES_MAX} published stories related to a published one: those sharing the most words of its title, then those of its category, newest first`,
        params: idParamsSchema,
        response: { 200: z.array(relatedStorySchema), ...errorResponses(404) },
      },
      config: { earlyAnswer: relatedStories },
    },
    async (request, reply) => sendEarlyAnswer(request, reply, relatedStories),
  );

  app.get(
    '/public-news/most-read',
    {
      schema: {
        tags: ['public'],
        summary: `"Most read this week": the ${MOST_READ_THIS_WEEK_COUNT} published stories most viewed in the last ${MOST_READ_THIS_WEEK_DAYS} days`,
        response: { 200: mostReadThisWeekSchema },
      },
    },
    async (request, reply) => sendPublicAnswer(request, reply, LIST_TAGS, () => mostReadThisWeek(app.db, app.config.timeZone)),
  );

  app.get(
    '/fuzzy-search-news',
    {
      onRequest: app.identify,
      schema: {
        tags: ['public'],
        summary: 'Typo-tolerant text search, title matches first; an ADMIN searches every status',
        description: `Totals are exact up to ${SEARCH_TOTAL_MAX} matches; above that total is ${SEARCH_TOTAL_MAX} with totalIsExact false (X-Total-Count-Exact: false), and pages past the ${SEARCH_TOTAL_MAX}th result are empty.`,
        querystring: pagingQuerySchema.extend({ query: searchQuerySchema(200) }),
        response: { 200: newsSearchListSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const task = {
        kind: 'search' as const,
        query: request.query.query,
        scope: newsSearchScopeFor(request.user),
        paging: pageRequest(request.query),
        url: request.url,
        forgotten: storyAnswers.forgottenNow(),
      };
      // A search is kept once asked again: most queries are asked once, and keeping each at once let new unpaged
      // searches (350 kB an answer) push out the pages readers ask for again, their bytes waiting dead for the
      // collector's next full pass (load bench, 50 connections of new unpaged searches: peak RSS 256-257 -> 241-248 MB).
      // A query asked by many at once (a class's homework) is still made once: callers share the load.
      if (isPublicScope(task.scope)) {
        return sendPublicJson(request, reply, LIST_TAGS, (signal) => app.heavyWork.run(task, signal), 'when-asked-again');
      }
      cachePublicly(request, reply);
      const { body, headers } = await app.heavyWork.run(task, clientGone(reply));
      return sendCachedAnswer(request, reply, new CachedAnswer(body, JSON_TYPE, headers));
    },
  );

  app.get(
    '/search-suggestions',
    {
      schema: {
        tags: ['public'],
        summary: `Up to ${SEARCH_SUGGESTIONS_MAX} titles of published items holding every word typed, the last one possibly unfinished`,
        querystring: z.object({
          query: z
            .string({ error: searchMessages.suggestionQueryRequired })
            .max(SUGGESTION_QUERY_MAX, { error: searchMessages.queryTooLong(SUGGESTION_QUERY_MAX) }),
        }),
        response: { 200: suggestionsSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, LIST_TAGS, (signal) => app.heavyWork.run({ kind: 'suggest', query: request.query.query }, signal)),
  );

  const monthQuery = monthQuerySchema(app.config.timeZone);
  const monthList: EarlyAnswer<unknown, z.infer<typeof monthQuery>> = {
    tags: () => LIST_TAGS,
    keep: 'when-asked-again',
    make: async ({ query, url }) => {
      const { from, before } = monthBounds(query.year, query.month, app.config.timeZone);
      return publicPage(url, query, { ...publishedScope(), publishedFrom: from.toISOString(), publishedBefore: before.toISOString() });
    },
  };
  app.get(
    '/search-by-month-news',
    {
      schema: {
        tags: ['public'],
        summary: "Published items whose publication date falls in the month, by the school's calendar (TIME_ZONE)",
        querystring: monthQuery,
        response: listResponse,
      },
      config: { earlyAnswer: monthList },
    },
    async (request, reply) => sendEarlyAnswer(request, reply, monthList),
  );

  app.post(
    '/view-news/:id',
    {
      config: { rateLimit: { max: app.config.publicWriteLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Record a view; each viewer (address + Visitor-Id) counts once per item per 24 hours',
        params: idParamsSchema,
        querystring: z.object({
          viewerIp: z.string().max(100).optional().describe('accepted for compatibility; the server identifies the viewer itself'),
        }),
        response: { 200: z.object({ views: z.number().int(), counted: z.boolean() }), ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const row = await loadNewsFor(app.db, request.params.id, (story) => countsViews(story));
      const visitorId = request.headers['visitor-id'];
      const viewer = viewerKey(request.ip, typeof visitorId === 'string' ? visitorId : undefined);
      const counted = await recordView(app.db, row.id, viewer, new Date(), app.config.timeZone);
      // The story's own answers show its count; lists catch up within the cache's maximum age.
      if (counted) app.publicCache.invalidate([cacheTags.storyViews(row.id)]);
      return { views: row.views + (counted ? 1 : 0), counted };
    },
  );

  app.get(
    '/news/views/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['public'],
        summary: 'How many times an item was viewed',
        params: idParamsSchema,
        response: { 200: z.number().int(), ...errorResponses(404) },
      },
    },
    async (request) => (await loadNewsFor(app.db, request.params.id, (story) => canSeeViews(request.user, story))).views,
  );
};
