/** A reader's contribution: its photos prepared and stored with it; it is said to be submitted (contribution-reactions.ts tells the admins). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { contributionFieldsSchema } from '@newsroom/shared';
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
  await saveWithImages(app, photos, async (change) => {
    await insertContribution(
      change.trx,
      row,
      photos.map((photo) => photo.id),
    );
    change.record({ type: 'contribution.submitted', contribution: row });
  });
  return row;
}
