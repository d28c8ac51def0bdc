/** The alerts waiting for their users' daily summaries (mail_alert_digest_items), each kept as its data. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Alert } from '../../services/mail/templates/alert.js';

/** One line of the next summary of each of these users. */
export async function addDigestItems(db: Kysely<Database>, userIds: readonly string[], alert: Alert): Promise<void> {
  if (userIds.length === 0) return;
  const createdAt = nowIso();
  const text = JSON.stringify(alert);
  await db
    .insertInto('mail_alert_digest_items')
    .values(userIds.map((userId) => ({ id: newId(), user_id: userId, alert: text, created_at: createdAt })))
    .execute();
}

/** The users with alerts written before `before` (an ISO instant), whose summary is due. */
export async function usersWithItemsBefore(db: Kysely<Database>, before: string): Promise<string[]> {
  const rows = await db.selectFrom('mail_alert_digest_items').select('user_id').distinct().where('created_at', '<', before).execute();
  return rows.map((row) => row.user_id);
}

/**
 * Deletes the user's alerts written before `before` and answers them, oldest first: in the summary's transaction, so
 * they go with the summary that tells them, and another instance deleting at the same time gets none of them.
 */
export async function takeItemsBefore(db: Kysely<Database>, userId: string, before: string): Promise<Alert[]> {
  const rows = await db
    .deleteFrom('mail_alert_digest_items')
    .where('user_id', '=', userId)
    .where('created_at', '<', before)
    .returning(['alert', 'created_at', 'id'])
    .execute();
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return rows.map((row) => JSON.parse(row.alert) as Alert);
}
