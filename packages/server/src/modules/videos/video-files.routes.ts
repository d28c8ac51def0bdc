/**
 * A video's files: GET /media/videos/:videoId/<file> (the master playlist, a rendition's playlist and segments, the
 * poster) with byte ranges, guarded as a story's photos are (plugins/media.ts): a published story's files for everyone
 * and cached publicly; a story not public (pending, rejected, scheduled, archived) only for its author and ADMINs, never
 * stored; anyone else gets the 404 of a missing file. And GET /api/v1/videos/:id/original, the uploaded file, for ADMINs.
 */
import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buffer } from 'node:stream/consumers';
import parseRange from 'range-parser';
import { canSeeMedia, errorMessages, isPublicMedia, videoUploadMessages, type MediaUse } from '@newsroom/shared';
import { ApiError, notFound } from '../../lib/api-error.js';
import { mediaCookieToken } from '../../lib/media-cookie.js';
import { PRIVATE_MEDIA_CACHE, PUBLIC_MEDIA_CACHE } from '../../plugins/media.js';
import { bearerToken } from '../../plugins/auth.js';
import { contentTypeOfVideoFile, isVideoFile, VIDEO_MEDIA_PREFIX, videoFileKey } from './video-files.js';

const VIDEO_ID = /^[0-9a-f-]{36}$/;

/** The one byte range asked for in a file of `size` bytes (range-parser, as @fastify/static uses); null when there is
 * none it can serve: unsatisfiable, malformed, not in bytes, or several at once. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const ranges = parseRange(size, header);
  if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** The whole file, or the range asked for (206), or 416 when the range lies outside it. */
function sendBytes(reply: FastifyReply, data: Buffer, range: string | undefined) {
  reply.header('accept-ranges', 'bytes');
  if (!range) return reply.send(data);
  const wanted = byteRange(range, data.length);
  if (!wanted) return reply.code(416).header('content-range', `bytes */${data.length}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${wanted.start}-${wanted.end}/${data.length}`)
    .send(data.subarray(wanted.start, wanted.end + 1));
}

export async function videoFileRoutes(app: FastifyInstance): Promise<void> {
  async function storyOf(videoId: string): Promise<{ use: MediaUse; originalKey: string | null; name: string } | undefined> {
    if (!VIDEO_ID.test(videoId)) return undefined;
    const row = await app.db
      .selectFrom('videos')
      .innerJoin('news', 'news.id', 'videos.news_id')
      .select(['news.status', 'news.publication_date', 'news.author_id', 'videos.original_key', 'videos.original_name'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      use: { kind: 'story', story: { status: row.status, publicationDate: row.publication_date, authorId: row.author_id } },
      originalKey: row.original_key,
      name: row.original_name,
    };
  }

  app.get<{ Params: { videoId: string; '*': string } }>(`${VIDEO_MEDIA_PREFIX}/:videoId/*`, async (request, reply) => {
    const { videoId } = request.params;
    const file = request.params['*'];
    // A file the caller may not see answers exactly as a missing one does: 404, never stored.
    reply.header('cache-control', PRIVATE_MEDIA_CACHE);
    const story = isVideoFile(file) ? await storyOf(videoId) : undefined;
    if (!story) throw notFound(errorMessages.notFound);
    const isPublic = isPublicMedia([story.use]);
    if (!isPublic) {
      const token = bearerToken(request) ?? mediaCookieToken(request);
      const viewer = token ? await app.userFromToken(token) : null;
      if (!canSeeMedia(viewer, [story.use])) throw notFound(errorMessages.notFound);
    }
    const stream = await app.media.store.get(videoFileKey(videoId, file));
    if (!stream) throw notFound(errorMessages.notFound);
    // Segments are a few MB at most (4 s at the top rate): read whole, they can be cut into any range.
    const data = await buffer(stream);
    if (isPublic) reply.header('cache-control', PUBLIC_MEDIA_CACHE);
    reply.header('content-type', contentTypeOfVideoFile(file)).header('x-content-type-options', 'nosniff');
    return sendBytes(reply, data, request.headers.range);
  });

  app.get<{ Params: { id: string } }>('/api/v1/videos/:id/original', { onRequest: app.authorize('reviewNews') }, async (request, reply) => {
    const story = await storyOf(request.params.id);
    if (!story) throw notFound(errorMessages.notFound);
    const file = story.originalKey ? app.videos.uploads.fileOf(story.originalKey) : undefined;
    if (!file || !existsSync(file)) throw new ApiError(404, videoUploadMessages.originalGone);
    const asciiName = story.name.replace(/[^\w. -]/g, '_');
    return reply
      .header('cache-control', PRIVATE_MEDIA_CACHE)
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${asciiName}"`)
      .send(createReadStream(file));
  });
}
