/**
 * Photos with words: a caption, a credit and an alt text for a story's thumbnail (on `news`) and for each of its
 * additional photos (on `news_photos`, whose `position` already gives their order). All optional.
 */
import type { Kysely } from 'kysely';

/** The limits the API checks at the time of writing (shared/validations.ts), copied: migrations stay frozen. */
const CAPTION_MAX = 300;
const CREDIT_MAX = 120;
const ALT_MAX = 300;

const WORD_COLUMNS = [
  ['caption', CAPTION_MAX],
  ['credit', CREDIT_MAX],
  ['alt', ALT_MAX],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, max] of WORD_COLUMNS) {
    await db.schema.alterTable('news').addColumn(`thumbnail_${name}`, `varchar(${max})`).execute();
  }
  for (const [name, max] of WORD_COLUMNS) {
    await db.schema.alterTable('news_photos').addColumn(name, `varchar(${max})`).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of WORD_COLUMNS) {
    await db.schema.alterTable('news_photos').dropColumn(name).execute();
    await db.schema.alterTable('news').dropColumn(`thumbnail_${name}`).execute();
  }
}
