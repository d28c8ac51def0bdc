/**
 * The ceiling for the HTTP bench: a bare Fastify server that answers each measured path with the bytes and headers
 * the real server gave, and does nothing else. Whatever the real server spends beyond this is its own work.
 *
 *   PORT=3100 node --import tsx bench/bare-server.ts answers.json
 */
import Fastify from 'fastify';
import { loadBareAnswers } from './bare-answers.js';

const answers = loadBareAnswers(process.argv[2]!);
const app = Fastify({ logger: false });
app.get('/bare-health', async () => 'ok');
// One catch-all route and a map look-up: the paths differ only in their query strings, which routing ignores.
app.get('*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
