/**
 * E-mail alerts (issue 24): each user's choice (each alert as it happens, one summary a day, or none), the alerts
 * waiting for a daily summary, and the school day of each user's last summary, which the instance sending it claims.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_alerts', 'varchar(10)', (col) => col.notNull().defaultTo('instant'))
    .execute();
  // `YYYY-MM-DD` in TIME_ZONE; null before the first summary. Set in the summary's own transaction, only when earlier,
  // so two instances never both send one day's summary.
  await db.schema.alterTable('users').addColumn('alerts_summarized_on', 'varchar(10)').execute();

  await db.schema
    .createTable('mail_alert_digest_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // What happened, as JSON (services/mail/templates/alert.ts): written in the reader's language when the summary is.
    .addColumn('alert', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_alert_digest_items_user_idx').on('mail_alert_digest_items').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('mail_alert_digest_items_created_idx').on('mail_alert_digest_items').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_alert_digest_items').execute();
  await db.schema.alterTable('users').dropColumn('alerts_summarized_on').execute();
  await db.schema.alterTable('users').dropColumn('email_alerts').execute();
}
