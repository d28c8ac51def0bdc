/**
 * What a page the server rendered carries for the browser: the queries it loaded, the router's state and the dates
 * it wrote, as JSON in a script element. entry-server.tsx writes it; entry-client.tsx reads it back before
 * hydrating, so the first render in the browser has the very data the server had, fetches nothing again, and needs
 * no date formatter (lib/format-date.ts).
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError, isApiError } from './api-client';
import { formatDate } from './format-date';

const ELEMENT_ID = 'page-data';

export interface PageData {
  queries: DehydratedState;
  router: HydrationState;
  /** Each date in the queries' data as the page writes it, by its ISO value. */
  dates: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The dates in the page's data (publication and creation dates), written as the page shows them. */
export function writtenDatesOf(state: DehydratedState): Record<string, string> {
  const dates: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) dates[value] = formatDate(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  for (const query of state.queries) visit(query.state.data);
  return dates;
}

/** An ApiError survives JSON as its status and message (an Error's own fields are not enumerable). */
interface SerializedApiError {
  status: number;
  message: string;
}

/**
 * The queries a page shows, loaded or answered with an API error: a story that does not exist renders its
 * not-found view from the 404, and the browser must render the same.
 */
export function dehydratePageQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error !== null) {
      const serialized: SerializedApiError = isApiError(error) ? { status: error.status, message: error.message } : { status: 0, message: '' };
      Object.assign(query.state, { error: serialized, fetchFailureReason: serialized });
    }
  }
  return state;
}

/** The data as a script element; `<` is escaped, so no story's text can close the element early. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** Puts the page's queries into the browser's cache. */
export function restorePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    // As fresh as the page: the server drops a cached page as soon as a write changes what it shows.
    query.state.dataUpdatedAt = now;
    query.state.errorUpdatedAt = now;
    if (query.state.error !== null) {
      const { status, message } = query.state.error as unknown as SerializedApiError;
      const error = new ApiError(status, message);
      Object.assign(query.state, { error, fetchFailureReason: error });
    }
  }
  hydrate(queryClient, state);
}
