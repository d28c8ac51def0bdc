/** What a shared link to /author/{id} previews: the author's name as their stories' bylines give it. */
import type { Kysely } from 'kysely';
import { authorPageTexts, publishedScope } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { SharedPage } from '../../lib/share-tags.js';
import { newestBylineOf } from './news.repository.js';

/** The preview of /author/{id}, or null when the author has no published story (the page is then not found). */
export async function authorSharedPage(db: Kysely<Database>, authorId: string): Promise<SharedPage | null> {
  const name = await newestBylineOf(db, authorId, publishedScope());
  if (name === undefined) return null;
  return { type: 'website', title: name, description: authorPageTexts.storiesBy(name) };
}
