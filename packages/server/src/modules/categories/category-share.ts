/** What a shared link to /category/{slug} previews: the section's name and what it is about. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SharedPage } from '../../lib/share-tags.js';
import { findCategoryBySlug } from './categories.repository.js';

export async function categorySharedPage(db: Kysely<Database>, slug: string): Promise<SharedPage | null> {
  const category = await findCategoryBySlug(db, slug);
  if (!category) return null;
  return { type: 'website', title: category.name, description: category.description || `Stories filed under ${category.name}.` };
}
