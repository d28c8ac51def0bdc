/** Cache headers for public reads: shared caches may keep them briefly; anything personal is never stored. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function cachePublicly(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 30): void {
  // A signed-in caller may see more than the public (an ADMIN's search sees every status).
  if (request.headers.authorization || request.headers['visitor-id']) {
    reply.header('cache-control', 'private, no-cache');
    return;
  }
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 2}`);
}
