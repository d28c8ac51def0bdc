/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa with Workbox): the app's shell and the offline page are kept at
 * install; the pages, data and images a reader opens are kept as they are read, the newest always fetched first, so
 * on a weak connection the site opens and what was read before can be read again. Anything else goes to the network.
 * Images are used from the cache only within the lifetime the server gave them; an address that answers 404 or 410
 * (a story taken down) is dropped from every cache, so it is not readable offline after it is gone. A breaking news
 * alert (Web Push) shows as a notification, and clicking it opens the story.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  isAppFile,
  isFresh,
  isGone,
  isImage,
  isPublicAnswer,
  isReaderApiRead,
  isReaderPage,
  OFFLINE_PAGE,
  READER_PAGES_CACHE,
  READER_PAGES_KEPT,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** A slow network is given this long before the copy read last time is shown instead. */
const NETWORK_WAIT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

const onlyPublic: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null) };

async function forgetEverywhere(url: string): Promise<void> {
  for (const name of await caches.keys()) await (await caches.open(name)).delete(url, { ignoreVary: true });
}

/** What the network says is gone leaves every cache. */
const forgetGone: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (isGone(response)) await forgetEverywhere(request.url);
    return response;
  },
};

/**
 * Cache first only while the server's lifetime holds; past it the network is asked, and the kept copy answers only
 * when the network cannot (offline).
 */
function withinLifetime(cacheName: string): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && isFresh(cachedResponse) ? cachedResponse : null),
    handlerDidError: async ({ request }) => (await caches.match(request, { cacheName })) ?? undefined,
  };
}

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isReaderPage(url.pathname),
  new NetworkFirst({
    cacheName: READER_PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    // A page is `no-cache` (always asked again) rather than public, so it is kept on its status alone: reader pages
    // hold nothing personal, and a signed-in caller's rendering is never asked for by a navigation.
    plugins: [forgetGone, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: READER_PAGES_KEPT })],
    // Pages vary on the language cookie and header; offline, the copy read last is the one to show.
    matchOptions: { ignoreVary: true },
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isAppFile(url.pathname),
  new CacheFirst({ cacheName: 'app-files', plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS })] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isImage(url.pathname),
  new CacheFirst({
    cacheName: 'images',
    plugins: [forgetGone, withinLifetime('images'), onlyPublic, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && isReaderApiRead(request),
  new NetworkFirst({
    cacheName: 'reader-data',
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [forgetGone, onlyPublic, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS })],
  }),
);

// The page open when the worker arrived was loaded before it: keep it too, so the first story read is not the one lost.
async function keepOpenReaderPages(): Promise<void> {
  const cache = await caches.open(READER_PAGES_CACHE);
  const windows = await self.clients.matchAll({ type: 'window' });
  const pages = windows.map((client) => new URL(client.url)).filter((url) => sameOrigin(url) && isReaderPage(url.pathname));
  // A page that cannot be fetched now is simply not kept.
  await Promise.all(pages.map((url) => cache.add(url.href).catch(() => undefined)));
}
self.addEventListener('activate', (event) => event.waitUntil(keepOpenReaderPages()));

// A page that is neither on the network nor kept: say so plainly, and list what can be read.
setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

/** A breaking news alert as the server sends it (server: modules/push/alert-sender.ts). */
interface BreakingAlert {
  title?: string;
  body?: string;
  icon?: string;
  /** The story's page, a path on this site. */
  url?: string;
}

function alertOf(event: PushEvent): BreakingAlert {
  try {
    return (event.data?.json() as BreakingAlert | undefined) ?? {};
  } catch {
    return {};
  }
}

/** Only a page of this site opens from a notification. */
function pageOf(url: unknown): string {
  const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return page.origin === self.location.origin ? page.href : self.location.origin;
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event);
  if (!alert.title) return;
  event.waitUntil(self.registration.showNotification(alert.title, { body: alert.body, icon: alert.icon, data: { url: pageOf(alert.url) } }));
});

// The story's page: focused if a window shows it already, otherwise opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
