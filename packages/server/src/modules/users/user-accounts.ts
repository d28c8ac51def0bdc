/**
 * Creating, changing and deleting accounts under SPEC §5's rules: a username is taken once, at least one ADMIN
 * remains, and a change that ends a user's sessions closes what they hold open.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { takesAwayAnAdmin, userMessages, type createUserBodySchema, type updateUserBodySchema } from '@newsroom/shared';
import type { Database, UserRow } from '../../db/schema.js';
import { conflict, conflictOnDuplicate } from '../../lib/api-error.js';
import { hashPassword } from '../../services/passwords.js';
import { endResetToken } from '../auth/password-resets.repository.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { changeKeepingAnAdmin, deleteUser, findUserById, findUserByUsername, insertUser, updateUser, type UserValues } from './users.repository.js';

type NewAccount = z.output<typeof createUserBodySchema>;
type AccountChange = z.output<typeof updateUserBodySchema>;

/** A username is taken once, whatever its case: 409 with the user form's message. */
export async function ensureUsernameFree(db: Kysely<Database>, username: string, exceptId?: string) {
  const existing = await findUserByUsername(db, username);
  if (existing && existing.id !== exceptId) throw conflict(userMessages.usernameTaken);
}

const takenOnRace = conflictOnDuplicate(userMessages.usernameTaken);

/** Inserts an account through `db` (the app's, or a change's transaction); a username taken meanwhile gets the same 409. */
export function insertAccount(db: Kysely<Database>, account: UserValues & { passwordHash: string }): Promise<UserRow> {
  return insertUser(db, account).catch(takenOnRace);
}

export async function createAccount(app: FastifyInstance, account: NewAccount): Promise<UserRow> {
  const { password, role, ...values } = account;
  await ensureUsernameFree(app.db, values.username);
  return insertAccount(app.db, { ...values, role: role[0], passwordHash: await hashPassword(password) });
}

export async function changeAccount(app: FastifyInstance, existing: UserRow, change: AccountChange): Promise<UserRow> {
  const { password, role, ...values } = change;
  await ensureUsernameFree(app.db, values.username, existing.id);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const update = (db: typeof app.db) => updateUser(db, existing.id, { ...values, role: role[0], passwordHash });
  try {
    if (!takesAwayAnAdmin(existing.role, role[0])) await update(app.db);
    else if (!(await changeKeepingAnAdmin(app.db, existing.id, update))) throw conflict(userMessages.lastAdmin);
  } catch (error) {
    takenOnRace(error);
  }
  // A reset link asked for before went to the old address, which may be a mailbox the user has lost.
  if (values.email !== existing.email) await endResetToken(app.db, existing.id);
  // A new password or role ended the user's sessions (users.repository): close what they hold open.
  if (passwordHash || existing.role !== role[0]) app.sessionEvents.emit('user', existing.id);
  return (await findUserById(app.db, existing.id))!;
}

export async function deleteAccount(app: FastifyInstance, existing: UserRow): Promise<void> {
  const remove = (db: typeof app.db) => deleteUser(db, existing.id);
  if (!takesAwayAnAdmin(existing.role, null)) await remove(app.db);
  else if (!(await changeKeepingAnAdmin(app.db, existing.id, remove))) throw conflict(userMessages.lastAdmin);
  app.sessionEvents.emit('user', existing.id);
  // Their stories stay, no longer linked to an account.
  app.publicCache.invalidate([cacheTags.everything]);
}
