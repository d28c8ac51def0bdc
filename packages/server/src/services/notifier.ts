/**
 * Creates notifications and tells listening back offices about them at once. Every notification belongs to
 * one user; "to the admins" writes one per ADMIN. Listeners are in memory; `onCreated` hands new notifications to
 * the other instances (plugins/instance-events.ts), which `deliver` them to theirs.
 * Notifying never fails the caller: by then the change it reports has happened, so a notification that
 * cannot be written is logged instead of turning a done action into an error.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../db/schema.js';
import { newId, nowIso } from '../lib/ids.js';

export type NotificationListener = (notification: NotificationRow) => void;

export class Notifier {
  private readonly events = new EventEmitter();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    // One listener per open back-office tab; a busy school can have many.
    this.events.setMaxListeners(0);
  }

  async toUser(userId: string | null, author: string, message: string): Promise<void> {
    if (!userId) return; // the author's account is gone
    await this.insert(async () => [userId], author, message, null);
  }

  /**
   * `exceptUserId`: the ADMIN who caused the event need not be told of it. `commentId`: the comment the notification
   * is about, whose erasure erases `author` from it.
   */
  async toAdmins(author: string, message: string, about: { exceptUserId?: string; commentId?: string } = {}): Promise<void> {
    await this.insert(
      async () => {
        const admins = await this.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
        return admins.map((admin) => admin.id).filter((id) => id !== about.exceptUserId);
      },
      author,
      message,
      about.commentId ?? null,
    );
  }

  private readonly createdListeners: ((rows: NotificationRow[]) => void)[] = [];

  /** Calls the listener with the notifications this instance writes, once they are stored. */
  onCreated(listener: (rows: NotificationRow[]) => void): void {
    this.createdListeners.push(listener);
  }

  /** Tells this instance's listeners of notifications another instance wrote. */
  deliver(rows: readonly NotificationRow[]): void {
    for (const row of rows) this.events.emit(row.user_id, row);
  }

  /** Calls the listener for each new notification of this user; returns the function that stops it. */
  subscribe(userId: string, listener: NotificationListener): () => void {
    this.events.on(userId, listener);
    return () => this.events.off(userId, listener);
  }

  private async insert(recipients: () => Promise<string[]>, author: string, message: string, commentId: string | null): Promise<void> {
    let rows: NotificationRow[];
    try {
      const userIds = await recipients();
      if (userIds.length === 0) return;
      const createdAt = nowIso();
      rows = userIds.map((userId) => ({ id: newId(), user_id: userId, author, message, read: 0, created_at: createdAt, comment_id: commentId }));
      await this.db.insertInto('notifications').values(rows).execute();
    } catch (error) {
      this.log.error({ err: error, message }, 'could not write a notification');
      return;
    }
    this.deliver(rows);
    for (const listener of this.createdListeners) listener(rows);
  }
}
