/**
 * The token of a subscription's manage and unsubscribe links. Every newsletter mail carries it, so it must be made
 * again at send time, yet no database may hold it: it is `<id>.<HMAC-SHA256(key, id)>`, the key derived from the
 * site's signing secret (stored in the database, or JWT_SECRET), and checked by making it again. The row's id never
 * comes back once unsubscribed, so an old link dies with its row; changing JWT_SECRET ends every link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ManageLinks {
  tokenOf(subscriptionId: string): string;
  /** The subscription id a token was made for, or undefined when it is not one of ours. */
  idOf(token: string): string | undefined;
}

export function createManageLinks(signingSecret: Uint8Array): ManageLinks {
  const key = createHmac('sha256', signingSecret).update('newsletter-manage-link').digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    tokenOf: (id) => `${id}.${mac(id)}`,
    idOf(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
