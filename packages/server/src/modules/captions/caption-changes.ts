/**
 * A change of a story's captions is a save of the story: what readers read with the video is reviewed as its text is.
 * By the shared edit policy an AUTHOR's change to an approved, rejected or archived story sends it back to review; a
 * revision (with no text changed) says who saved and when; the story's cached answers are forgotten, all in one
 * change with the captions' own rows.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { saveStory } from '../news/edit-news.js';
import type { NewsWithRelations } from '../news/news.repository.js';
import type { RevisionEditor } from '../news/revisions.repository.js';

export async function changeCaptions(
  app: FastifyInstance,
  editor: Actor & RevisionEditor,
  story: NewsWithRelations,
  write: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  await saveStory(app, editor, story, {
    values: {
      title: story.title,
      description: story.description,
      content: story.content,
      category_id: story.category_id,
      embed_youtube_url: story.embed_youtube_url,
      thumbnail_media_id: story.thumbnail_media_id,
    },
    changes: [],
    alongside: ({ trx }) => write(trx),
  });
}
