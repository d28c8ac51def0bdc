/**
 * Login throttling: 5 failed attempts per username from one address, and 100 per address whatever usernames
 * it tries (password spraying), within 15 minutes; further attempts are refused until the window ends. The
 * counters are shared limits (services/rate-limit-counters.ts): every instance on the database sees them, and a restart
 * forgets nothing.
 */
import type { Limits } from '../../services/rate-limit-counters.js';

export const LOGIN_LIMITS = { perUsernameAndAddress: 5, perAddress: 100, windowSeconds: 15 * 60 };

export interface LoginThrottle {
  /**
   * False when this username and address, or this address, are blocked. Otherwise the attempt counts as a
   * failure at once, before the password is checked, so guesses sent at the same moment cannot all slip past
   * the limit; `recordSuccess` takes the count back when the password was right.
   */
  beginAttempt(username: string, address: string): Promise<boolean>;
  recordSuccess(username: string, address: string): Promise<void>;
}

export function createLoginThrottle(limits: Limits, options = LOGIN_LIMITS): LoginThrottle {
  const byAccount = limits.limit({ name: 'login-account', points: options.perUsernameAndAddress, durationSeconds: options.windowSeconds });
  const byAddress = limits.limit({ name: 'login-address', points: options.perAddress, durationSeconds: options.windowSeconds });
  const accountKey = (username: string, address: string) => JSON.stringify([username.trim().toLowerCase(), address]);

  return {
    async beginAttempt(username, address) {
      const fromAddress = await byAddress.consume(address);
      if (!fromAddress.allowed) return false;
      const account = await byAccount.consume(accountKey(username, address));
      return account.allowed;
    },
    async recordSuccess(username, address) {
      await byAccount.forget(accountKey(username, address));
      await byAddress.refund(address);
    },
  };
}
