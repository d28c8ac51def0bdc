/**
 * Login throttling: after 5 failed attempts for one username from one address within 15 minutes, further
 * attempts are refused until that window ends. Kept in memory: a school runs one instance, and a restart
 * forgetting the counts only gives an attacker 5 more guesses.
 */

export interface LoginThrottle {
  /**
   * False when this username and address are blocked. Otherwise the attempt counts as a failure at once,
   * before the password is checked, so guesses sent at the same moment cannot all slip past the limit;
   * `recordSuccess` clears the count when the password was right.
   */
  beginAttempt(username: string, address: string): boolean;
  recordSuccess(username: string, address: string): void;
}

interface Window {
  failures: number;
  startedAt: number;
}

export function createLoginThrottle({ maxFailures = 5, windowMs = 15 * 60 * 1000, now = Date.now } = {}): LoginThrottle {
  const windows = new Map<string, Window>();
  const keyOf = (username: string, address: string) => `${username.trim().toLowerCase()}\u0000${address}`;

  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && now() - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function forgetExpired() {
    for (const [key, window] of windows) if (now() - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    beginAttempt(username, address) {
      const key = keyOf(username, address);
      const window = current(key);
      if (window) {
        if (window.failures >= maxFailures) return false;
        window.failures += 1;
        return true;
      }
      if (windows.size > 10_000) forgetExpired();
      windows.set(key, { failures: 1, startedAt: now() });
      return true;
    },
    recordSuccess: (username, address) => {
      windows.delete(keyOf(username, address));
    },
  };
}
