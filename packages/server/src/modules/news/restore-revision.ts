/**
 * Restoring a revision: its text becomes the story's, recorded as a new revision, with everything an edit brings
 * (back to review by the shared policy, the admins told, the search index and the public cache brought up to date),
 * and said as such (news.revision-restored: an author whose story an ADMIN restored hears of it).
 * Photos stay as they are: they are not versioned.
 */
import type { FastifyInstance } from 'fastify';
import { newsRevisionMessages, revisionMarkers, type Actor } from '@newsroom/shared';
import { conflict } from '../../lib/api-error.js';
import { saveStory } from './edit-news.js';
import type { NewsWithRelations } from './news.repository.js';
import type { RevisionEditor, RevisionRow } from './revisions.repository.js';

export async function restoreRevision(
  app: FastifyInstance,
  editor: Actor & RevisionEditor,
  existing: NewsWithRelations,
  revision: RevisionRow,
): Promise<NewsWithRelations> {
  // The revision was read with its category's name: none means the category was deleted since.
  if (revision.category_name === null) throw conflict(newsRevisionMessages.categoryGone);

  return saveStory(app, editor, existing, {
    values: {
      title: revision.title,
      description: revision.description,
      content: revision.content,
      category_id: revision.category_id,
      embed_youtube_url: revision.embed_youtube_url,
      thumbnail_media_id: existing.thumbnail_media_id,
    },
    changes: [revisionMarkers.restoredFrom(revision.number)],
    alongside: async (change) =>
      change.record({
        type: 'news.revision-restored',
        news: { id: existing.id, title: revision.title, author_id: existing.author_id, author_name: existing.author_name },
        revisionNumber: revision.number,
        actor: { id: editor.id, fullname: editor.fullname },
      }),
  });
}
