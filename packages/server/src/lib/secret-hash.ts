/**
 * Secrets handed to a client (a stream ticket, a reset or invitation link's token): made at random, and stored as their
 * SHA-256 only, so a read database cannot use them.
 */
import { createHash, randomBytes } from 'node:crypto';

export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A link's token: 256 random bits, URL-safe (base64url, 43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');
