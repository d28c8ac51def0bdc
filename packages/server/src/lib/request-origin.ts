/** The site's origin as the client reached it (behind a proxy, TRUST_PROXY makes it the public one). */
import type { FastifyRequest } from 'fastify';

export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
