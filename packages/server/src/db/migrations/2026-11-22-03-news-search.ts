/** The news search index: a number per item, each item's words by field, the vocabulary and its typo neighbourhoods. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Prefix search is a range scan on `term`. SQLite compares text by code point; PostgreSQL would use the
  // database's linguistic collation, where a word need not sort between its prefix and the prefix's successor.
  const word = db.getExecutor().adapter instanceof PostgresAdapter ? sql`varchar(64) collate "C"` : sql`varchar(64)`;

  await db.schema
    .createTable('search_documents')
    .addColumn('doc', 'integer', (col) => col.primaryKey())
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().unique().references('news.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('search_terms')
    .addColumn('doc', 'integer', (col) => col.notNull().references('search_documents.doc').onDelete('cascade'))
    .addColumn('term', word, (col) => col.notNull())
    .addColumn('field_weight', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['doc', 'term'])
    .execute();
  // The weight rides along so a search reads the index alone, never the table.
  await db.schema.createIndex('search_terms_term_idx').on('search_terms').columns(['term', 'doc', 'field_weight']).execute();

  await db.schema
    .createTable('search_vocabulary')
    .addColumn('term', word, (col) => col.primaryKey())
    .addColumn('documents', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('search_term_variants')
    .addColumn('variant', word, (col) => col.notNull())
    .addColumn('term', word, (col) => col.notNull())
    .addPrimaryKeyConstraint('search_term_variants_pk', ['variant', 'term'])
    .execute();

  // It once filled these tables from the news written before it by calling the live indexer; a migration must
  // not depend on code that changes later, and 2026-11-25-01-search-engines replaces these tables anyway.
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_term_variants').execute();
  await db.schema.dropTable('search_vocabulary').execute();
  await db.schema.dropTable('search_terms').execute();
  await db.schema.dropTable('search_documents').execute();
}
