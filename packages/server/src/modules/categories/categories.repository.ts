/** Reading and writing categories. Names and slugs are unique whatever their case. */
import type { Kysely } from 'kysely';
import { categorySlugBase } from '@newsroom/shared';
import type { CategoryRow, Database } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Paging } from '../../lib/paging.js';

export const categoryNameKey = (name: string): string => name.trim().toLowerCase();

/** Categories by name, one page of them, with how many there are. */
export async function listCategories(db: Kysely<Database>, paging: Paging): Promise<{ rows: CategoryRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('name_key').limit(paging.limit).offset(paging.offset).execute(),
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export function findCategoryById(db: Kysely<Database>, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryByName(db: Kysely<Database>, name: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('name_key', '=', categoryNameKey(name)).executeTakeFirst();
}

export function findCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('slug_key', '=', slug.toLowerCase()).executeTakeFirst();
}

/** The name with spaces as hyphens; a number is added when another category already uses it. */
async function uniqueSlug(db: Kysely<Database>, name: string, exceptId?: string): Promise<string> {
  const base = categorySlugBase(name);
  for (let suffix = 1; ; suffix += 1) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    const holder = await findCategoryBySlug(db, slug);
    if (!holder || holder.id === exceptId) return slug;
  }
}

export async function insertCategory(db: Kysely<Database>, values: { name: string; description: string }): Promise<CategoryRow> {
  const now = nowIso();
  const slug = await uniqueSlug(db, values.name);
  const row: CategoryRow = {
    id: newId(),
    name: values.name,
    name_key: categoryNameKey(values.name),
    slug,
    slug_key: slug.toLowerCase(),
    description: values.description,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('categories').values(row).execute();
  return row;
}

export async function updateCategory(db: Kysely<Database>, existing: CategoryRow, values: { name: string; description?: string }): Promise<void> {
  const slug = categoryNameKey(values.name) === existing.name_key ? existing.slug : await uniqueSlug(db, values.name, existing.id);
  await db
    .updateTable('categories')
    .set({
      name: values.name,
      name_key: categoryNameKey(values.name),
      slug,
      slug_key: slug.toLowerCase(),
      description: values.description ?? existing.description,
      updated_at: nowIso(),
    })
    .where('id', '=', existing.id)
    .execute();
}

export async function deleteCategory(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
