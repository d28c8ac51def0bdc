/**
 * The tus endpoint (POST to create, HEAD for the offset, PATCH to append, DELETE to give up, OPTIONS for the
 * protocol's capabilities), for AUTHORs and ADMINs. Fastify authorizes the request and refuses a creation over the size
 * limit with our usual JSON error; then tus answers on the raw request. The body is never parsed nor limited by
 * Fastify here (every content type goes through untouched): tus streams PATCH bodies straight to the file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, VIDEO_UPLOADS_PATH, videoUploadMessages } from '@newsroom/shared';
import { ApiError, badRequest, conflict } from '../../lib/api-error.js';
import { videoOfUpload } from './videos.repository.js';

const BYTES_PER_MB = 1024 * 1024;

export async function videoUploadRoutes(app: FastifyInstance): Promise<void> {
  const uploads = app.videos.uploads;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onRequest', app.authorize('useBackOffice'));

  async function handle(request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) {
    const user = request.user!;
    const { id } = request.params;
    if (request.method === 'POST') {
      const length = request.headers['upload-length'];
      // Required (no deferred length): the limit must be known before the first byte is taken.
      if (typeof length !== 'string' || !/^\d+$/.test(length)) throw badRequest('Upload-Length is required.');
      if (Number(length) > app.config.video.maxBytes) {
        throw new ApiError(413, videoUploadMessages.tooLarge(Math.floor(app.config.video.maxBytes / BYTES_PER_MB)));
      }
      uploads.madeBy(request.raw, user.id);
    } else if (id !== undefined) {
      if ((await uploads.stateOf(id, user.id)).state === 'missing') throw new ApiError(404, errorMessages.notFound);
      // A story's video is made from the file: it stays until processing is done with it.
      if (request.method === 'DELETE' && (await videoOfUpload(app.db, id))) throw conflict(videoUploadMessages.alreadyUsed);
    }
    reply.hijack();
    await (await uploads.tus()).handle(request.raw, reply.raw);
  }

  const schema = {
    tags: ['videos'],
    summary:
      'A resumable video upload (tus 1.0.0: POST with Upload-Length and Upload-Metadata filename, HEAD, PATCH with Upload-Offset, DELETE, OPTIONS)',
    description: `AUTHOR or ADMIN. The upload's id, at the end of the Location answered to POST, is the story form's videoUploadId. At most VIDEO_MAX_MB.`,
  };
  app.all(VIDEO_UPLOADS_PATH, { schema }, handle);
  app.all(`${VIDEO_UPLOADS_PATH}/:id`, { schema }, handle);
}
