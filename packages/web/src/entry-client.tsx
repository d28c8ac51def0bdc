/**
 * The browser's entry: styles in their order, then the app. A page the server rendered (a public page, with its
 * data in the page) is hydrated: the same tree over the same markup, with the server's data, so nothing flashes
 * and nothing is fetched again. Any other page (the back office, the login) arrives as an empty shell and is
 * rendered here.
 */
import './app/mantine-styles';
import './app/global.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { APP_READY_CALLBACK, APP_STARTED_ATTRIBUTE, DEFAULT_LANGUAGE, parseLanguage, TIME_ZONE_META_NAME } from '@newsroom/shared';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { changeAppLanguage, namespacesOfPage } from './i18n/i18n';
import { detectLanguage, followChoice } from './i18n/language-choice';
import { rememberWrittenDates, setDisplayTimeZone } from './lib/format-date';
import { readPageData, restorePageQueries } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './pwa/register-service-worker';

/**
 * Loads the code of the lazy routes the page shows (the article), as the server had it when rendering: hydrating
 * before it arrived would render the loading fallback over the server's markup.
 */
async function loadLazyRoutesOf(location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Says that the app runs the page, once its first render (or the hydration of the server's markup) is committed: the
 * page's start script (shared/app-start.ts) then presses again the buttons the reader pressed meanwhile, now with
 * their handlers.
 */
function AnnounceStarted(): ReactNode {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    void followChoice();
    (window as unknown as Record<string, (() => void) | undefined>)[APP_READY_CALLBACK]?.();
    registerServiceWorker();
  }, []);
  return null;
}

function appWith(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <AnnounceStarted />
    </StrictMode>
  );
}

/** Hydrates a page the server rendered, or renders one it did not; no top-level await, so the lazy chunks can share this one's modules. */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const timeZone = document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META_NAME}"]`)?.content;
  if (timeZone) setDisplayTimeZone(timeZone);
  const pageData = readPageData(document);
  const queryClient = createQueryClient();
  if (pageData && container.firstElementChild) {
    // Hydrated in the language the server wrote the page in, with the catalogs it used.
    const language = parseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
    await Promise.all([loadLazyRoutesOf(window.location), changeAppLanguage(language, namespacesOfPage(document))]);
    // After the language is set: setting it forgets the dates written in another.
    rememberWrittenDates(pageData.dates);
    restorePageQueries(queryClient, pageData.queries);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: the reader can scroll meanwhile, and a tap hydrates its part of the page first.
    startTransition(() => {
      hydrateRoot(container, appWith(createAppRouter(pageData.router), queryClient));
    });
  } else {
    await changeAppLanguage(detectLanguage());
    createRoot(container).render(appWith(createAppRouter(), queryClient));
  }
}

void start();
