/**
 * A page rendered in a worker thread loads its data through the app's own API, which lives on the event loop: the
 * render asks over a MessagePort, the event loop answers with `inject` (mostly the public cache's bytes), and the
 * page carries the very JSON the browser would fetch, as when it was rendered on the event loop.
 */
import type { MessagePort } from 'node:worker_threads';
import type { ApiFetch } from '@newsroom/shared';

interface DataRequest {
  id: number;
  url: string;
  init: Parameters<ApiFetch>[1];
}

type DataAnswer = { id: number; status: number; contentType: string; body: ArrayBuffer | null } | { id: number; error: string };

/** Statuses whose answers have no body, which a Response refuses to carry. */
const BODILESS = new Set([204, 205, 304]);

/** The event loop's end: answers each request of the render with `fetch` until the port closes. */
export function servePageData(port: MessagePort, fetch: ApiFetch): void {
  port.on('message', (request: DataRequest) => {
    fetch(request.url, request.init)
      .then(async (response) => {
        const body = BODILESS.has(response.status) ? null : await response.arrayBuffer();
        const answer: DataAnswer = { id: request.id, status: response.status, contentType: response.headers.get('content-type') ?? '', body };
        port.postMessage(answer, body ? [body] : []);
      })
      .catch((error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies DataAnswer));
  });
}

/** The worker's end: a fetch whose requests go over the port. */
export function fetchOverPort(port: MessagePort): ApiFetch {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: DataAnswer) => {
    const caller = waiting.get(answer.id);
    if (!caller) return;
    waiting.delete(answer.id);
    if ('error' in answer) caller.reject(new Error(answer.error));
    else caller.resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }));
  });
  return (url, init) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, url, init } satisfies DataRequest);
    });
}
