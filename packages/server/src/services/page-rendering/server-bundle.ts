/**
 * The web app's server bundle (`vite build --ssr` writes it to packages/web/dist-ssr/): it renders a public page
 * with the same routes and components as the browser, and loads the page's data through this app's own API,
 * answered in-process (`inject`), so the page carries the very JSON the browser would fetch, cached as the API
 * caches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiFetch, PageRenderer } from '@newsroom/shared';

/** Vite writes the server bundle beside the browser build: `dist` and `dist-ssr`. */
export function serverBundleFileOf(webDistDir: string): string {
  return path.join(`${webDistDir}-ssr`, 'entry-server.js');
}

/** The bundle's renderer, or null when the web app was built without it. */
export async function loadServerBundle(file: string): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof bundle.render !== 'function') throw new Error(`${file} does not export render()`);
  return { render: bundle.render.bind(bundle) };
}

/** Statuses whose answers have no body, which a Response refuses to carry. */
const BODILESS = new Set([204, 205, 304]);

/** A fetch answered by the app itself, through its whole request pipeline, without a socket. */
export function inProcessFetch(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const answer = await app.inject({ method: init.method as 'GET', url, headers: init.headers });
    return new Response(BODILESS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
