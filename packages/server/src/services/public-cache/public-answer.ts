/**
 * Public GET answers served from the public cache: the first request makes the answer (validated by its route's
 * response schema, serialized once), later ones send the same bytes until a write names one of its tags.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { cachePublicly } from '../../lib/http-cache.js';
import { CachedAnswer, sendCachedAnswer } from './cached-answer.js';
import { originOf } from '../../lib/request-origin.js';
import { requestLanguage } from '../../lib/request-language.js';

/**
 * Where a public answer is kept: its address as the client asked for it (the origin too: pages carry absolute links),
 * and for a page the language it is rendered in, so one reader's language is never served to another. The API's
 * public answers hold no words of the site's own, so one copy serves both languages.
 */
export const publicAnswerKey = (request: FastifyRequest): string => {
  const key = `${originOf(request)}${request.url}`;
  return request.url.startsWith('/api/') || requestLanguage(request) === 'en' ? key : `${key} fil`;
};

/** Headers a list sets that describe the bytes, so a cache hit must send them too. */
const ANSWER_HEADERS = ['x-total-count', 'link'];

function responseSchemaOf(request: FastifyRequest): ZodType | undefined {
  const response = request.routeOptions.schema?.response as Record<string, ZodType> | undefined;
  return response?.[200];
}

export async function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  tags: readonly string[],
  make: () => Promise<unknown>,
  /** Instead of the usual brief public caching (e.g. `public, no-cache` for what must show at once). */
  cacheControl?: string,
): Promise<FastifyReply> {
  const answer = await request.server.publicCache.remember(publicAnswerKey(request), tags, async () => {
    const payload = await make();
    const schema = responseSchemaOf(request);
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    return new CachedAnswer(JSON.stringify(schema ? schema.parse(payload) : payload), 'application/json; charset=utf-8', headers);
  });
  if (cacheControl) reply.header('cache-control', cacheControl);
  else cachePublicly(request, reply);
  return sendCachedAnswer(request, reply, answer);
}
