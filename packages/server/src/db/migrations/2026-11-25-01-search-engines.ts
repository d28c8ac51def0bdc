/**
 * Search on each database's own full-text engine, kept by triggers, replacing the inverted index the app kept
 * itself. SQLite: an FTS5 table over the stories' text (the text itself stays in `news`), a `search_news` row per
 * story with what the ranking and the public filter read, and the word list with a trigram FTS5 table for the typo
 * step. PostgreSQL: tsvectors (the whole story with a GIN index, the title and the description apart for ranking), triggers that refresh them, and the word list (from ts_stat)
 * with a pg_trgm index. Filled from the stories already written with SQL alone.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const SQLITE = [
  `create table search_news (
    doc integer primary key,
    news_id varchar(36) not null unique references news(id) on delete cascade,
    status varchar(20) not null,
    publication_date varchar(30),
    listed_at varchar(30) not null)`,
  `create view search_news_source as
    select s.doc as doc, s.news_id as news_id, n.title as title, n.description as description,
      n.author_name as author, c.name as category, n.content as content
    from search_news s join news n on n.id = s.news_id join categories c on c.id = n.category_id`,
  // External content: FTS5 reads the words' text from the view when it needs it, so the text is not stored twice.
  // No prefix index: at 100,000 stories it nearly doubled the index and saved under a millisecond a prefix search.
  `create virtual table search_news_text using fts5(title, description, author, category, content,
    content='search_news_source', content_rowid='doc', tokenize='unicode61 remove_diacritics 2')`,
  `create trigger search_news_insert after insert on news begin
    insert into search_news (news_id, status, publication_date, listed_at)
      values (new.id, new.status, new.publication_date, coalesce(new.publication_date, new.created_at));
    insert into search_news_text (rowid, title, description, author, category, content)
      select doc, title, description, author, category, content from search_news_source where news_id = new.id;
  end`,
  // FTS5 forgets a row's words when told the exact text it indexed, so the old values are passed.
  `create trigger search_news_text_update after update of title, description, content, author_name, category_id on news begin
    insert into search_news_text (search_news_text, rowid, title, description, author, category, content)
      select 'delete', s.doc, old.title, old.description, old.author_name,
        (select name from categories where id = old.category_id), old.content
      from search_news s where s.news_id = old.id;
    insert into search_news_text (rowid, title, description, author, category, content)
      select doc, title, description, author, category, content from search_news_source where news_id = new.id;
  end`,
  `create trigger search_news_listing_update after update of status, publication_date, created_at on news begin
    update search_news set status = new.status, publication_date = new.publication_date,
      listed_at = coalesce(new.publication_date, new.created_at)
    where news_id = new.id;
  end`,
  `create trigger search_news_delete before delete on news begin
    insert into search_news_text (search_news_text, rowid, title, description, author, category, content)
      select 'delete', s.doc, old.title, old.description, old.author_name,
        (select name from categories where id = old.category_id), old.content
      from search_news s where s.news_id = old.id;
    delete from search_news where news_id = old.id;
  end`,
  `create trigger search_news_category_rename after update of name on categories when old.name <> new.name begin
    insert into search_news_text (search_news_text, rowid, title, description, author, category, content)
      select 'delete', s.doc, n.title, n.description, n.author_name, old.name, n.content
      from search_news s join news n on n.id = s.news_id where n.category_id = new.id;
    insert into search_news_text (rowid, title, description, author, category, content)
      select s.doc, n.title, n.description, n.author_name, new.name, n.content
      from search_news s join news n on n.id = s.news_id where n.category_id = new.id;
  end`,
  `create index search_news_listed_idx on search_news (listed_at)`,
  // Every word of the stories, for the typo step; its trigrams find the words spelled like a query word.
  `create table search_words (word varchar(64) primary key)`,
  `create virtual table search_word_trigrams using fts5(word, content='search_words', tokenize='trigram')`,
  `create trigger search_words_insert after insert on search_words begin
    insert into search_word_trigrams (rowid, word) values (new.rowid, new.word);
  end`,
  `create trigger search_words_delete after delete on search_words begin
    insert into search_word_trigrams (search_word_trigrams, rowid, word) values ('delete', old.rowid, old.word);
  end`,
  `create virtual table search_news_vocabulary using fts5vocab(search_news_text, row)`,
  // Fill from the stories already written: one bulk build of each index.
  `insert into search_news (news_id, status, publication_date, listed_at)
    select id, status, publication_date, coalesce(publication_date, created_at) from news order by created_at`,
  `insert into search_news_text (search_news_text) values ('rebuild')`,
  `insert into search_words (word) select term from search_news_vocabulary where length(term) between 2 and 40`,
];

const POSTGRES = [
  'create extension if not exists unaccent',
  'create extension if not exists pg_trgm',
  // The simple configuration (every word, lower-cased, no stemming: the stories mix English and Filipino) with
  // accents removed from words outside ASCII.
  'create text search configuration newsroom_search (copy = simple)',
  `alter text search configuration newsroom_search
    alter mapping for word, hword, hword_part, numword, numhword, hword_numpart with unaccent, simple`,
  `create table search_news (
    news_id varchar(36) primary key references news(id) on delete cascade,
    status varchar(20) not null,
    publication_date varchar(30),
    listed_at varchar(30) not null,
    title_words tsvector not null,
    description_words tsvector not null,
    document tsvector not null)`,
  'create index search_news_document_idx on search_news using gin (document)',
  'create table search_words (word varchar(64) primary key)',
  'create index search_words_trigram_idx on search_words using gist (word gist_trgm_ops)',
  // Indexes the stories of these ids. A list rather than optional filters, which would plan as a scan of every story.
  `create function search_news_index(ids varchar[]) returns void language sql as $$
    insert into search_news (news_id, status, publication_date, listed_at, title_words, description_words, document)
    select n.id, n.status, n.publication_date, coalesce(n.publication_date, n.created_at), v.title, v.description,
      v.title || v.description || to_tsvector('newsroom_search', n.author_name || ' ' || c.name || ' ' || n.content)
    from news n join categories c on c.id = n.category_id
    cross join lateral (select to_tsvector('newsroom_search', n.title) as title,
      to_tsvector('newsroom_search', n.description) as description) v
    where n.id = any(ids)
    on conflict (news_id) do update set status = excluded.status, publication_date = excluded.publication_date,
      listed_at = excluded.listed_at, title_words = excluded.title_words, description_words = excluded.description_words,
      document = excluded.document
  $$`,
  `create function search_news_changed() returns trigger language plpgsql as $$
  begin
    perform search_news_index(array[new.id]);
    return null;
  end $$`,
  `create trigger search_news_changed after insert or update of title, description, content, author_name, category_id,
    status, publication_date, created_at on news for each row execute function search_news_changed()`,
  `create function search_category_renamed() returns trigger language plpgsql as $$
  begin
    if new.name is distinct from old.name then
      perform search_news_index(array(select id from news where category_id = new.id));
    end if;
    return null;
  end $$`,
  `create trigger search_category_renamed after update of name on categories
    for each row execute function search_category_renamed()`,
  `create function search_words_learned() returns trigger language plpgsql as $$
  begin
    insert into search_words (word)
      select lexeme from unnest(new.document) where length(lexeme) between 2 and 40 order by lexeme
      on conflict do nothing;
    return null;
  end $$`,
  `create trigger search_words_learned after insert or update of document on search_news
    for each row execute function search_words_learned()`,
  'create index search_news_listed_idx on search_news (listed_at)',
];

/** Fills PostgreSQL's index in bulk: the per-row word trigger is off meanwhile, and ts_stat lists the words once. */
const POSTGRES_FILL = [
  'alter table search_news disable trigger search_words_learned',
  'select search_news_index(array(select id from news))',
  'alter table search_news enable trigger search_words_learned',
  `insert into search_words (word) select word from ts_stat('select document from search_news')
    where length(word) between 2 and 40 on conflict do nothing`,
];

const OLD_TABLES = ['search_term_variants', 'search_vocabulary', 'search_terms', 'search_documents'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of OLD_TABLES) await db.schema.dropTable(table).ifExists().execute();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of postgres ? [...POSTGRES, ...POSTGRES_FILL] : SQLITE) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger search_news_changed on news',
        'drop trigger search_category_renamed on categories',
        'drop table search_news',
        'drop table search_words',
        'drop function search_news_changed()',
        'drop function search_category_renamed()',
        'drop function search_words_learned()',
        'drop function search_news_index(varchar[])',
        'drop text search configuration newsroom_search',
      ]
    : [
        'drop trigger search_news_insert',
        'drop trigger search_news_text_update',
        'drop trigger search_news_listing_update',
        'drop trigger search_news_delete',
        'drop trigger search_news_category_rename',
        'drop table search_news_vocabulary',
        'drop table search_word_trigrams',
        'drop table search_words',
        'drop table search_news_text',
        'drop view search_news_source',
        'drop table search_news',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
