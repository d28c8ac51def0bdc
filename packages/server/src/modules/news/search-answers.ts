/**
 * The searches' answers as the API sends them (checked against the routes' response schemas, serialized), made
 * wherever the work runs: in a worker thread (services/work-pool), or on the event loop when there is none. The pool
 * is handed them (newsSearchAnswers) by app.ts and by the thread's entry, src/heavy-worker.ts.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { newsSchema, newsSearchPageSchema, pageOf, publishedScope, searchSnippetSchema, searchSuggestionSchema } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { JsonAnswer } from '../../lib/json-answer.js';
import { boundedListAnswer, listJson } from '../../lib/paging.js';
import { searchNews, suggestTitles } from '../../services/search/news-search.js';
import type { SearchAnswers, SearchRequest } from '../../services/work-pool/heavy-tasks.js';
import { keptStoriesJson } from './story-answers.js';

/** Every list of stories: SPEC's plain array, or the page envelope. */
export const newsListSchema = z.union([z.array(newsSchema), pageOf(newsSchema)]);
/** The text search's answer: SPEC's plain array, or the page envelope saying whether its total is exact. */
export const newsSearchListSchema = z.union([z.array(newsSchema), newsSearchPageSchema]);
export const suggestionsSchema = z.array(searchSuggestionSchema);

/** The text search's answer. `stillWanted` throws once the client has gone, between the search and presenting. */
async function searchAnswer(db: Kysely<Database>, request: SearchRequest, stillWanted: () => void): Promise<JsonAnswer> {
  const { paging, scope } = request;
  const { ids, snippets, ...total } = await searchNews(db, request.query, { ...scope, limit: paging.limit, offset: paging.offset });
  stillWanted();
  const items = await keptStoriesJson(db, ids, request.forgotten, (id) => {
    const snippet = snippets.get(id);
    return snippet ? `,"snippet":${JSON.stringify(searchSnippetSchema.parse(snippet))}` : '';
  });
  const { headers } = boundedListAnswer(request.url, items, total, paging);
  return { body: listJson(items, paging, { total: total.total, totalIsExact: total.totalIsExact }), headers };
}

/** Titles to offer under the public search box. */
async function suggestionsAnswer(db: Kysely<Database>, query: string): Promise<JsonAnswer> {
  const suggestions = await suggestTitles(db, query, publishedScope());
  return { body: JSON.stringify(suggestionsSchema.parse(suggestions)), headers: {} };
}

export const newsSearchAnswers: SearchAnswers = { search: searchAnswer, suggest: suggestionsAnswer };
