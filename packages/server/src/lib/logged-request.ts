/**
 * What the log keeps of a request: Fastify's usual fields, with the values of secrets that travel in addresses (a
 * password reset or invitation link's `token`, the notification stream's one-time `ticket`, an invitation's token in
 * GET /api/v1/invitations/by-token/{token}) left out. A reset link opened in the browser is a
 * GET /reset-password?token=… the server logs; anyone reading the log could otherwise use it. So is a reader's e-mail
 * address (`email`), which the subscribe form sent before the page's script had come carries to GET /subscribe?email=…,
 * and what an ADMIN searches the newsletter's list for (`q` of GET /api/v1/subscribers), part of an address:
 * subscribers never appear in the logs (issue 26).
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETER = /([?&](?:token|ticket|email)=)[^&#]*/gi;
const SECRET_SEGMENT = /(\/by-token\/)[^/?#]*/gi;
const ADDRESS_SEARCH = /^(\/api\/v1\/subscribers[^?#]*\?(?:[^#]*&)?q=)[^&#]*/i;

export const withoutSecrets = (url: string): string =>
  url.replace(SECRET_PARAMETER, '$1[hidden]').replace(SECRET_SEGMENT, '$1[hidden]').replace(ADDRESS_SEARCH, '$1[hidden]');

function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options: the level, and requests as loggedRequest writes them. */
export const appLoggerOptions = (level: string) => ({ level, serializers: { req: loggedRequest } });
