/**
 * A fake server for component tests: `fetch` (and `XMLHttpRequest`, which uploads use for their progress) answers
 * from a table of `METHOD /path` handlers, and every request is recorded so a test can check what was sent.
 */
import { vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@newsroom/shared';

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
  /** A body that is not JSON (a CSV file), sent as it is with these headers. */
  text?: string;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => MockAnswer | Promise<MockAnswer>;

/** Helpers for answers the server gives. */
export const reply = {
  ok: (body: unknown): MockAnswer => ({ status: 200, body }),
  noContent: (): MockAnswer => ({ status: 204 }),
  accepted: (body?: unknown): MockAnswer => ({ status: 202, body }),
  file: (text: string, headers: Record<string, string>): MockAnswer => ({ status: 200, text, headers }),
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

/** The connection fails before any answer (the browser's "Failed to fetch"). */
export const networkFailure = (): never => {
  throw new TypeError('Failed to fetch');
};

export function mockApi(handlers: Record<string, Handler | MockAnswer>) {
  const requests: RecordedRequest[] = [];
  const table: Record<string, Handler | MockAnswer> = {
    'GET /api/v1/categories/get-categories': reply.ok([]),
    // Every page shows the site settings (name, logo, accent colour).
    'GET /api/v1/settings': reply.ok(DEFAULT_SITE_SETTINGS),
    // The back-office layout's sidebar badge asks on every back-office page.
    'GET /api/v1/news/notifications/unread-count': reply.ok({ count: 0 }),
    // ... and opens the live stream with a one-time ticket.
    'POST /api/v1/news/notifications/stream-ticket': reply.ok({ ticket: 'test-ticket' }),
    // The public search box suggests titles as the reader types.
    'GET /api/v1/search-suggestions': reply.ok([]),
    // An AUTHOR's news list shows their desk (features/dashboard): nothing waiting, viewed or scheduled.
    'GET /api/v1/dashboard': reply.ok({
      waiting: { pendingNews: 0, pendingComments: null, contributions: null },
      viewsByDay: [],
      mostRead: { week: [], month: [] },
    }),
    'GET /api/v1/dashboard/scheduled': reply.ok([]),
    // The users page lists the open invitations under the users.
    'GET /api/v1/invitations': reply.ok([]),
    // The back-office lists ask the server's search once typing pauses.
    'GET /api/v1/fuzzy-search-news': reply.ok({ items: [], page: 1, size: 100, total: 0, totalIsExact: true }),
    ...handlers,
  };

  /** Records a request and finds its answer; throws (as a failed connection) when the handler does. */
  async function answer(method: string, input: string, headers: Record<string, string>, rawBody: unknown) {
    const url = new URL(input, 'http://localhost');
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    const request: RecordedRequest = { method, path: url.pathname, query: url.searchParams, headers, body };
    requests.push(request);

    const handler = table[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`No mock for ${method} ${url.pathname}`);
    const given = typeof handler === 'function' ? await handler(request) : handler;
    const status = given.status ?? 200;
    if (given.text !== undefined) return { status, text: given.text, contentType: '', headers: given.headers ?? {} };
    const text = status === 204 || given.body === undefined ? '' : JSON.stringify(given.body);
    return { status, text, contentType: text ? 'application/json; charset=utf-8' : '', headers: {} };
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    const {
      status,
      text,
      contentType,
      headers: answerHeaders,
    } = await answer((init.method ?? 'GET').toUpperCase(), String(input), headers, init.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...answerHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  // What the upload reports before its answer: the whole body at once, unless a test asks for steps.
  let uploadSteps = [1];

  /** Just enough of XMLHttpRequest for lib/upload-request.ts. */
  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private contentType = '';

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' && this.contentType ? this.contentType : null;
    }
    send(body: unknown) {
      void (async () => {
        await Promise.resolve();
        for (const step of uploadSteps) this.upload.onprogress?.({ lengthComputable: true, loaded: step * 1000, total: 1000 } as ProgressEvent);
        try {
          const { status, text, contentType } = await answer(this.method, this.url, this.headers, body);
          Object.assign(this, { status, responseText: text, contentType });
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  return {
    requests,
    /** The recorded requests for one `METHOD /path`. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    set: (key: string, handler: Handler | MockAnswer) => {
      table[key] = handler;
    },
    /** The shares (0 to 1) of an upload's body that uploads report sent before their answer. */
    setUploadSteps: (steps: number[]) => {
      uploadSteps = steps;
    },
  };
}
