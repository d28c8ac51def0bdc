/** Test environment: jest-dom matchers, the browser APIs Mantine needs that jsdom lacks, a clean slate per test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Every catalog loaded at once, as on the server: a component's words are there on its first render.
import '../i18n/all-catalogs';
import { i18n } from '../i18n/i18n';

// The back-office chunk is imported on first use, and CI machines can be busy: be patient before failing.
configure({ asyncUtilTimeout: 20_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// The photo carousel (embla) watches which slides are in view.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A test that switched to Filipino leaves the next one in English, as a new visitor finds the site.
afterEach(async () => {
  document.cookie = 'language=; Path=/; Max-Age=0';
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
