import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app.js';
import { DatabaseBusy } from '../db/errors.js';
import { ApiError } from '../lib/api-error.js';
import errorsPlugin from './errors.js';

const INTERNAL = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };

function expectJsonError(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, statusCode: number) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) });
  expect(Object.keys(body).every((key) => ['statusCode', 'error', 'message', 'errors'].includes(key))).toBe(true);
  return body;
}

describe('errors plugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/validated',
      { schema: { body: z.object({ name: z.string().min(1, 'Name please.'), place: z.object({ room: z.string({ error: 'Room please.' }) }) }) } },
      async () => ({ ok: true }),
    );
    app.get('/api-error', async () => {
      throw new ApiError(409, 'Already taken.', [{ field: 'name', message: 'Already taken.' }]);
    });
    app.get('/boom', async () => {
      throw new Error('connection to postgres://admin:hunter2@db failed');
    });
    app.get('/client-error', async () => {
      throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    });
    app.get('/database-refused-value', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' });
    });
    app.get('/database-fault', async () => {
      throw Object.assign(new Error('relation "users" does not exist'), { code: '42P01', severity: 'ERROR' });
    });
    app.get('/database-busy', async () => {
      throw new DatabaseBusy();
    });
    app.get('/not-an-error', async () => {
      throw 'a bare string';
    });
  });

  afterAll(() => app.close());

  it('answers an ApiError with its status, message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api-error' });
    expectJsonError(response, 409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Already taken.',
      errors: [{ field: 'name', message: 'Already taken.' }],
    });
  });

  it('answers schema validation with 400, the first message, and every field (nested ones dotted)', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: { name: '', place: {} } });
    expectJsonError(response, 400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Name please.',
      errors: [
        { field: 'name', message: 'Name please.' },
        { field: 'place.room', message: 'Room please.' },
      ],
    });
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expectJsonError(response, 500);
    expect(response.json()).toEqual(INTERNAL);
    expect(response.body).not.toMatch(/hunter2|postgres|stack|at /);
  });

  it('answers 500 for something thrown that is not an Error', async () => {
    const response = await app.inject({ method: 'GET', url: '/not-an-error' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('a bare string');
  });

  it("keeps a client error's own status and message", async () => {
    const response = await app.inject({ method: 'GET', url: '/client-error' });
    expectJsonError(response, 413);
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('answers 400 when the database refuses a value (a data exception), without its details', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-refused-value' });
    expectJsonError(response, 400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Some fields are not valid.' });
  });

  it("answers 503 with Retry-After when too many queries wait for the database's connections, in the reader's language", async () => {
    const response = await app.inject({ method: 'GET', url: '/database-busy' });
    expectJsonError(response, 503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The site is busy right now. Please try again in a moment.',
    });
    const inFilipino = await app.inject({ method: 'GET', url: '/database-busy', headers: { 'accept-language': 'fil' } });
    expect(inFilipino.json().message).toBe('Abala ang site ngayon. Pakisubukang muli maya-maya.');
  });

  it('still answers 500 for other database failures', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-fault' });
    expect(response.json()).toEqual(INTERNAL);
  });
});

describeEachDatabase('error responses of the whole app', (t) => {
  beforeAll(() => {
    // Registered before the app is ready (the first inject readies it).
    t.app.get('/api/v1/test-only/boom', async () => {
      throw new Error('SELECT secret FROM somewhere failed');
    });
  });

  it('answers a body that is not JSON with a 400 JSON error', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expectJsonError(response, 400);
    expect(response.json().error).toBe('Bad Request');
  });

  it('answers an unknown API route with a 404 JSON error, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.inject({ method, url: '/api/v1/no-such-thing' });
      expectJsonError(response, 404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    }
  });

  it.each(['/category/Animo-Idol', '/user-management', '/read-news/123?from=home', '/'])(
    'serves the web app page for the client route %s',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<html/i);
    },
  );

  it('answers a missing file with 404, not with the page', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expectJsonError(response, 404);
  });

  it('answers an unexpected failure with a generic 500 and no stack', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expectJsonError(response, 500);
    expect(response.json()).toEqual(INTERNAL);
    expect(response.body).not.toMatch(/secret|SELECT|stack|\.ts/);
  });

  it('never answers 500 for text the database cannot store', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'ad\u0000min', password: 'x' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
