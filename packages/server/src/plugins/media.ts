/**
 * Uploaded images: `app.media` stores them under DATA_DIR/media, multipart forms can be read by any route,
 * and GET /media/:id/:file serves the files, same origin, cached for good (a file never changes).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { errorMessages } from '@newsroom/shared';
import type { Config } from '../config.js';
import { ApiError } from '../lib/api-error.js';
import { createLocalMediaStore } from '../services/media/media-store.js';
import { isMediaId, MediaLibrary } from '../services/media/media-library.js';
import { uploadLimits } from './multipart-form.js';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

const MEDIA_FILE = /^([1-9]\d{0,4})\.webp$/;

export default fp(
  async function mediaPlugin(app: FastifyInstance, options: { config: Config }) {
    const library = new MediaLibrary(createLocalMediaStore(path.join(options.config.dataDir, 'media')), app.log);
    app.decorate('media', library);
    // An oversized file must fail (413 from readMultipartForm), never arrive silently cut short.
    await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });

    app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (request, reply) => {
      const { id, file } = request.params;
      const width = MEDIA_FILE.exec(file)?.[1];
      if (!width || !isMediaId(id)) throw new ApiError(404, errorMessages.notFound);
      const stream = await library.open(id, Number(width));
      if (!stream) throw new ApiError(404, errorMessages.notFound);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    });
  },
  { name: 'media', dependencies: ['database'] },
);
