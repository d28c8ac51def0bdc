import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { TestApp } from '../../test/helpers/test-app.js';
import { appLoggerOptions, withoutSecrets } from './logged-request.js';

it('hides the values of tokens, tickets and e-mail addresses in an address, and nothing else', () => {
  expect(withoutSecrets('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[hidden]');
  expect(withoutSecrets('/api/v1/news/notifications/stream?lang=fil&ticket=xyz&b=1')).toBe(
    '/api/v1/news/notifications/stream?lang=fil&ticket=[hidden]&b=1',
  );
  expect(withoutSecrets('/api/v1/invitations/by-token/abc-DEF_123?x=1')).toBe('/api/v1/invitations/by-token/[hidden]?x=1');
  expect(withoutSecrets('/subscribe?email=parent%40school.test')).toBe('/subscribe?email=[hidden]');
  expect(withoutSecrets('/view-news/42?page=2')).toBe('/view-news/42?page=2');
  // What an ADMIN searches the newsletter's list for is part of an address; a search of stories stays.
  expect(withoutSecrets('/api/v1/subscribers?page=2&q=ana%40school&size=50')).toBe('/api/v1/subscribers?page=2&q=[hidden]&size=50');
  expect(withoutSecrets('/api/v1/subscribers?q=ana')).toBe('/api/v1/subscribers?q=[hidden]');
  expect(withoutSecrets('/api/v1/news?q=ana')).toBe('/api/v1/news?q=ana');
});

const t = new TestApp('sqlite');
const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  await t.prepare();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(t.config, { logger: { ...appLoggerOptions('info'), stream } });
});
afterAll(async () => {
  await app.close();
  await t.stop();
});

it('logs a password reset link opened in the browser without its token', async () => {
  await app.inject({ method: 'GET', url: '/reset-password?token=secret-reset-token', headers: { accept: 'text/html' } });
  const logged = lines.join('');
  expect(logged).toContain('/reset-password?token=[hidden]');
  expect(logged).not.toContain('secret-reset-token');
});

it("logs the subscribe page, reached by the footer's form before its script, without the reader's address", async () => {
  await app.inject({ method: 'GET', url: '/subscribe?email=parent%40school.test', headers: { accept: 'text/html' } });
  const logged = lines.join('');
  expect(logged).toContain('/subscribe?email=[hidden]');
  expect(logged).not.toContain('school.test');
});
