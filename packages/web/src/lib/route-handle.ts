/**
 * What a public route tells the server that renders its page (entry-server.tsx), in the route's `handle`: the data
 * the page shows (`prefetch`, with the same query options its components use, so the keys match), and the source
 * files of its code loaded on demand (`modules`), whose scripts and styles the server then names in the page's
 * head, so the page is styled from its first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** Loads a page's queries; answers 404 when the page will show its not-found view. */
export type PagePrefetch = (context: PrefetchContext) => Promise<404 | void>;

export interface PublicRouteHandle {
  prefetch?: PagePrefetch;
  /** Source files as the build knows them (src/…). */
  modules?: string[];
}

/**
 * A route's handle in the server's build only: the browser never prefetches a page, so its build leaves out the
 * prefetches and what they import (`import.meta.env.SSR` is a constant there).
 */
export function forServer(handle: PublicRouteHandle): PublicRouteHandle | undefined {
  return import.meta.env.SSR ? handle : undefined;
}

function asHandle(handle: unknown): PublicRouteHandle {
  return handle && typeof handle === 'object' ? (handle as PublicRouteHandle) : {};
}

export function prefetchOf(handle: unknown): PagePrefetch | undefined {
  const { prefetch } = asHandle(handle);
  return typeof prefetch === 'function' ? prefetch : undefined;
}

export function modulesOf(handle: unknown): string[] {
  const { modules } = asHandle(handle);
  return Array.isArray(modules) ? modules : [];
}
