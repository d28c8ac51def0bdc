/** The shared visibility policy applied to stored stories: what the public sees, as a row test and a list filter. */
import { isPublished, type NewsVisibility } from '@newsroom/shared';
import type { NewsRow } from '../../db/schema.js';
import type { NewsFilter } from './news.repository.js';

export function visibilityOf(row: Pick<NewsRow, 'status' | 'publication_date' | 'author_id'>): NewsVisibility {
  return { status: row.status, publicationDate: row.publication_date, authorId: row.author_id };
}

export function isPublic(row: Pick<NewsRow, 'status' | 'publication_date' | 'author_id'>, now = new Date()): boolean {
  return isPublished(visibilityOf(row), now);
}

/** What the public may see now, as a list filter: Approved items whose publication date has come. */
export const publicFilter = (): NewsFilter => ({ statuses: ['Approved'], publishedBy: new Date().toISOString() });
