import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicCache } from '../services/public-cache/public-cache.js';
import { sendEarlyAnswer, type EarlyAnswer } from '../services/public-cache/public-answer.js';
import { cachePublicly } from '../lib/http-cache.js';
import { PreparedJson } from '../lib/json-answer.js';
import publicAnswerFastPath from './public-answer-fast-path.js';

/**
 * The fast path on a small app of its own: a route with an early answer, behind a hook that stands for the ones the
 * real app runs (helmet, the rate limits), which counts the requests that pass through it.
 */
describe('public answers made before the hooks (early answers)', () => {
  const THING = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
  const OTHER = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
  const MISSING = '9f2c5a47-3a38-4a8e-9b1e-4d2f35b0c6a1';
  let app: FastifyInstance;
  let hooked = 0;
  let made = 0;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(publicAnswerFastPath);
    app.decorate('publicCache', new PublicCache());
    app.addHook('onRequest', async (_request, reply) => {
      hooked += 1;
      reply.header('x-hooked', 'yes');
    });
    const thing: EarlyAnswer<{ id: string }> = {
      tags: ({ params: { id } }) => [`thing:${id}`],
      make: async ({ params: { id } }) => {
        made += 1;
        if (id === MISSING) throw Object.assign(new Error('No such thing.'), { statusCode: 404 });
        return { id, name: `thing ${id}` };
      },
    };
    app.withTypeProvider<ZodTypeProvider>().get(
      '/things/:id',
      {
        schema: { params: z.object({ id: z.string().uuid() }), response: { 200: z.object({ id: z.string(), name: z.string() }) } },
        config: { earlyAnswer: thing },
      },
      async (request, reply) => {
        cachePublicly(request, reply);
        return sendEarlyAnswer(request, reply, thing);
      },
    );
    const page: EarlyAnswer<unknown, { page: number }> = {
      tags: () => ['pages'],
      make: async ({ query, url }) => {
        made += 1;
        const headers: Record<string, string> = { 'x-total-count': '3' };
        if (query.page < 3) headers.link = `<${url.replace(/page=\d+/, `page=${query.page + 1}`)}>; rel="next"`;
        return new PreparedJson(JSON.stringify({ page: query.page }), headers);
      },
    };
    app.withTypeProvider<ZodTypeProvider>().get(
      '/pages',
      {
        schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }), response: { 200: z.object({ page: z.number() }) } },
        config: { earlyAnswer: page },
      },
      async (request, reply) => {
        cachePublicly(request, reply);
        return sendEarlyAnswer(request, reply, page);
      },
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers the route the usual way until one answer has gone out, then answers what is not cached before the hooks', async () => {
    const first = await app.inject({ method: 'GET', url: `/things/${THING}` });
    expect(first.statusCode).toBe(200);
    expect(hooked).toBe(1);

    const other = await app.inject({ method: 'GET', url: `/things/${OTHER}` });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ id: OTHER, name: `thing ${OTHER}` });
    expect(hooked).toBe(1);
    expect(made).toBe(2);
    // With the headers the hooks gave the route's first answer.
    const withoutOwn = (headers: Record<string, unknown>) => {
      const { etag: _etag, date: _date, 'content-length': _length, connection: _connection, ...rest } = headers;
      return rest;
    };
    expect(withoutOwn(other.headers)).toEqual(withoutOwn(first.headers));
    expect(other.headers['x-hooked']).toBe('yes');
    expect(other.headers.etag).not.toBe(first.headers.etag);

    // Kept, as any public answer: the next request is a cache hit.
    const again = await app.inject({ method: 'GET', url: `/things/${OTHER}`, headers: { 'if-none-match': String(other.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(made).toBe(2);
  });

  it('answers a route by its query, each answer with headers of its own, and leaves a query it refuses to the usual way', async () => {
    const first = await app.inject({ method: 'GET', url: '/pages?page=1' });
    expect(first.headers.link).toBe('</pages?page=2>; rel="next"');
    const before = hooked;
    const last = await app.inject({ method: 'GET', url: '/pages?page=3' });
    expect(last.json()).toEqual({ page: 3 });
    expect(last.headers['x-total-count']).toBe('3');
    expect(last.headers.link).toBeUndefined();
    expect(last.headers['x-hooked']).toBe('yes');
    const second = await app.inject({ method: 'GET', url: '/pages?page=2' });
    expect(second.headers.link).toBe('</pages?page=3>; rel="next"');
    expect(hooked).toBe(before);

    const refused = await app.inject({ method: 'GET', url: '/pages?page=0' });
    expect(refused.statusCode).toBe(400);
    expect(hooked).toBe(before + 1);
  });

  it('leaves a failed answer, bad parameters and signed-in callers to the usual way, with its errors', async () => {
    await app.inject({ method: 'GET', url: `/things/${THING}` });
    const before = hooked;
    const missing = await app.inject({ method: 'GET', url: `/things/${MISSING}` });
    expect(missing.statusCode).toBe(404);
    expect(hooked).toBe(before + 1);

    const bad = await app.inject({ method: 'GET', url: '/things/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(hooked).toBe(before + 2);

    const signedIn = await app.inject({ method: 'GET', url: `/things/${OTHER}`, headers: { authorization: 'Bearer someone' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(hooked).toBe(before + 3);
  });
});
