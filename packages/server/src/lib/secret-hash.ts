/** How a secret handed to a client (a stream ticket, a reset link's token) is stored: only its SHA-256, so a read database cannot use it. */
import { createHash } from 'node:crypto';

export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');
