/**
 * Stories may be Markdown now: the search engines index `news.content_text` (the content as plain text, written by
 * the app with the content) instead of the content, so the words of a link's address are not found. Rows written
 * before have no content_text and plain content, so `coalesce(content_text, content)` is what every row was
 * indexed with: nothing is reindexed.
 *
 * Only the expression that reads the content changes in each trigger, view and function. Restating them would copy
 * the earlier migrations' long definitions (and their id arithmetic); both databases keep the text of each
 * definition, so this migration reads it, replaces that expression, and puts the definition back.
 */
import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

const SQLITE_DEFINITIONS = [
  { type: 'view', name: 'search_news_source' },
  { type: 'trigger', name: 'search_news_update' },
  { type: 'trigger', name: 'search_news_delete' },
  { type: 'trigger', name: 'search_news_category_rename' },
] as const;

/** Each content read and what it becomes; `down` applies them backwards. */
const READS = [
  ['n.content', 'coalesce(n.content_text, n.content)'],
  ['old.content', 'coalesce(old.content_text, old.content)'],
] as const;

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One pass per read: `old.content` appears in no replacement of `n.content`, so each definition changes exactly once. */
function rewrite(definition: string, direction: 'up' | 'down'): string {
  let result = definition;
  for (const [content, plainText] of READS) {
    result = direction === 'up' ? result.replaceAll(content, plainText) : result.replaceAll(plainText, content);
  }
  return result;
}

async function rewriteSqlite(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  for (const { type, name } of SQLITE_DEFINITIONS) {
    const found = await sql<{ sql: string }>`select sql from sqlite_master where type = ${type} and name = ${name}`.execute(db);
    const definition = found.rows[0]?.sql;
    if (!definition) throw new Error(`migration 2026-11-28-05: the ${type} ${name} is missing`);
    const changed = rewrite(definition, direction);
    if (changed === definition) throw new Error(`migration 2026-11-28-05: the ${type} ${name} reads no content`);
    await sql.raw(`drop ${type} ${name}`).execute(db);
    await sql.raw(changed).execute(db);
  }
}

async function rewritePostgres(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  const found = await sql<{ definition: string }>`
    select pg_get_functiondef('search_news_index(varchar[])'::regprocedure) as definition`.execute(db);
  const definition = found.rows[0]!.definition;
  const changed = rewrite(definition, direction);
  if (changed === definition) throw new Error('migration 2026-11-28-05: search_news_index reads no content');
  // pg_get_functiondef answers a whole `create or replace function` statement.
  await sql.raw(changed).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('content_text', 'text').execute();
  if (onPostgres(db)) await rewritePostgres(db, 'up');
  else await rewriteSqlite(db, 'up');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) await rewritePostgres(db, 'down');
  else await rewriteSqlite(db, 'down');
  await db.schema.alterTable('news').dropColumn('content_text').execute();
}
