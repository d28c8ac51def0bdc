/**
 * Public GET answers served from the public cache: the first request makes the answer (validated by its route's
 * response schema, serialized once), later ones send the same bytes until a write names one of its tags.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { cachePublicly } from '../../lib/http-cache.js';
import type { KeepPolicy } from './public-cache.js';
import { CachedAnswer, JSON_TYPE, sendCachedAnswer, withRouteHeaders, writeCachedAnswer } from './cached-answer.js';
import { originOf } from '../../lib/request-origin.js';
import { requestLanguage } from '../../lib/request-language.js';
import { clientGone } from '../../lib/client-gone.js';
import { PreparedJson, type JsonAnswer } from '../../lib/json-answer.js';

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
const ANSWER_HEADERS = ['x-total-count', 'x-total-count-exact', 'link'];

function responseSchemaOf(request: FastifyRequest): ZodType | undefined {
  const response = request.routeOptions.schema?.response as Record<string, ZodType> | undefined;
  return response?.[200];
}

/**
 * Serves the cached answer for this request, or the one `make` makes; the make stops when every client asking has gone.
 * A signed-in caller (one who sends a token) is always answered fresh: after saving something through one instance,
 * they read it back through whichever answers next, whose cache may not have heard of that write yet.
 */
async function sendRemembered(
  request: FastifyRequest,
  reply: FastifyReply,
  tags: readonly string[],
  make: (signal: AbortSignal) => Promise<CachedAnswer>,
  cacheControl: string | undefined,
  keep: KeepPolicy,
): Promise<FastifyReply> {
  const answer = request.headers.authorization
    ? await make(clientGone(reply))
    : await request.server.publicCache.remember(publicAnswerKey(request), tags, make, clientGone(reply), keep);
  if (cacheControl) reply.header('cache-control', cacheControl);
  else cachePublicly(request, reply);
  return sendCachedAnswer(request, reply, answer);
}

/**
 * A public JSON answer ready to keep: checked by the route's response schema, serialized once, with its own headers;
 * a PreparedJson was checked and serialized when it was made.
 */
function jsonAnswer(request: FastifyRequest, payload: unknown, headers: Record<string, string>): CachedAnswer {
  if (payload instanceof PreparedJson) return new CachedAnswer(payload.body, JSON_TYPE, { ...headers, ...payload.headers });
  const schema = responseSchemaOf(request);
  return new CachedAnswer(JSON.stringify(schema ? schema.parse(payload) : payload), JSON_TYPE, headers);
}

export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  tags: readonly string[],
  make: (signal: AbortSignal) => Promise<unknown>,
  options: {
    /** Instead of the usual brief public caching (e.g. `public, no-cache` for what must show at once). */
    cacheControl?: string;
    /** When the made answer is kept in memory (PublicCache's KeepPolicy). */
    keep?: KeepPolicy;
  } = {},
): Promise<FastifyReply> {
  return sendRemembered(
    request,
    reply,
    tags,
    async (signal) => {
      const payload = await make(signal);
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      return jsonAnswer(request, payload, headers);
    },
    options.cacheControl,
    options.keep ?? 'at-once',
  );
}

/**
 * A public answer made from its route's parameters and query alone (checked by the route's schemas), with the route's
 * usual caching and headers. A route that declares one (`config.earlyAnswer`) serves it through sendEarlyAnswer too,
 * so its answers not yet cached (the long tail: a crawler, an old story's first reader, a deep page of a list) skip the
 * hook chain as cached ones do. What it makes carries every header of its own (a list's PreparedJson): none is set
 * on a reply.
 */
export interface EarlyAnswer<Params = unknown, Query = unknown> {
  tags(request: EarlyRequest<Params, Query>): readonly string[];
  /** When a made answer is kept in memory; at once unless it says otherwise. */
  keep?: KeepPolicy;
  make(request: EarlyRequest<Params, Query>, signal: AbortSignal): Promise<unknown>;
}

/** What an early answer is made from: the route's parameters and query, as its schemas give them, and the address. */
export interface EarlyRequest<Params, Query> {
  params: Params;
  query: Query;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    earlyAnswer?: EarlyAnswer<any, any>;
  }
}

export function sendEarlyAnswer<Params, Query>(
  request: FastifyRequest & EarlyRequest<Params, Query>,
  reply: FastifyReply,
  early: EarlyAnswer<Params, Query>,
) {
  return sendPublicAnswer(request, reply, early.tags(request), (signal) => early.make(request, signal), { keep: early.keep });
}

/** The request as its route's schemas read it, or undefined when they refuse it. */
function earlyRequestOf(request: FastifyRequest): EarlyRequest<unknown, unknown> | undefined {
  const schema = request.routeOptions.schema as { params?: ZodType; querystring?: ZodType } | undefined;
  const params = schema?.params ? schema.params.safeParse(request.params) : { success: true as const, data: request.params };
  const query = schema?.querystring ? schema.querystring.safeParse(request.query) : { success: true as const, data: request.query };
  return params.success && query.success ? { params: params.data, query: query.data, url: request.url } : undefined;
}

/**
 * Answers an anonymous request of a route with an early answer before any hook runs, once `routeHeaders` (what the
 * route's answers went out with) are known. False when it could not: the parameters are not the route's, or the
 * answer failed (a missing story, the database away); the usual way then answers, with its errors and their texts.
 */
export async function answerEarly(request: FastifyRequest, reply: FastifyReply, routeHeaders: readonly string[]): Promise<boolean> {
  const early = request.routeOptions.config.earlyAnswer;
  const input = early && earlyRequestOf(request);
  if (!early || !input) return false;
  // An answer kept only when asked again is cheap to make (a story's kept answer, one read): nothing is saved by
  // stopping it, and watching its client cost each request two abort signals and a listener.
  const gone = early.keep === 'when-asked-again' ? undefined : clientGone(reply);
  let answer: CachedAnswer;
  try {
    answer = await request.server.publicCache.remember(
      publicAnswerKey(request),
      early.tags(input),
      async (signal) => jsonAnswer(request, await early.make(input, signal), {}),
      gone,
      early.keep,
    );
  } catch {
    if (!gone?.aborted) return false;
    reply.hijack();
    reply.raw.destroy();
    return true;
  }
  reply.hijack();
  writeCachedAnswer(request.raw, reply.raw, withRouteHeaders(answer, routeHeaders));
  return true;
}

/** As sendPublicAnswer, for an answer made (checked and serialized) elsewhere: a worker thread's search. */
export function sendPublicJson(
  request: FastifyRequest,
  reply: FastifyReply,
  tags: readonly string[],
  make: (signal: AbortSignal) => Promise<JsonAnswer>,
  keep: KeepPolicy = 'at-once',
) {
  return sendRemembered(
    request,
    reply,
    tags,
    async (signal) => {
      const { body, headers } = await make(signal);
      return new CachedAnswer(
        body,
        JSON_TYPE,
        Object.fromEntries(ANSWER_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]!])),
      );
    },
    undefined,
    keep,
  );
}
