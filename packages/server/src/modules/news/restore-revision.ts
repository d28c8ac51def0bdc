/**
 * Restoring a revision: its text becomes the story's, recorded as a new revision, with everything an edit brings
 * (back to review by the shared policy, the admins told, the search index and the public cache brought up to date).
 * Photos stay as they are: they are not versioned.
 */
import type { FastifyInstance } from 'fastify';
import { editSendsBackToReview, newsRevisionMessages, revisionMarkers, type Actor } from '@newsroom/shared';
import { conflict } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import { indexNews } from '../../services/search/news-search.js';
import { tellAdminsOfResubmission } from './news-notifications.js';
import { findNews, updateNews, type NewsWithRelations } from './news.repository.js';
import { recordRevision, type RevisionEditor, type RevisionRow } from './revisions.repository.js';

export async function restoreRevision(
  app: FastifyInstance,
  editor: Actor & RevisionEditor,
  existing: NewsWithRelations,
  revision: RevisionRow,
): Promise<NewsWithRelations> {
  // The revision was read with its category's name: none means the category was deleted since.
  if (revision.category_name === null) throw conflict(newsRevisionMessages.categoryGone);

  const backToReview = editSendsBackToReview(editor, existing);
  await app.db.transaction().execute(async (trx) => {
    await updateNews(trx, existing.id, {
      title: revision.title,
      description: revision.description,
      content: revision.content,
      category_id: revision.category_id,
      embed_youtube_url: revision.embed_youtube_url,
      thumbnail_media_id: existing.thumbnail_media_id,
      status: backToReview ? 'Pending' : existing.status,
      updated_at: nowIso(),
    });
    await recordRevision(trx, existing.id, editor, [revisionMarkers.restoredFrom(revision.number)]);
    await indexNews(trx, existing.id);
  });
  app.publicCache.invalidate(storyChanged(existing.id));
  const updated = (await findNews(app.db, existing.id))!;
  if (backToReview) await tellAdminsOfResubmission(app, updated);
  return updated;
}
