/**
 * Captions of a story's own video (issue 27), one WebVTT file per story and language, kept by the story (not by its
 * video row) so they outlive a video replaced, and go with the story. `plain_text` is what the cues say, without
 * timings or markup: the search engines index it with the story's content, so a story is found by what its video says.
 *
 * As 2026-11-28-05 did, the definitions that read the content for the index are read back from the database, the
 * content expression is extended with the story's captions, and they are put back. SQLite's FTS5 forgets a row only
 * when told the exact text it indexed, so every definition that tells it (the view, the update, delete and category
 * rename triggers) must add the captions the same way, in the same order (by language). A caption written or deleted
 * makes the index forget its story's row as it was (read from the view before the change) and index it again after.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const sqliteCaptionsOf = (story: string) =>
  `coalesce(' ' || (select group_concat(plain_text, ' ' order by language) from video_captions where video_captions.news_id = ${story}), '')`;
const postgresCaptionsOf = (story: string) =>
  `coalesce(' ' || (select string_agg(plain_text, ' ' order by language) from video_captions where video_captions.news_id = ${story}), '')`;

/** Each content read and what it becomes; `down` applies them backwards. */
const readsWith = (captionsOf: (story: string) => string) =>
  [
    ['coalesce(n.content_text, n.content)', `coalesce(n.content_text, n.content) || ${captionsOf('n.id')}`],
    ['coalesce(old.content_text, old.content)', `coalesce(old.content_text, old.content) || ${captionsOf('old.id')}`],
  ] as const;

function rewrite(definition: string, reads: ReturnType<typeof readsWith>, direction: 'up' | 'down'): string {
  let result = definition;
  for (const [content, withCaptions] of reads) {
    result = direction === 'up' ? result.replaceAll(content, withCaptions) : result.replaceAll(withCaptions, content);
  }
  return result;
}

const SQLITE_DEFINITIONS = [
  { type: 'view', name: 'search_news_source' },
  { type: 'trigger', name: 'search_news_update' },
  { type: 'trigger', name: 'search_news_delete' },
  { type: 'trigger', name: 'search_news_category_rename' },
] as const;

const forgetStory = (story: string) => `insert into search_news_text (search_news_text, rowid, title, description, author, category, content)
      select 'delete', doc, title, description, author, category, content from search_news_source where news_id = ${story};`;
const indexStory = (story: string) => `insert into search_news_text (rowid, title, description, author, category, content)
      select doc, title, description, author, category, content from search_news_source where news_id = ${story};`;

/** A caption row changes the `content` its story was indexed with: forget the row as indexed, index it again after. */
const SQLITE_CAPTION_TRIGGERS = [
  `create trigger video_captions_before_insert before insert on video_captions begin ${forgetStory('new.news_id')} end`,
  `create trigger video_captions_after_insert after insert on video_captions begin ${indexStory('new.news_id')} end`,
  `create trigger video_captions_before_update before update of plain_text on video_captions begin ${forgetStory('old.news_id')} end`,
  `create trigger video_captions_after_update after update of plain_text on video_captions begin ${indexStory('new.news_id')} end`,
  `create trigger video_captions_before_delete before delete on video_captions begin ${forgetStory('old.news_id')} end`,
  `create trigger video_captions_after_delete after delete on video_captions begin ${indexStory('old.news_id')} end`,
];
const SQLITE_CAPTION_TRIGGER_NAMES = ['insert', 'update', 'delete'].flatMap((event) => [
  `video_captions_before_${event}`,
  `video_captions_after_${event}`,
]);

async function rewriteSqlite(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  const reads = readsWith(sqliteCaptionsOf);
  for (const { type, name } of SQLITE_DEFINITIONS) {
    const found = await sql<{ sql: string }>`select sql from sqlite_master where type = ${type} and name = ${name}`.execute(db);
    const definition = found.rows[0]?.sql;
    if (!definition) throw new Error(`migration 2026-12-05-02: the ${type} ${name} is missing`);
    const changed = rewrite(definition, reads, direction);
    if (changed === definition) throw new Error(`migration 2026-12-05-02: the ${type} ${name} reads no content`);
    await sql.raw(`drop ${type} ${name}`).execute(db);
    await sql.raw(changed).execute(db);
  }
}

async function rewritePostgres(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  const found = await sql<{ definition: string }>`
    select pg_get_functiondef('search_news_index(varchar[])'::regprocedure) as definition`.execute(db);
  const definition = found.rows[0]!.definition;
  const changed = rewrite(definition, readsWith(postgresCaptionsOf), direction);
  if (changed === definition) throw new Error('migration 2026-12-05-02: search_news_index reads no content');
  await sql.raw(changed).execute(db);
}

const POSTGRES_CAPTION_TRIGGER = [
  // On a story's deletion its captions go by cascade after it: the story is no longer there to index, and nothing is.
  `create function video_captions_changed() returns trigger language plpgsql as $$
  begin
    perform search_news_index(array[coalesce(new.news_id, old.news_id)]);
    return null;
  end $$`,
  `create trigger video_captions_changed after insert or update or delete on video_captions
    for each row execute function video_captions_changed()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_captions')
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (col) => col.notNull())
    .addColumn('vtt', 'text', (col) => col.notNull())
    .addColumn('plain_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('video_captions_pk', ['news_id', 'language'])
    .execute();
  if (onPostgres(db)) {
    await rewritePostgres(db, 'up');
    for (const statement of POSTGRES_CAPTION_TRIGGER) await sql.raw(statement).execute(db);
  } else {
    await rewriteSqlite(db, 'up');
    for (const statement of SQLITE_CAPTION_TRIGGERS) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // The captions go while their triggers still take their words out of the index; then the content is read alone again.
  await db.deleteFrom('video_captions').execute();
  if (onPostgres(db)) {
    await sql.raw('drop trigger video_captions_changed on video_captions').execute(db);
    await sql.raw('drop function video_captions_changed()').execute(db);
    await rewritePostgres(db, 'down');
  } else {
    for (const name of SQLITE_CAPTION_TRIGGER_NAMES) await sql.raw(`drop trigger ${name}`).execute(db);
    await rewriteSqlite(db, 'down');
  }
  await db.schema.dropTable('video_captions').execute();
}
