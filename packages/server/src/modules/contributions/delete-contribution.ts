/** Deleting a contribution: its photos go too, unless a news draft made from it shows them. */
import type { FastifyInstance } from 'fastify';
import type { ContributionRow } from '../../db/schema.js';
import { discardUnusedMedia } from '../../services/media/stored-media.js';
import { deleteContribution, photosOfContribution } from './contributions.repository.js';

export async function deleteContributionWithPhotos(app: FastifyInstance, row: ContributionRow): Promise<void> {
  const mediaIds = (await photosOfContribution(app.db, row.id)).map((photo) => photo.media_id);
  await deleteContribution(app.db, row.id);
  await discardUnusedMedia(app, mediaIds);
}
