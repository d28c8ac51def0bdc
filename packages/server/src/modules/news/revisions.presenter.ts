/** What a news revision looks like to the API: the summary in lists, the text on its own. */
import type { NewsRevision, NewsRevisionSummary } from '@newsroom/shared';
import type { RevisionRow, RevisionSummaryRow } from './revisions.repository.js';

export function presentRevisionSummary(row: RevisionSummaryRow): NewsRevisionSummary {
  return {
    id: row.id,
    number: row.number,
    editor: row.editor_name,
    editorId: row.editor_id,
    createdAt: row.created_at,
    changedFields: row.changed_fields === '' ? [] : row.changed_fields.split(','),
  };
}

export function presentRevision(row: RevisionRow): NewsRevision {
  return {
    ...presentRevisionSummary(row),
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category_name,
    categoryId: row.category_id,
    embedYoutubeUrl: row.embed_youtube_url,
  };
}
