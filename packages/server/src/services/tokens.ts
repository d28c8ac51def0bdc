/** Signed access tokens (HS256 JWT): who the user is, which session version, and when it expires. */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface TokenClaims {
  userId: string;
  sessionVersion: number;
}

/** A verified token: its claims, its own id (for signing one session out) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<VerifiedToken | null>;
  ttlSeconds: number;
}

const SECRET_SETTING = 'jwt_secret';

/** JWT_SECRET when given; otherwise one generated on the first start and kept in the database for every instance. */
export async function loadSigningSecret(db: Kysely<Database>, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('settings')
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SECRET_SETTING).executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    ttlSeconds,
    async sign({ userId, sessionVersion }) {
      return new SignJWT({ ver: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
        // Tokens from before signing out existed carry no id: their session is their user id and version.
        const tokenId = typeof payload.jti === 'string' ? payload.jti : `${payload.sub}:${payload.ver}:${payload.iat ?? 0}`;
        return { userId: payload.sub, sessionVersion: payload.ver, tokenId, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
