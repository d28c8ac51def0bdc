/**
 * Lists that cost the same at any archive size: indexes in each list's exact order (so a page is a short index
 * walk, never a sort of everything), and a running tally of stories per category and status kept by triggers,
 * so a total is a sum of a few rows instead of a count over the archive.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const ORDERED_INDEXES: [name: string, columns: string[]][] = [
  // What readers see: Approved, newest published first (ties broken by creation, then id).
  ['news_public_order_idx', ['status', 'publication_date', 'created_at', 'id']],
  ['news_category_public_order_idx', ['category_id', 'status', 'publication_date', 'created_at', 'id']],
  // The back office: newest created first, by status, by author, or all.
  ['news_status_created_order_idx', ['status', 'created_at', 'id']],
  ['news_author_created_order_idx', ['author_id', 'created_at', 'id']],
  ['news_created_order_idx', ['created_at', 'id']],
];
const REPLACED_INDEXES = [
  'news_status_publication_idx',
  'news_category_status_publication_idx',
  'news_status_created_idx',
  'news_author_created_idx',
  'news_created_idx',
];

const sqliteTriggers = [
  sql`create trigger news_tally_insert after insert on news begin
    insert into news_tallies (category_id, status, tally) values (new.category_id, new.status, 1)
      on conflict (category_id, status) do update set tally = tally + 1;
  end`,
  sql`create trigger news_tally_delete after delete on news begin
    update news_tallies set tally = tally - 1 where category_id = old.category_id and status = old.status;
  end`,
  sql`create trigger news_tally_update after update of status, category_id on news
    when old.status <> new.status or old.category_id <> new.category_id begin
    update news_tallies set tally = tally - 1 where category_id = old.category_id and status = old.status;
    insert into news_tallies (category_id, status, tally) values (new.category_id, new.status, 1)
      on conflict (category_id, status) do update set tally = tally + 1;
  end`,
];

const postgresTriggers = [
  sql`create function news_tally_change() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update news_tallies set tally = tally - 1 where category_id = old.category_id and status = old.status;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into news_tallies (category_id, status, tally) values (new.category_id, new.status, 1)
        on conflict (category_id, status) do update set tally = news_tallies.tally + 1;
    end if;
    return null;
  end $$`,
  sql`create trigger news_tally_insert_delete after insert or delete on news for each row execute function news_tally_change()`,
  sql`create trigger news_tally_update after update of status, category_id on news for each row
    when (old.status is distinct from new.status or old.category_id is distinct from new.category_id)
    execute function news_tally_change()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of ORDERED_INDEXES) await db.schema.createIndex(name).on('news').columns(columns).execute();
  for (const name of REPLACED_INDEXES) await db.schema.dropIndex(name).execute();

  await db.schema
    .createTable('news_tallies')
    .addColumn('category_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('tally', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('news_tallies_pk', ['category_id', 'status'])
    .execute();
  await sql`insert into news_tallies (category_id, status, tally) select category_id, status, count(*) from news group by category_id, status`.execute(
    db,
  );
  const triggers = db.getExecutor().adapter instanceof PostgresAdapter ? postgresTriggers : sqliteTriggers;
  for (const trigger of triggers) await trigger.execute(db);
}
