/** Tells when the client of a request has gone (closed its connection) before its answer was sent. */
import type { FastifyReply } from 'fastify';

/** Aborts when the connection closes with the answer not yet written; never for an answer sent in full. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
