import { describe, expect, it } from 'vitest';
import { isAppShellCache, isFresh, isGone, isPublicAnswer, isReaderApiRead, isReaderPage } from './offline-rules';

describe('what the service worker keeps', () => {
  it("keeps the reader's pages, never the back office's or the login", () => {
    for (const page of ['/', '/category/sports', '/view-news/5b0c', '/view-news/5b0c/', '/author/7d1e']) expect(isReaderPage(page), page).toBe(true);
    for (const page of ['/login', '/news-management', '/dashboard', '/site-settings', '/view-news', '/category/sports/extra', '/contribute'])
      expect(isReaderPage(page), page).toBe(false);
  });

  it('keeps only answers the server marked public', () => {
    const answer = (status: number, cacheControl?: string) =>
      new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
    expect(isPublicAnswer(answer(200, 'public, max-age=30, stale-while-revalidate=60'))).toBe(true);
    expect(isPublicAnswer(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(isPublicAnswer(answer(200, 'private, no-cache'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isPublicAnswer(answer(200))).toBe(false);
    expect(isPublicAnswer(answer(404, 'public, max-age=30'))).toBe(false);
  });

  it("goes between a reader's API reads and the network, never between the back office's or the notification stream's", () => {
    const read = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      isReaderApiRead(new Request(`https://news.school.test${path}`, { method, headers }));
    expect(read('/api/v1/public-news?page=1&size=12')).toBe(true);
    expect(read('/api/v1/settings')).toBe(true);
    expect(read('/api/v1/news/1', { authorization: 'Bearer abc' })).toBe(false);
    expect(read('/api/v1/news/notifications/stream?ticket=t', { accept: 'text/event-stream' })).toBe(false);
    expect(read('/api/v1/comments/1', {}, 'POST')).toBe(false);
    expect(read('/view-news/1')).toBe(false);
  });

  it("uses a kept image only within the server's lifetime", () => {
    const sent = Date.parse('2026-11-27T08:00:00Z');
    const kept = (cacheControl: string | null, date: string | null = new Date(sent).toUTCString()) =>
      new Response('x', { headers: { ...(cacheControl ? { 'cache-control': cacheControl } : {}), ...(date ? { date } : {}) } });
    expect(isFresh(kept('public, max-age=3600'), sent + 59 * 60 * 1000)).toBe(true);
    expect(isFresh(kept('public, max-age=3600'), sent + 61 * 60 * 1000)).toBe(false);
    expect(isFresh(kept('public, max-age=31536000, immutable'), sent + 30 * 24 * 3600 * 1000)).toBe(true);
    expect(isFresh(kept('public'), sent)).toBe(false);
    expect(isFresh(kept('public, max-age=3600', null), sent)).toBe(false);
  });

  it('drops what the server says is gone, and keeps only the app shell through a sign-out', () => {
    expect([404, 410, 200, 500, 503].map((status) => isGone(new Response(null, { status })))).toEqual([true, true, false, false, false]);
    expect(isAppShellCache('workbox-precache-v2-https://news.school.test/')).toBe(true);
    for (const name of ['images', 'reader-pages', 'reader-data', 'app-files']) expect(isAppShellCache(name)).toBe(false);
  });
});
