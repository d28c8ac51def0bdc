/**
 * The shared visibility policy applied to stored stories: a row in the policy's terms, and the one way a route
 * loads a story for a caller, so no route re-derives who may see what.
 */
import type { Kysely } from 'kysely';
import { authMessages, can, newsMessages, type Actor, type NewsVisibility, type OwnedAction } from '@newsroom/shared';
import type { Database, NewsRow } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/api-error.js';
import { findNews, type NewsWithRelations } from './news.repository.js';

type VisibilityColumns = Pick<NewsRow, 'status' | 'publication_date' | 'author_id'>;

export function visibilityOf(row: VisibilityColumns): NewsVisibility {
  return { status: row.status, publicationDate: row.publication_date, authorId: row.author_id };
}

/**
 * The story, when the policy decision `maySee` (such as `canSeeComments`) allows it; otherwise 404, the answer
 * for a story that does not exist, so a hidden one is not revealed.
 */
export async function loadNewsFor(db: Kysely<Database>, id: string, maySee: (story: NewsVisibility) => boolean): Promise<NewsWithRelations> {
  const row = await findNews(db, id);
  if (!row || !maySee(visibilityOf(row))) throw notFound(newsMessages.notFound);
  return row;
}

/** The story for a back-office action on it: 404 when it does not exist, 403 when it is another author's (PRODUCT.md). */
export async function loadOwnedNews(db: Kysely<Database>, actor: Actor | null, id: string, action: OwnedAction): Promise<NewsWithRelations> {
  const row = await findNews(db, id);
  if (!row) throw notFound(newsMessages.notFound);
  if (!can(actor, action, { authorId: row.author_id })) throw forbidden(authMessages.forbidden);
  return row;
}
