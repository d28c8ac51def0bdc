/**
 * The server's entry (built with `vite build --ssr`): renders a public page to HTML with the same routes and
 * components as the browser. Each route's `handle.prefetch` says what the page shows; those queries are loaded
 * first, through the server's own API (the fetch it passes in), then the page renders from them and carries them
 * along for the browser (lib/page-data.ts).
 */
import './app/mantine-styles';
import './app/global.css';
import { StrictMode, type ReactNode } from 'react';
// React's browser build, on purpose: its Node build keeps each render in an AsyncLocalStorage, and on Node 20 the first
// one switches on async hooks for the whole process for good, which made every later request dearer (a cached answer
// took 40 instead of 29 us of CPU once the server had rendered a page). Nothing here needs what the storage gives.
import { prerender } from 'react-dom/static.browser';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import type { ApiFetch, PageRenderRequest, RenderedPage } from '@newsroom/shared';
import { AppProviders } from './app/providers';
import './i18n/all-catalogs';
import { i18n, namespacesMetaTag } from './i18n/i18n';
import { LanguageTurns } from './i18n/language-turns';
import { siteSettingsQueryOptions } from './api/get-site-settings';
import { categoriesQueryOptions } from './api/get-categories';
import { themeStyleElement } from './app/theme-css-variables';
import { routes } from './app/router';
import { isApiError, setTransport } from './lib/api-client';
import { setDisplayTimeZone } from './lib/format-date';
import { SiteOriginProvider } from './lib/site-origin';
import { dehydratePageQueries, pageDataScript, writtenDatesOf } from './lib/page-data';
import { modulesOf, prefetchOf } from './lib/route-handle';
import { KeptMarkupProvider } from './lib/kept-markup';
import { KeptMarkup } from './lib/kept-markup-store';

/**
 * The fetch of the page whose data is loading. Renders overlap, so their loads take turns, each with its own fetch
 * (an AsyncLocalStorage would let them overlap, at the cost above); a load is a few in-process calls, mostly cached.
 */
let currentFetch: ApiFetch | undefined;
const oneLoadAtATime = pLimit(1);
setTransport((url, init) => {
  if (!currentFetch) throw new Error(`${url} was requested outside a page render`);
  return currentFetch(url, init);
});

function loadWith<T>(fetch: ApiFetch, load: () => Promise<T>): Promise<T> {
  return oneLoadAtATime(async () => {
    currentFetch = fetch;
    try {
      return await load();
    } finally {
      currentFetch = undefined;
    }
  });
}

const handler = createStaticHandler(routes);

/** The parts every page of a kind shares (the header, the footer), rendered once (lib/kept-markup.tsx). */
const keptMarkup = new KeptMarkup();

/**
 * React writes what a page asks to have in the head before the page itself: its title, image preloads, and the styles
 * Mantine's components ask for (vite.config.ts has them hoisted).
 */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>|<style\b[^>]*>[^<]*<\/style>)+/;
const TITLE = /<title>[^<]*<\/title>/;
const STYLES = /<style\b[^>]*>[^<]*<\/style>/g;

async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  // The whole page at once, when all its data is there: it is cached and sent with one ETag, and nothing on it waits
  // for more. Every part is written in place, never moved in later by an inline script (the site's CSP allows none).
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(prelude).text();
}

/**
 * Loads the site settings, then each matched route's data, parents first (a category page needs the category list of
 * its layout).
 * A failed call other than the 404 of a missing story leaves the page to the browser, which retries.
 */
async function prefetch(queryClient: QueryClient, context: StaticHandlerContext, url: URL): Promise<number> {
  // Every page shows the site settings (name, logo, accent colour): in its HTML from the first byte.
  await queryClient.prefetchQuery(siteSettingsQueryOptions());
  let status = 200;
  for (const { route, params } of context.matches) {
    if ((await prefetchOf(route.handle)?.({ queryClient, params, url })) === 404) status = 404;
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error' && !isApiError(query.state.error, 404));
  if (failed) throw new Error(`${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
  return status;
}

/** Every catalog is loaded (i18n/all-catalogs.ts), so a change of language is done when the call returns. */
const languageTurns = new LanguageTurns((language) => void i18n.changeLanguage(language));

/** The page in the reader's language: renders of the other language wait their turn (i18n/language-turns.ts). */
export function render(request: PageRenderRequest): Promise<RenderedPage | null> {
  return languageTurns.run(request.language, () => renderPage(request));
}

async function renderPage({ url, origin, fetch, timeZone, language, freshMarkup }: PageRenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(location));
  // A redirect or a routing error: not a page this server renders.
  if (context instanceof Response || context.errors) return null;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status = await loadWith(fetch, () => prefetch(queryClient, context, location));

  setDisplayTimeZone(timeZone);
  const queries = dehydratePageQueries(queryClient);
  const settings = queryClient.getQueryData(siteSettingsQueryOptions().queryKey)!;
  // What a kept part may show besides its variant: the same key, the same markup.
  const keptParts = freshMarkup
    ? null
    : keptMarkup.forRender(JSON.stringify([language, timeZone, origin, settings, queryClient.getQueryData(categoriesQueryOptions().queryKey)]));
  const output = await renderToHtml(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SiteOriginProvider value={origin}>
          <KeptMarkupProvider value={keptParts}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </KeptMarkupProvider>
        </SiteOriginProvider>
      </AppProviders>
    </StrictMode>,
  );
  const rendered = keptParts ? keptParts.keepFrom(output) : output;
  const head = HEAD_TAGS.exec(rendered)?.[0] ?? '';
  const title = TITLE.exec(head)?.[0];
  const { accentColor } = settings;
  return {
    status,
    title,
    head: head.replace(TITLE, '').replace(STYLES, '') + namespacesMetaTag(),
    styles: themeStyleElement(accentColor) + (head.match(STYLES)?.join('') ?? ''),
    html: rendered.slice(head.length),
    data: pageDataScript({
      queries,
      router: { loaderData: context.loaderData, actionData: context.actionData },
      dates: writtenDatesOf(queries),
    }),
    modules: context.matches.flatMap(({ route }) => modulesOf(route.handle)),
  };
}
