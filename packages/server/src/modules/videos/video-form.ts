/**
 * The story form's `videoUploadId`: the id of a finished tus upload of the writer, not yet any story's video.
 * Anything else is a field error in the writer's language, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { videoUploadMessages } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { FieldError } from '../../lib/field-error.js';
import type { FinishedUpload } from './video-uploads.js';
import { videoOfUpload } from './videos.repository.js';

export type VideoUploadField = { none: true } | { upload: FinishedUpload } | { error: FieldError };

export async function readVideoUpload(request: FastifyRequest, db: Kysely<Database>, value: string | undefined): Promise<VideoUploadField> {
  const id = value?.trim();
  if (!id) return { none: true };
  const refused = (message: string): VideoUploadField => ({ error: { field: 'videoUploadId', message } });
  const found = await request.server.videos.uploads.stateOf(id, request.user!.id);
  if (found.state === 'missing') return refused(videoUploadMessages.notFound);
  if (found.state === 'unfinished') return refused(videoUploadMessages.unfinished);
  if (await videoOfUpload(db, id)) return refused(videoUploadMessages.alreadyUsed);
  return { upload: found.upload };
}
