/** Which of the versioned fields a save changed, by the names the revisions API gives them. */
import type { NewsRevisionField } from '@newsroom/shared';
import type { NewsRow } from '../../db/schema.js';

type VersionedColumns = Pick<NewsRow, 'title' | 'description' | 'content' | 'category_id' | 'embed_youtube_url'>;

const COLUMN_OF: Record<NewsRevisionField, keyof VersionedColumns> = {
  title: 'title',
  description: 'description',
  content: 'content',
  category: 'category_id',
  embedYoutubeUrl: 'embed_youtube_url',
};

export function changedNewsFields(before: VersionedColumns, after: VersionedColumns): NewsRevisionField[] {
  return (Object.keys(COLUMN_OF) as NewsRevisionField[]).filter((field) => (before[COLUMN_OF[field]] ?? null) !== (after[COLUMN_OF[field]] ?? null));
}
