/**
 * Starts the service worker (pwa/service-worker.ts) once the app runs, never before: a reader's first page loads
 * nothing it does not need, and the worker's first download (the shell it keeps) comes after the page is usable.
 * Development serves no worker, so a change is never hidden behind a kept copy.
 */
export const SERVICE_WORKER_URL = '/service-worker.js';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The site works without it (a private window, a browser that refuses): nothing to tell the reader.
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}
