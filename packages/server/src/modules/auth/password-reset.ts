/**
 * Forgot password (issue 24). Asking sends every account with the address a link by e-mail; its token is random (256
 * bits), kept only as its SHA-256, lives 60 minutes, and dies when a newer one is asked for or the password changes any
 * other way (the token holds the session version it was made for). The request is answered before any of that is
 * done, so the answer is the same, in the same time, whether or not the address has an account (OWASP's Forgot
 * Password advice); the work follows in this process, one request after another. Resetting takes the token once, sets
 * the password under the user form's rules and ends every session of the user, their live streams included.
 */
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_MINUTES, passwordResetMessages, type Language } from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { recipientLanguage } from '../../services/mail/mailer.js';
import { hashPassword } from '../../services/passwords.js';
import { findUsersByEmail, setPasswordAtVersion } from '../users/users.repository.js';
import { findResetToken, replaceResetToken, takeResetToken } from './password-resets.repository.js';
import { newLinkToken, secretHash } from '../../lib/secret-hash.js';

/** A link for each account with the address, in the language its user last used the app in, else the asker's. */
async function sendResetLinks(app: FastifyInstance, email: string, askedIn: Language): Promise<void> {
  for (const user of await findUsersByEmail(app.db, email)) {
    const token = newLinkToken();
    await app.changes.run(async (change) => {
      await replaceResetToken(change.trx, {
        tokenHash: secretHash(token),
        userId: user.id,
        sessionVersion: user.session_version,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
      });
      await app.mail.queue(change, {
        kind: 'password-reset',
        to: { address: user.email, language: user.language ? recipientLanguage(user.language) : askedIn },
        data: { fullname: user.fullname, username: user.username, token },
      });
    });
  }
}

export interface PasswordResetRequests {
  /** Does what a request asked for after its answer; a failure is logged (the asker can ask again). */
  handle(email: string, askedIn: Language): void;
  /** Resolves once every request handed over so far is done. */
  settled(): Promise<void>;
}

export function createPasswordResetRequests(app: FastifyInstance): PasswordResetRequests {
  let line: Promise<void> = Promise.resolve();
  return {
    handle(email, askedIn) {
      line = line
        .then(() => sendResetLinks(app, email, askedIn))
        .catch((error: unknown) => app.log.error({ err: error }, 'could not send a password reset link'));
    },
    settled: () => line,
  };
}

/** Sets the password through a live token, once; every other token (wrong, used, expired, outlived) gets the same 400. */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const tokenHash = secretHash(token);
  const found = await findResetToken(app.db, tokenHash);
  // Before the costly hashing, so a wrong token costs nothing; the token is random, so this timing tells nothing.
  if (!found || found.expires_at <= nowIso()) throw badRequest(passwordResetMessages.linkInvalid);
  const passwordHash = await hashPassword(password);
  await app.changes.run(async (change) => {
    const taken = await takeResetToken(change.trx, tokenHash);
    const set =
      taken !== undefined &&
      taken.expires_at > nowIso() &&
      (await setPasswordAtVersion(change.trx, taken.user_id, taken.session_version, passwordHash));
    if (!set) throw badRequest(passwordResetMessages.linkInvalid);
    change.record({ type: 'user.sessions-ended', userId: taken.user_id });
  });
}
