/**
 * Serves the built web app from the same origin: hashed assets cached for a year, index.html for every
 * client route (deep links and reloads work), and JSON 404s under /api.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@newsroom/shared';
import { originOf } from '../lib/request-origin.js';
import { withShareTags, type SharedPage } from '../lib/share-tags.js';
import { sendError } from './errors.js';

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Newsroom</title></head>' +
  '<body><h1>The web app is not built</h1><p>Run <code>npm start</code> at the repository root; it builds the web app first.</p></body></html>';

export default fp(
  async function webAppPlugin(
    app: FastifyInstance,
    options: {
      webDistDir: string;
      /** The link preview of a client route (an article, a category), or null for the plain shell. */
      sharedPageFor?: (pathname: string) => Promise<SharedPage | null>;
    },
  ) {
    const indexPath = path.join(options.webDistDir, 'index.html');
    const built = fs.existsSync(indexPath);

    if (built) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }
    const indexHtml = built ? fs.readFileSync(indexPath, 'utf8') : NOT_BUILT_PAGE;

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname) && !path.extname(pathname);
      if (!wantsPage) return sendError(reply, 404, errorMessages.notFound);
      const shared = built ? await options.sharedPageFor?.(pathname) : null;
      const origin = originOf(request);
      const html = shared ? withShareTags(indexHtml, shared, `${origin}${pathname}`, origin) : indexHtml;
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'web-app' },
);
