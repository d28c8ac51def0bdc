/** Reading and changing one user's notifications. Every query is scoped to the owner, so no other user's row can leak. */
import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';

/** Unread before read, then newest first; the id keeps rows written in the same instant in a stable order. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  paging: PageRequest,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const query = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('read', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const [rows, total] = await Promise.all([query.limit(paging.limit).offset(paging.offset).execute(), countNotifications(db, userId)]);
  return { rows, total };
}

export async function countNotifications(db: Kysely<Database>, userId: string, onlyUnread = false): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId);
  if (onlyUnread) query = query.where('read', '=', 0);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findOwnNotification(db: Kysely<Database>, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The notification as it is now read, or undefined when the user has no such notification. */
export async function markNotificationRead(db: Kysely<Database>, userId: string, id: string): Promise<NotificationRow | undefined> {
  await db.updateTable('notifications').set({ read: 1 }).where('id', '=', id).where('user_id', '=', userId).execute();
  return findOwnNotification(db, userId, id);
}

/** Whether the user had such a notification. */
export async function deleteNotification(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
