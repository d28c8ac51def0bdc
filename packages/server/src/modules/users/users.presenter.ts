/** What a user looks like to the API: never the password hash or session version. */
import { roleName, type User } from '@newsroom/shared';
import type { UserRow } from '../../db/schema.js';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    fullname: row.fullname,
    username: row.username,
    email: row.email,
    role: row.role,
    roles: [roleName(row.role)],
    createdAt: row.created_at,
  };
}
