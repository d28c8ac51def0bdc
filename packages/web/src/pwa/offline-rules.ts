/**
 * What the service worker keeps for a reader on a weak connection, decided by address and by what the server says
 * of each answer, so nothing private (a reviewer's photo, a visitor's own pending comment) is ever kept on a phone.
 */

/** The pages a reader reads, rendered on the server: the home, a category, a story, an author. */
const READER_PAGE = /^\/(?:$|category\/[^/]+\/?$|view-news\/[^/]+\/?$|author\/[^/]+\/?$)/;

export function isReaderPage(pathname: string): boolean {
  return READER_PAGE.test(pathname);
}

/** Hashed build files: a name is never reused for other bytes. */
export function isAppFile(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

export function isImage(pathname: string): boolean {
  return pathname.startsWith('/media/') || pathname.startsWith('/api/v1/settings/logo/') || pathname.startsWith('/app-icons/');
}

/**
 * A reader's API read: not a signed-in caller's (the back office is never kept), and not the notification stream,
 * which must reach the page as it flows, never through a cache's strategy (held there, it ends and starts again).
 */
export function isReaderApiRead(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    request.method === 'GET' &&
    pathname.startsWith('/api/v1/') &&
    !request.headers.has('authorization') &&
    !(request.headers.get('accept') ?? '').includes('text/event-stream')
  );
}

/**
 * Only answers the server marked public are kept: the API marks anything personal `private` or `no-store`, and the
 * media of unpublished stories are private.
 */
export function isPublicAnswer(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && /\bpublic\b/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
}

/**
 * Whether a kept answer is still within the lifetime the server gave it (`max-age` from its `Date`): past it the
 * network is asked first, and the kept copy is only the offline fallback. No lifetime, no freshness.
 */
export function isFresh(response: Response, now: number = Date.now()): boolean {
  const maxAge = /\bmax-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  const date = Date.parse(response.headers.get('date') ?? '');
  if (!maxAge || Number.isNaN(date)) return false;
  return now - date < Number(maxAge[1]) * 1000;
}

/** An answer saying the thing is gone (taken down, deleted): every kept copy of that address is dropped. */
export function isGone(response: Response): boolean {
  return response.status === 404 || response.status === 410;
}

/** Workbox's own caches (the app's files kept at install): what a sign-out leaves, as it holds nobody's reading. */
export function isAppShellCache(name: string): boolean {
  return name.startsWith('workbox-precache');
}

/** The name of the cache that holds the pages read, which the offline page lists. */
export const READER_PAGES_CACHE = 'reader-pages';
/** The last stories read that stay readable offline. */
export const READER_PAGES_KEPT = 30;
export const OFFLINE_PAGE = '/offline.html';
