/**
 * Serves the built web app from the same origin: hashed assets cached for a year and sent precompressed (the
 * build writes .br and .gz copies), the public pages (home, category, article, author) rendered on the server with their
 * stories in the HTML and kept in the public answer cache, the plain shell for every other client route (deep
 * links and reloads work; the browser renders those), and JSON 404s under /api.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { articlePage, authorPage, categoryPage, errorMessages, TIME_ZONE_META_NAME, type SiteSettings } from '@newsroom/shared';
import { escapeMarkup } from '../lib/escape-markup.js';
import { HtmlShell, type PageParts } from '../lib/html-shell.js';
import { LANGUAGE_VARY, requestLanguage } from '../lib/request-language.js';
import { originOf } from '../lib/request-origin.js';
import { shareTags, type SharedPage } from '../lib/share-tags.js';
import { CachedAnswer, sendCachedAnswer } from '../services/public-cache/cached-answer.js';
import { publicAnswerKey } from '../services/public-cache/public-answer.js';
import { cacheTags } from '../services/public-cache/public-cache.js';
import { ClientAssets } from '../services/page-rendering/client-assets.js';
import { serverBundleFileOf } from '../services/page-rendering/server-bundle.js';
import { WorkCancelled } from '../services/work-pool/admission.js';
import { ApiError } from '../lib/api-error.js';
import { clientGone } from '../lib/client-gone.js';
import { sendError } from './errors.js';

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Newsroom</title></head>' +
  '<body><h1>The web app is not built</h1><p>Run <code>npm start</code> at the repository root; it builds the web app first.</p></body></html>';

/** Built by the web package's vite-plugin-pwa from src/pwa/service-worker.ts. */
const SERVICE_WORKER_FILE = 'service-worker.js';
const HTML = 'text/html; charset=utf-8';

/** The routes the server renders (SPEC §2's public reading pages); their paths are the web app's (lib/paths.ts). */
const PUBLIC_PAGES = ['/', categoryPage.path, articlePage.path, authorPage.path] as const;

/** What a rendered page shows, for the cache: stories and categories everywhere, the one story on its page. */
function tagsOf(request: FastifyRequest): string[] {
  const tags: string[] = [cacheTags.newsLists, cacheTags.categories, cacheTags.settings];
  const { id } = request.params as { id?: string };
  if (id) tags.push(cacheTags.story(id), cacheTags.storyViews(id));
  return tags;
}

interface PageAnswer {
  answer: CachedAnswer;
  /** Only a page the server rendered in full, found (200), for an anonymous caller, is kept. */
  cacheable: boolean;
}

