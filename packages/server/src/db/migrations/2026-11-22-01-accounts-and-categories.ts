/** Users, categories and settings (the signing key lives there). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('username', 'varchar(50)', (col) => col.notNull())
    .addColumn('username_key', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('fullname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await db.schema.createIndex('users_fullname_idx').on('users').column('fullname').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('slug', 'varchar(120)', (col) => col.notNull())
    .addColumn('slug_key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('settings').execute();
}
