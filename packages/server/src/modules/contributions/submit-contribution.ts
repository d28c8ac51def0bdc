/** A reader's contribution: its photos prepared and stored with it, and the admins told of it. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notificationMessages, type contributionFieldsSchema } from '@newsroom/shared';
import type { ContributionRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { prepareImage, type PreparedImage, type UploadedFile } from '../../services/media/image-processor.js';
import { saveWithImages } from '../../services/media/stored-media.js';
import { insertContribution } from './contributions.repository.js';

export async function submitContribution(
  app: FastifyInstance,
  fields: z.output<typeof contributionFieldsSchema>,
  photoFiles: UploadedFile[],
): Promise<ContributionRow> {
  const photos: PreparedImage[] = [];
  // One at a time: each decoded photo can take tens of megabytes.
  for (const file of photoFiles) photos.push(await prepareImage(file));

  const row: ContributionRow = {
    id: newId(),
    author: fields.author,
    author_email: fields.authorEmail,
    category: fields.category,
    content: fields.content,
    created_at: nowIso(),
    draft_news_id: null,
  };
  await saveWithImages(app, photos, (trx) =>
    insertContribution(
      trx,
      row,
      photos.map((photo) => photo.id),
    ),
  );
  await app.notifier.toAdmins(row.author, notificationMessages.newContribution(row.category));
  return row;
}
