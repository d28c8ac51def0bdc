/**
 * The push tables' one door: the devices that turned alerts on, the breaking alerts (claimed by one sender at a time
 * under a lease, as the mail outbox's messages are) and each device's try of an alert.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, PushAlertRow, PushDeliveriesTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { newId } from '../../lib/ids.js';

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One row per device: subscribing again (new keys, the same address) replaces its keys. */
export async function saveSubscription(db: Kysely<Database>, device: DeviceKeys, now: string): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ id: newId(), ...device, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ p256dh: device.p256dh, auth: device.auth, updated_at: now }))
    .execute();
}

export async function deleteSubscriptionByEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function deleteSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * A story's breaking alert, due at `sendAt`. A story alerts once: an alert already sent or under way stays as it is,
 * and only one called off (the story was archived before its time) waits again for the new date.
 */
export async function recordAlert(db: Kysely<Database>, newsId: string, sendAt: string, now: string): Promise<void> {
  await db
    .insertInto('push_alerts')
    .values({
      id: newId(),
      news_id: newsId,
      send_at: sendAt,
      state: 'waiting',
      cursor: null,
      claim_id: null,
      lease_expires_at: null,
      sent: 0,
      failed: 0,
      expired: 0,
      unknown: 0,
      created_at: now,
      finished_at: null,
    })
    .onConflict((oc) =>
      oc.column('news_id').doUpdateSet({ send_at: sendAt, state: 'waiting', cursor: null }).where('push_alerts.state', '=', 'cancelled'),
    )
    .execute();
}

/** Waiting, its time come, and held by no sender (or by one whose lease has passed: it died, or was cut off). */
const dueAt = (now: string) => (eb: ExpressionBuilder<Database, 'push_alerts'>) =>
  eb.and([eb('state', '=', 'waiting'), eb('send_at', '<=', now), eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)])]);

/** Takes the alert due first for this claim until `leaseUntil`; PostgreSQL skips one another sender is claiming. */
export async function claimDueAlert(db: Kysely<Database>, claimId: string, now: Date, leaseUntil: Date): Promise<PushAlertRow | undefined> {
  const nowIso = now.toISOString();
  let due = db.selectFrom('push_alerts').select('id').where(dueAt(nowIso)).orderBy('send_at').limit(1);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('push_alerts')
      .set({ claim_id: claimId, lease_expires_at: leaseUntil.toISOString() })
      .where('id', 'in', due)
      // Read again on the row being updated: another sender may have claimed it since the select.
      .where(dueAt(nowIso))
      .returningAll()
      .executeTakeFirst()
  );
}

/** Records a batch done (the cursor past its last device) and extends the lease; false when the claim was lost. */
export async function advanceAlert(db: Kysely<Database>, id: string, claimId: string, cursor: string, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('push_alerts')
    .set({ cursor, lease_expires_at: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the alert back: a stopping sender's, due again for the next sender at once; or, with `sendAt`, later. */
export async function releaseAlert(db: Kysely<Database>, id: string, claimId: string, sendAt?: string): Promise<void> {
  await db
    .updateTable('push_alerts')
    .set({ claim_id: null, lease_expires_at: null, ...(sendAt ? { send_at: sendAt } : {}) })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .execute();
}

/** The story is no longer public (archived, or deleted): nobody is alerted, unless it is approved as breaking again. */
export async function cancelAlert(db: Kysely<Database>, id: string, claimId: string, now: string): Promise<void> {
  await db
    .updateTable('push_alerts')
    .set({ state: 'cancelled', claim_id: null, lease_expires_at: null, finished_at: now })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .execute();
}

export interface DeviceToAlert extends DeviceKeys {
  id: string;
  /** Whether a sender has tried this device for this alert already. */
  tried: boolean;
}

/** The next `limit` devices after the cursor, in id order, each with whether it was tried for this alert. */
export async function devicesAfter(db: Kysely<Database>, alertId: string, cursor: string | null, limit: number): Promise<DeviceToAlert[]> {
  let query = db
    .selectFrom('push_subscriptions as s')
    .leftJoin('push_deliveries as d', (join) => join.onRef('d.subscription_id', '=', 's.id').on('d.alert_id', '=', alertId))
    .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 'd.outcome'])
    .orderBy('s.id')
    .limit(limit);
  if (cursor !== null) query = query.where('s.id', '>', cursor);
  const rows = await query.execute();
  return rows.map(({ outcome, ...device }) => ({ ...device, tried: outcome !== null }));
}

/**
 * Writes that this device is being sent this alert, before the send; false when some sender did already. The row is
 * what makes a second send impossible, whatever happens to the sender or its lease.
 */
export async function startDelivery(db: Kysely<Database>, alertId: string, subscriptionId: string): Promise<boolean> {
  const result = await db
    .insertInto('push_deliveries')
    .values({ alert_id: alertId, subscription_id: subscriptionId, outcome: 'sending' })
    .onConflict((oc) => oc.columns(['alert_id', 'subscription_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function endDelivery(
  db: Kysely<Database>,
  alertId: string,
  subscriptionId: string,
  outcome: Exclude<PushDeliveriesTable['outcome'], 'sending'>,
): Promise<void> {
  await db.updateTable('push_deliveries').set({ outcome }).where('alert_id', '=', alertId).where('subscription_id', '=', subscriptionId).execute();
}

export type AlertCounts = Pick<PushAlertRow, 'sent' | 'failed' | 'expired' | 'unknown'>;

/**
 * Settles the alert: its deliveries counted onto it and deleted (they only mattered while it was sent). A delivery
 * still `sending` was on its way when a sender died: whether it arrived is unknown, and it is not tried again.
 */
export async function finishAlert(db: Kysely<Database>, id: string, claimId: string, now: string): Promise<AlertCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('push_deliveries')
      .select(['outcome', sql<number | string>`count(*)`.as('count')])
      .where('alert_id', '=', id)
      .groupBy('outcome')
      .execute();
    const count = (outcome: PushDeliveriesTable['outcome']) => Number(rows.find((row) => row.outcome === outcome)?.count ?? 0);
    const counts = { sent: count('sent'), failed: count('failed'), expired: count('expired'), unknown: count('sending') };
    const settled = await trx
      .updateTable('push_alerts')
      .set({ ...counts, state: 'done', claim_id: null, lease_expires_at: null, finished_at: now })
      .where('id', '=', id)
      .where('claim_id', '=', claimId)
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1) return undefined;
    await trx.deleteFrom('push_deliveries').where('alert_id', '=', id).execute();
    return counts;
  });
}
