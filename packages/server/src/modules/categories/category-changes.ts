/**
 * Creating, renaming and deleting categories: a name is taken once, a category with content stays, and the
 * public answers that show categories are forgotten.
 */
import type { FastifyInstance } from 'fastify';
import { categoryMessages, type CategoryBody, type CategoryUpdateBody } from '@newsroom/shared';
import type { CategoryRow } from '../../db/schema.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { conflict, conflictOnDuplicate } from '../../lib/api-error.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { reindexCategory } from '../../services/search/news-search.js';
import { deleteCategory, findCategoryById, findCategoryByName, insertCategory, updateCategory } from './categories.repository.js';
import { categoryHasContent } from './category-usage.js';

async function ensureNameFree(app: FastifyInstance, name: string, exceptId?: string) {
  const holder = await findCategoryByName(app.db, name);
  if (holder && holder.id !== exceptId) throw conflict(categoryMessages.nameExists);
}

const rethrowDuplicate = conflictOnDuplicate(categoryMessages.nameExists);

export async function createCategory(app: FastifyInstance, values: CategoryBody): Promise<CategoryRow> {
  await ensureNameFree(app, values.name);
  const row = await insertCategory(app.db, values).catch(rethrowDuplicate);
  app.publicCache.invalidate([cacheTags.categories]);
  return row;
}

export async function changeCategory(app: FastifyInstance, existing: CategoryRow, values: CategoryUpdateBody): Promise<CategoryRow> {
  await ensureNameFree(app, values.name, existing.id);
  // A renamed category's items must be found under the new name.
  await app.db
    .transaction()
    .execute(async (trx) => {
      await updateCategory(trx, existing, values);
      await reindexCategory(trx, existing.id);
    })
    .catch(rethrowDuplicate);
  // Every story shows its category's name.
  app.publicCache.invalidate([cacheTags.everything]);
  return (await findCategoryById(app.db, existing.id))!;
}

export async function removeCategory(app: FastifyInstance, existing: CategoryRow): Promise<void> {
  if (await categoryHasContent(app.db, existing.id)) throw conflict(categoryMessages.hasContent);
  // Content may be filed under it between the check and the delete; the foreign key then says no.
  await deleteCategory(app.db, existing.id).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw conflict(categoryMessages.hasContent);
    throw error;
  });
  app.publicCache.invalidate([cacheTags.categories]);
}
