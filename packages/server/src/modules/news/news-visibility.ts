/**
 * The shared visibility policy applied to stored stories: a row test, a list filter, and the one way a route
 * loads a story for a caller, so no route re-derives who may see what.
 */
import type { Kysely } from 'kysely';
import { canSee, isPublished, newsMessages, publishedScope, type Actor, type NewsVisibility } from '@newsroom/shared';
import type { Database, NewsRow } from '../../db/schema.js';
import { notFound } from '../../lib/api-error.js';
import { findNews, type NewsFilter, type NewsWithRelations } from './news.repository.js';

type VisibilityColumns = Pick<NewsRow, 'status' | 'publication_date' | 'author_id'>;

export function visibilityOf(row: VisibilityColumns): NewsVisibility {
  return { status: row.status, publicationDate: row.publication_date, authorId: row.author_id };
}

export function isPublic(row: VisibilityColumns, now = new Date()): boolean {
  return isPublished(visibilityOf(row), now);
}

/** What the public may see now, as a list filter: Approved items whose publication date has come. */
export const publicFilter = (): NewsFilter => publishedScope();

/**
 * The story, when `actor` may see it by the shared policy (`null`: the public, who see published stories only);
 * otherwise 404, the answer for a story that does not exist, so a hidden one is not revealed.
 */
export async function loadNewsSeenBy(db: Kysely<Database>, id: string, actor: Actor | null, now = new Date()): Promise<NewsWithRelations> {
  const row = await findNews(db, id);
  if (!row || !canSee(actor, visibilityOf(row), now)) throw notFound(newsMessages.notFound);
  return row;
}
