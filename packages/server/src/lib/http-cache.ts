/** Cache headers for public reads: shared caches may keep them briefly; anything personal is never stored. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function cachePublicly(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 30): void {
  // A visitor may see their own pending comments; a signed-in caller's answers are never stored (private-answers).
  if (request.headers.authorization || request.headers['visitor-id']) {
    reply.header('cache-control', 'private, no-cache');
    return;
  }
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 2}`);
}
