/**
 * Uploaded images: `app.media` stores them under DATA_DIR/media or in an S3-compatible bucket (S3_BUCKET), multipart forms can be read by any route,
 * and GET /media/:id/:file serves the files, same origin, to whoever the shared policy `canSeeMedia` lets see them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { canSeeMedia, errorMessages, isPublicMedia, mediaFileWidth } from '@newsroom/shared';
import type { Config } from '../config.js';
import { ApiError } from '../lib/api-error.js';
import { mediaCookieToken } from '../lib/media-cookie.js';
import { createMediaStore } from '../services/media/configured-store.js';
import { useMediaPublicUrl } from '../services/media/media-urls.js';
import { isMediaId, MediaLibrary } from '../services/media/media-library.js';
import { usesOfMedia } from '../services/media/stored-media.js';
import { bearerToken } from './auth.js';
import { uploadLimits } from './multipart-form.js';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

/**
 * A file's bytes never change, but whether it is public can: archiving a story must take its photos off the
 * public side, browsers and shared caches included, within this hour. Revalidation after it is a 304.
 */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=3600';
/** Images not public, and every refusal: never stored (lab computers are shared, and a refusal may not last). */
export const PRIVATE_MEDIA_CACHE = 'private, no-store';

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export default fp(
  async function mediaPlugin(app: FastifyInstance, options: { config: Config }) {
    const library = new MediaLibrary(await createMediaStore(options.config), app.log);
    useMediaPublicUrl(options.config.mediaPublicUrl);
    app.decorate('media', library);
    // An oversized file must fail (413 from readMultipartForm), never arrive silently cut short.
    await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });

    async function viewerOf(request: FastifyRequest) {
      const token = bearerToken(request) ?? mediaCookieToken(request);
      return token ? app.userFromToken(token) : null;
    }

    app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (request, reply) => {
      const { id, file } = request.params;
      const width = mediaFileWidth(file);
      // An image the caller may not see answers exactly as a missing one does: 404, never stored.
      reply.header('cache-control', PRIVATE_MEDIA_CACHE);
      if (!width || !isMediaId(id)) throw new ApiError(404, errorMessages.notFound);
      const uses = await usesOfMedia(app.db, id);
      const isPublic = isPublicMedia(uses);
      if (!isPublic && !canSeeMedia(await viewerOf(request), uses)) throw new ApiError(404, errorMessages.notFound);
      const etag = `"${id}-${width}"`;
      if (isPublic && clientHas(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('cache-control', PUBLIC_MEDIA_CACHE).header('etag', etag).send();
      }
      const stream = await library.open(id, width);
      if (!stream) throw new ApiError(404, errorMessages.notFound);
      if (isPublic) reply.header('cache-control', PUBLIC_MEDIA_CACHE).header('etag', etag);
      return reply.header('content-type', 'image/webp').header('x-content-type-options', 'nosniff').send(stream);
    });
  },
  { name: 'media', dependencies: ['database', 'auth'] },
);
