/**
 * The contract between the web app's server bundle (packages/web/src/entry-server.tsx) and the server that calls it
 * (packages/server/src/services/page-rendering/): what a render is given and what it answers.
 */
import type { Language } from './languages.js';

/** The meta element through which every page the server sends names the site's time zone to the browser. */
export const TIME_ZONE_META_NAME = 'newsroom-time-zone';

/** How the bundle reaches the API while it renders: the server answers these requests in-process. */
export type ApiFetch = (url: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>;

export interface PageRenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /**
   * The site's origin as the reader reached it (request-origin.ts): what leaves the site with the page's full address
   * (its share links) carries it from the server's HTML on, as the link preview in its head does.
   */
  origin: string;
  fetch: ApiFetch;
  /** The site's time zone (TIME_ZONE): dates on the page are written in it, on the server and in the browser alike. */
  timeZone: string;
  /** The reader's language (their cookie, else Accept-Language): the page's words and dates are written in it. */
  language: Language;
  /** Tests: render every part of the page, reusing none rendered before (the web app's lib/kept-markup.tsx). */
  freshMarkup?: boolean;
}

export interface RenderedPage {
  /** 200, or 404 for a story or category that does not exist (the page then shows the not-found view). */
  status: number;
  /** The page's `<title>` element, when it names itself (search results, a category, a story). */
  title?: string;
  /** More markup the page asks for in the document's head: the preload of its first picture. */
  head: string;
  /**
   * The page's `<style>` elements, for the end of the head, after the stylesheets (the theme's variables override
   * Mantine's there): the theme's CSS, and what Mantine's components work out as they render (a grid's columns).
   */
  styles: string;
  /** The markup of the app's root element. */
  html: string;
  /** A script element with what the browser needs to hydrate the page without fetching its data again. */
  data: string;
  /**
   * Source files (src/…) of the code the page loads on demand: the server names their scripts and styles in the
   * head (from the browser build's manifest), so the page is styled from its first paint and hydrates sooner.
   */
  modules: string[];
}

export interface PageRenderer {
  /** The rendered page, or null when the address is not one the server renders (the browser then renders it). */
  render(request: PageRenderRequest): Promise<RenderedPage | null>;
}
