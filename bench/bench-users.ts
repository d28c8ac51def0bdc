/** Accounts the benches write straight into the database: `<username>@school.test`, signed in with the given hash. */
import type { Insertable } from 'kysely';
import type { UsersTable } from '../packages/server/src/db/schema.js';
import { newId } from '../packages/server/src/lib/ids.js';

export function benchUser(username: string, role: 'ADMIN' | 'AUTHOR', passwordHash: string): Insertable<UsersTable> {
  const now = new Date().toISOString();
  return {
    id: newId(),
    username,
    username_key: username,
    fullname: username.replace(/-/g, ' '),
    email: `${username}@school.test`,
    password_hash: passwordHash,
    role,
    session_version: 0,
    created_at: now,
    updated_at: now,
  };
}
