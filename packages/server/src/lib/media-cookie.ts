/**
 * The media cookie. `<img>` sends no Authorization header, so signing in also hands the browser its session token
 * in an HttpOnly cookie that only requests under /media carry, for the photos of stories not yet public. It is the
 * very session of the bearer token: signing out revokes it, a password change ends it, and it expires with it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

const MEDIA_COOKIE = 'newsroom_media';

// Secure whenever the client reached the site over https (through TRUST_PROXY behind a proxy); Strict, so no
// other site's page can make the browser send it.
const cookieOptions: CookieSerializeOptions = { path: '/media', httpOnly: true, sameSite: 'strict', secure: 'auto' };

export function setMediaCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(MEDIA_COOKIE, token, { ...cookieOptions, maxAge: maxAgeSeconds });
}

export function clearMediaCookie(reply: FastifyReply): void {
  reply.clearCookie(MEDIA_COOKIE, cookieOptions);
}

/** The session token a media request carries in its cookie, if any. */
export function mediaCookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[MEDIA_COOKIE] : undefined;
}
