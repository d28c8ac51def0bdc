/** Whether any news item is still filed under a category, which then cannot be deleted. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function categoryHasContent(db: Kysely<Database>, categoryId: string): Promise<boolean> {
  const row = await db.selectFrom('news').select('id').where('category_id', '=', categoryId).limit(1).executeTakeFirst();
  return row !== undefined;
}