export default fp(
  async function webAppPlugin(
    app: FastifyInstance,
    options: {
      webDistDir: string;
      /** The site's time zone: the pages name it, so the browser writes dates as the server did. */
      timeZone: string;
      /** The link preview of a client route (an article, a category), or null for none. */
      sharedPageFor?: (pathname: string) => Promise<SharedPage | null>;
      /** The site's name, tagline and logo: every page's title and link preview carry them. */
      siteSettings: () => Promise<SiteSettings>;
    },
  ) {
    const indexPath = path.join(options.webDistDir, 'index.html');
    if (!fs.existsSync(indexPath)) {
      app.setNotFoundHandler(async (request, reply) => {
        if (!wantsPage(request)) return sendError(reply, 404, errorMessages.notFound);
        return reply.code(200).header('cache-control', 'no-cache').type(HTML).send(NOT_BUILT_PAGE);
      });
      return;
    }

    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies written by the build go out as they are; @fastify/compress leaves encoded answers alone.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // A new build's service worker must reach readers at their next visit, not an hour later.
        const serviceWorker = path.basename(filePath) === SERVICE_WORKER_FILE;
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : serviceWorker ? 'no-cache' : 'public, max-age=3600');
      },
    });
    const shell = new HtmlShell(fs.readFileSync(indexPath, 'utf8'));
    const timeZoneMeta = `<meta name="${TIME_ZONE_META_NAME}" content="${escapeMarkup(options.timeZone)}" />`;

    /** The page's title, description and link preview, when the address has one (the home page's is the site's own). */
    async function previewOf(request: FastifyRequest): Promise<Pick<PageParts, 'title' | 'description' | 'head' | 'themeColor'>> {
      const pathname = request.url.split('?')[0]!;
      const [shared, site] = await Promise.all([options.sharedPageFor?.(pathname), options.siteSettings()]);
      const origin = originOf(request);
      const page: SharedPage | null | undefined = pathname === '/' ? { type: 'website', description: site.tagline || undefined } : shared;
      return { ...(page ? shareTags(page, `${origin}${pathname}`, origin, site) : { title: site.siteName }), themeColor: site.accentColor };
    }

    /** The shell for the browser to render the page in, with the page's link preview; titled with the site's name at least. */
    async function shellPage(request: FastifyRequest): Promise<string> {
      const preview = await previewOf(request);
      return shell.page({ ...preview, lang: requestLanguage(request), head: `${timeZoneMeta}${preview.head ?? ''}` });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!wantsPage(request)) return sendError(reply, 404, errorMessages.notFound);
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('vary', LANGUAGE_VARY)
        .type(HTML)
        .send(await shellPage(request));
    });

    if (!fs.existsSync(serverBundleFileOf(options.webDistDir))) {
      app.log.warn('the web app was built without its server bundle: public pages are rendered in the browser only');
      return;
    }
    const clientAssets = ClientAssets.load(options.webDistDir);

    /**
     * The page rendered with its data, off the event loop (app.heavyWork, which bounds how many renders run and wait,
     * and so the memory their trees hold). One that cannot be rendered now (the work's line is full, or the bundle
     * failed) goes out as the shell, for the browser to render: the reader still gets the page.
     */
    async function renderedPage(request: FastifyRequest, signal?: AbortSignal): Promise<PageAnswer> {
      // The page is written in the reader's language; the cache keeps one copy per language (publicAnswerKey).
      const language = requestLanguage(request);
      try {
        const [page, preview] = await Promise.all([
          app.heavyWork.run({ kind: 'render', url: request.url, origin: originOf(request), language }, signal),
          previewOf(request),
        ]);
        if (page) {
          const html = shell.page({
            ...preview,
            lang: language,
            // React's own title (it names search results and missing stories) wins over the preview's.
            titleElement: page.title,
            // After the template's own stylesheet, so the on-demand code's styles come later in the cascade, as in the browser.
            preloads: page.head,
            // The page's styles after every stylesheet, as they were in the body: the theme's variables win over Mantine's.
            head: `${timeZoneMeta}${clientAssets?.stylesheetLinksFor(page.modules) ?? ''}${page.styles}${preview.head ?? ''}`,
            app: page.html,
            afterApp: page.data,
            startAppOnFirstInteraction: true,
          });
          return {
            answer: new CachedAnswer(html, HTML, { vary: LANGUAGE_VARY }, page.status),
            cacheable: page.status === 200 && !request.headers.authorization,
          };
        }
      } catch (error) {
        if (error instanceof WorkCancelled) throw error;
        if (error instanceof ApiError && error.statusCode === 503) request.log.info('too busy to render the page now; sending the shell');
        else request.log.error({ err: error }, 'could not render the page on the server; sending the shell');
      }
      return { answer: new CachedAnswer(await shellPage(request), HTML, { vary: LANGUAGE_VARY }), cacheable: false };
    }

    /** A cache hit is one map lookup and a send: the bytes, their ETag and their compressed forms are kept ready. */
    async function publicPage(request: FastifyRequest, reply: FastifyReply) {
      reply.header('cache-control', 'no-cache');
      // A public page asks for no window or process of its own: with these two headers, a browser coming from any
      // other page (Lighthouse's about:blank included) starts a fresh renderer for it, which cost a phone 200-900 ms of
      // main-thread time in Lighthouse (home's Total Blocking Time 676-1,047 ms with them, 67-127 without). What they
      // guard, a window of ours that another site's window can reach, holds nothing here that is not public; the
      // back office, the login and the API keep both.
      reply.removeHeader('cross-origin-opener-policy');
      reply.removeHeader('origin-agent-cluster');
      // A signed-in caller's API answers may differ from the public's: such a page is rendered, never kept.
      const gone = clientGone(reply);
      if (request.headers.authorization) return sendCachedAnswer(request, reply, (await renderedPage(request, gone)).answer);
      // The key the fast path looks under (plugins/public-answer-fast-path.ts): a hit usually never gets this far.
      const key = publicAnswerKey(request);
      const hit = app.publicCache.get<CachedAnswer>(key);
      if (hit) return sendCachedAnswer(request, reply, hit);
      let notKept: CachedAnswer | undefined;
      const kept = await app.publicCache.remember(
        key,
        tagsOf(request),
        async (signal) => {
          const { answer, cacheable } = await renderedPage(request, signal);
          if (cacheable) return answer;
          notKept = answer;
          return undefined;
        },
        gone,
      );
      // A caller that waited on another's render of a page that is not kept renders its own.
      return sendCachedAnswer(request, reply, kept ?? notKept ?? (await renderedPage(request, gone)).answer);
    }

    // Rendered pages leave the cache compressed already: the routes need nothing from @fastify/compress.
    for (const url of PUBLIC_PAGES) app.get(url, { compress: false, schema: { hide: true } }, publicPage);
  },
  { name: 'web-app', dependencies: ['public-cache', 'heavy-work'] },
);

/** A browser asking for a page of the app (not an API call, not a file). */
function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]!;
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname) && !path.extname(pathname);
}
