/**
 * A fake server for component tests: `fetch` answers from a table of `METHOD /path` handlers, and every
 * request is recorded so a test can check what was sent.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => MockAnswer | Promise<MockAnswer>;

/** Helpers for answers the server gives. */
export const reply = {
  ok: (body: unknown): MockAnswer => ({ status: 200, body }),
  noContent: (): MockAnswer => ({ status: 204 }),
  error: (status: number, message: string, errors?: { field: string; message: string }[]): MockAnswer => ({
    status,
    body: { statusCode: status, error: 'Error', message, ...(errors ? { errors } : {}) },
  }),
};

/** A list as the server pages it: `{items, page, size, total}` when page or size is asked for, else the plain array. */
export const pagedList =
  (items: readonly unknown[]): Handler =>
  ({ query }) => {
    if (!query.has('page') && !query.has('size')) return reply.ok(items);
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 20);
    return reply.ok({ items: items.slice((page - 1) * size, page * size), page, size, total: items.length });
  };

/** Never answers: keeps a query in its loading state. */
export const pending = (): Promise<MockAnswer> => new Promise(() => {});

export function mockApi(handlers: Record<string, Handler | MockAnswer>) {
  const requests: RecordedRequest[] = [];
  const table: Record<string, Handler | MockAnswer> = {
    'GET /api/v1/categories/get-categories': reply.ok([]),
    // The back-office layout's sidebar badge asks on every back-office page.
    'GET /api/v1/news/notifications/unread-count': reply.ok({ count: 0 }),
    // ... and opens the live stream with a one-time ticket.
    'POST /api/v1/news/notifications/stream-ticket': reply.ok({ ticket: 'test-ticket' }),
    // The public search box suggests titles as the reader types.
    'GET /api/v1/search-suggestions': reply.ok([]),
    // The back-office lists ask the server's search once typing pauses.
    'GET /api/v1/fuzzy-search-news': reply.ok({ items: [], page: 1, size: 100, total: 0 }),
    ...handlers,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: RecordedRequest = { method, path: url.pathname, query: url.searchParams, headers, body };
    requests.push(request);

    const handler = table[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`No mock for ${method} ${url.pathname}`);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: text ? { 'content-type': 'application/json; charset=utf-8' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    /** The recorded requests for one `METHOD /path`. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    set: (key: string, handler: Handler | MockAnswer) => {
      table[key] = handler;
    },
  };
}
