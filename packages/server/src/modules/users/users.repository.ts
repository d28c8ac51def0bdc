/** Reading and writing users. Functions take the database (or a transaction) first. */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_EMAIL_ALERTS, type EmailAlertChoice, type Role } from '@newsroom/shared';
import type { Database, UserRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { containsIgnoringCase } from '../../lib/text-match.js';
import type { Paging } from '../../lib/paging.js';
import { isPostgres } from '../../db/dialect.js';

export const usernameKey = (username: string): string => username.trim().toLowerCase();

/**
 * Users by name, one page of them, with how many there are; `query` (a case-insensitive substring of the name,
 * username or e-mail) narrows them, an empty one lists everyone.
 */
export async function listUsers(db: Kysely<Database>, query: string, paging: Paging): Promise<{ rows: UserRow[]; total: number }> {
  const text = query.trim();
  const matching = () =>
    text === ''
      ? db.selectFrom('users')
      : db
          .selectFrom('users')
          .where((eb) =>
            eb.or([
              containsIgnoringCase(eb.ref('fullname'), text),
              containsIgnoringCase(eb.ref('username'), text),
              containsIgnoringCase(eb.ref('email'), text),
            ]),
          );
  const [rows, counted] = await Promise.all([
    matching().selectAll().orderBy('fullname').orderBy('username_key').limit(paging.limit).offset(paging.offset).execute(),
    matching()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

/** Every account with this e-mail address, whatever its case: an address may serve several accounts. */
export function findUsersByEmail(db: Kysely<Database>, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at')
    .execute();
}

export async function countUsers(db: Kysely<Database>, role?: Role): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Runs `change` (a delete or a demotion of `userId`) only if another ADMIN remains, in one transaction that
 * holds the ADMIN rows: two requests removing the last two ADMINs at once cannot both see the other one left.
 * SQLite runs one transaction at a time; PostgreSQL makes the second wait on the row locks and then re-reads.
 */
export async function changeKeepingAnAdmin(db: Kysely<Database>, userId: string, change: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const admins = trx.selectFrom('users').select('id').where('role', '=', 'ADMIN');
    const ids = (await (isPostgres(trx) ? admins.forUpdate() : admins).execute()).map((row) => row.id);
    if (!ids.some((id) => id !== userId)) return false;
    await change(trx);
    return true;
  });
}

export interface UserValues {
  fullname: string;
  username: string;
  email: string;
  role: Role;
}

export async function insertUser(db: Kysely<Database>, values: UserValues & { passwordHash: string }): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    fullname: values.fullname,
    username: values.username,
    username_key: usernameKey(values.username),
    email: values.email,
    role: values.role,
    password_hash: values.passwordHash,
    session_version: 0,
    created_at: now,
    updated_at: now,
    language: null,
    email_alerts: DEFAULT_EMAIL_ALERTS,
    alerts_summarized_on: null,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Changing the password also ends the user's existing sessions. */
export async function updateUser(db: Kysely<Database>, id: string, values: UserValues & { passwordHash?: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({
      fullname: values.fullname,
      username: values.username,
      username_key: usernameKey(values.username),
      email: values.email,
      role: values.role,
      updated_at: nowIso(),
      // A new password ends every session the user has. A new role takes effect on the next request (each reads
      // the role afresh), so sessions stay; long-lived answers made for the old role end (notification stream).
      ...(values.passwordHash ? { password_hash: values.passwordHash, session_version: sql<number>`session_version + 1` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets a new password only if the user's sessions are still those of `sessionVersion` (no other change came between),
 * and ends every session they had; false when the version has moved on.
 */
export async function setPasswordAtVersion(db: Kysely<Database>, id: string, sessionVersion: number, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, session_version: sql<number>`session_version + 1`, updated_at: nowIso() })
    .where('id', '=', id)
    .where('session_version', '=', sessionVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Remembers the language the user uses the app in (their e-mail is written in it); writes only when it changed. */
export async function rememberUserLanguage(db: Kysely<Database>, id: string, language: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}

/** What an e-mail alert needs of its recipient: where it goes, in which language, and whether now or in a summary. */
export type AlertRecipient = Pick<UserRow, 'id' | 'fullname' | 'email' | 'language' | 'email_alerts'>;

const ALERT_RECIPIENT_COLUMNS = ['id', 'fullname', 'email', 'language', 'email_alerts'] as const;

/** The user, when they take e-mail alerts (their choice is not `off`) and have an address to take them at. */
export function alertRecipient(db: Kysely<Database>, id: string): Promise<AlertRecipient | undefined> {
  return db
    .selectFrom('users')
    .select(ALERT_RECIPIENT_COLUMNS)
    .where('id', '=', id)
    .where('email_alerts', '!=', 'off')
    .where('email', '!=', '')
    .executeTakeFirst();
}

/** Every ADMIN who takes e-mail alerts, but `exceptUserId` (the one who caused the alert). */
export function adminAlertRecipients(db: Kysely<Database>, exceptUserId?: string): Promise<AlertRecipient[]> {
  let query = db
    .selectFrom('users')
    .select(ALERT_RECIPIENT_COLUMNS)
    .where('role', '=', 'ADMIN')
    .where('email_alerts', '!=', 'off')
    .where('email', '!=', '');
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return query.orderBy('id').execute();
}

export async function emailAlertsOf(db: Kysely<Database>, id: string): Promise<EmailAlertChoice | undefined> {
  const row = await db.selectFrom('users').select('email_alerts').where('id', '=', id).executeTakeFirst();
  return row?.email_alerts;
}

/** Answers false when the user is gone. */
export async function setEmailAlerts(db: Kysely<Database>, id: string, choice: EmailAlertChoice): Promise<boolean> {
  const result = await db.updateTable('users').set({ email_alerts: choice }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the school day's summary as the user's, if no summary of that day (or a later one) was theirs yet; answers
 * the user then, undefined otherwise. In the summary's transaction: a second instance's claim waits for it, then finds
 * the day taken.
 */
export function claimSummaryDay(db: Kysely<Database>, id: string, day: string): Promise<AlertRecipient | undefined> {
  return db
    .updateTable('users')
    .set({ alerts_summarized_on: day })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('alerts_summarized_on', 'is', null), eb('alerts_summarized_on', '<', day)]))
    .returning(ALERT_RECIPIENT_COLUMNS)
    .executeTakeFirst();
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
