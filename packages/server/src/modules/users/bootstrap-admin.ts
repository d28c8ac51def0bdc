/** On a start with no users at all, the first ADMIN is made from the ADMIN_* settings. */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Config } from '../../config.js';
import { hashPassword } from '../../services/passwords.js';
import { countUsers, insertUser } from './users.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

export async function bootstrapAdmin(db: Kysely<Database>, admin: Config['admin'], log: FastifyBaseLogger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  // Random but readable, and always with a special character so it meets the password rule.
  const password = admin.password ?? `${randomBytes(12).toString('base64url')}!`;
  try {
    await insertUser(db, {
      fullname: admin.fullname,
      username: admin.username,
      email: admin.email,
      role: 'ADMIN',
      passwordHash: await hashPassword(password),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return; // another instance created it at the same moment
    throw error;
  }
  if (admin.password) {
    log.info({ username: admin.username }, 'created the first administrator from ADMIN_USERNAME and ADMIN_PASSWORD');
  } else {
    log.warn(
      { username: admin.username, password },
      'created the first administrator with a generated password (shown only this once): sign in and change it',
    );
  }
}
