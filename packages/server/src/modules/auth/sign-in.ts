/** Checking a username and password under the login throttle, and opening a session for the right pair. */
import type { FastifyInstance } from 'fastify';
import { loginMessages, type Language, type LoginBody } from '@newsroom/shared';
import type { UserRow } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { verifyDecoyPassword, verifyPassword } from '../../services/passwords.js';
import { findUserByUsername, rememberUserLanguage } from '../users/users.repository.js';
import type { LoginThrottle } from './login-throttle.js';

export interface OpenedSession {
  user: UserRow;
  accessToken: string;
}

/** One answer for every bad pair; an unknown username costs the same time as a wrong password. */
export async function signIn(
  app: FastifyInstance,
  throttle: LoginThrottle,
  credentials: LoginBody,
  address: string,
  language: Language,
): Promise<OpenedSession> {
  const { username, password } = credentials;
  if (!(await throttle.beginAttempt(username, address))) throw new ApiError(429, loginMessages.tooManyAttempts);

  const user = await findUserByUsername(app.db, username);
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyDecoyPassword(password);
  if (!user || !valid) throw new ApiError(401, loginMessages.invalidCredentials);
  await throttle.recordSuccess(username, address);
  return openSession(app, user, language);
}

/**
 * A session for a user who has just proved who they are (their password, or an invitation's link they accepted); the
 * language they use the app in is remembered as theirs: their e-mail is written in it.
 */
export async function openSession(app: FastifyInstance, user: UserRow, language: Language): Promise<OpenedSession> {
  await rememberUserLanguage(app.db, user.id, language);
  return { user, accessToken: await app.tokens.sign({ userId: user.id, sessionVersion: user.session_version }) };
}
