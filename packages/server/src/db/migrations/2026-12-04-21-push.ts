/**
 * Breaking news alerts by Web Push (issue 26). A device that turned alerts on is one row (its push service's address
 * and its keys; no account, no other data). A story approved as breaking is one alert, written in the approval's
 * transaction and sent from its time on by one instance at a time (a claim with a lease), which walks the devices in
 * id order (its cursor) and writes a delivery row before each send: a device is never sent one alert twice, even by a
 * sender that crashed or lost its lease. The site's VAPID keys are a settings row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(50)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('push_alerts')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // One alert per story, ever: approving it again after an archive alerts nobody a second time.
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().unique().references('news.id').onDelete('cascade'))
    // The story's publication date: a scheduled story alerts when it becomes public.
    .addColumn('send_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    // The last device id of the last batch done; null before the first.
    .addColumn('cursor', 'varchar(36)')
    .addColumn('claim_id', 'varchar(36)')
    .addColumn('lease_expires_at', 'varchar(30)')
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expired', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unknown', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('push_alerts_due_idx').on('push_alerts').columns(['state', 'send_at']).execute();

  // No reference to the device: a device gone (410) keeps its outcome until the alert is finished and counted.
  await db.schema
    .createTable('push_deliveries')
    .addColumn('alert_id', 'varchar(36)', (col) => col.notNull().references('push_alerts.id').onDelete('cascade'))
    .addColumn('subscription_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_deliveries_pk', ['alert_id', 'subscription_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_alerts').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
