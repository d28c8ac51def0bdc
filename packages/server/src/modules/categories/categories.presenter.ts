/** What a category looks like to the API. */
import type { Category } from '@newsroom/shared';
import type { CategoryRow } from '../../db/schema.js';

export function presentCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, description: row.description, slug: row.slug };
}
