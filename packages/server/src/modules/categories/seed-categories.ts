/** The nine contribution categories of SPEC §3 exist after the first start (and are not brought back once deleted). */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { findCategoryByName, insertCategory } from './categories.repository.js';

export const CONTRIBUTION_CATEGORY_NAMES = [
  'BalitAraneta',
  'Animo Idol',
  'Animo In-Demand',
  'Lasallian Tambayan',
  'Proud Lasallian',
  'The DLSAU InfoTalk',
  'DLSAU Testimonials',
  'Galing Araneta',
  'AniModel',
] as const;

const descriptions: Record<(typeof CONTRIBUTION_CATEGORY_NAMES)[number], string> = {
  BalitAraneta: 'News around campus: who, what, where and when.',
  'Animo Idol': 'Lasallians whose skills and talents inspire the community.',
  'Animo In-Demand': 'Businesses run by students and their products and services.',
  'Lasallian Tambayan': 'Places and stores near campus worth a visit.',
  'Proud Lasallian': 'Lasallians the community is proud of.',
  'The DLSAU InfoTalk': 'Talks and presentations by students and guests.',
  'DLSAU Testimonials': 'Students on why they chose DLSAU and recommend it.',
  'Galing Araneta': 'Alumni and their achievements at work.',
  AniModel: 'Lasallian models inside and out.',
};

const SEEDED_SETTING = 'categories_seeded';

export async function seedCategories(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('settings').select('value').where('key', '=', SEEDED_SETTING).executeTakeFirst();
  if (seeded) return;
  await db.transaction().execute(async (trx) => {
    // Instances starting together on one database: one seeds, the others wait here, then find it done (without the
    // lock both inserted, and one failed to start on the unique name: found by scripts/scale-out-check.mjs).
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext('newsroom:seed-categories'))`.execute(trx);
      const done = await trx.selectFrom('settings').select('value').where('key', '=', SEEDED_SETTING).executeTakeFirst();
      if (done) return;
    }
    for (const name of CONTRIBUTION_CATEGORY_NAMES) {
      if (!(await findCategoryByName(trx, name))) await insertCategory(trx, { name, description: descriptions[name] });
    }
    await trx
      .insertInto('settings')
      .values({ key: SEEDED_SETTING, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}
