/* global document, window, caches, DOMParser */
// The offline page's list: the pages the service worker kept (pwa/service-worker.ts, cache "reader-pages"), by title.
document.getElementById('retry').addEventListener('click', () => window.location.reload());

async function listKeptPages() {
  if (!('caches' in window)) return;
  const cache = await caches.open('reader-pages');
  const requests = await cache.keys();
  const list = document.getElementById('kept-list');
  for (const request of requests.reverse()) {
    const response = await cache.match(request);
    if (!response) continue;
    const title = new DOMParser().parseFromString(await response.text(), 'text/html').title || new URL(request.url).pathname;
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = request.url;
    link.textContent = title;
    item.append(link);
    list.append(item);
  }
  document.getElementById('kept').hidden = list.childElementCount === 0;
}

listKeptPages();
