/**
 * Counters behind every limit (login guesses, public writes), kept by rate-limiter-flexible in a table of the
 * app's own database: shared by every instance on that database and kept across restarts.
 */
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DriverClient } from '../db/connection.js';

const TABLE = 'rate_limits';

export interface LimitOptions {
  /** Distinguishes this limit's keys from every other's in the shared table. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface Consumption {
  allowed: boolean;
  /** How many points the key has used in its window, this one included. */
  consumed: number;
  /** Until the window ends. */
  retryAfterMs: number;
}

export interface Limit {
  consume(key: string): Promise<Consumption>;
  /** Gives back one point (an attempt that turned out not to count, such as a right password). */
  refund(key: string): Promise<void>;
  forget(key: string): Promise<void>;
}

/** The table is the migrations' (`2026-11-28-06-rate-limits`), so the library is told not to create it. */
function limiterFor(client: DriverClient, options: LimitOptions): RateLimiterAbstract {
  const common = { tableName: TABLE, keyPrefix: options.name, points: options.points, duration: options.durationSeconds, tableCreated: true };
  return client.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...common, storeClient: client.database, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...common, storeClient: client.pool });
}

function asLimit(limiter: RateLimiterAbstract): Limit {
  return {
    async consume(key) {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, consumed: result.consumedPoints, retryAfterMs: result.msBeforeNext };
      } catch (rejection) {
        // The library rejects with the counter's state when the points are used up, and with an Error when the store fails.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, consumed: rejection.consumedPoints, retryAfterMs: rejection.msBeforeNext };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}

export class Limits {
  constructor(private readonly client: DriverClient) {}

  limit(options: LimitOptions): Limit {
    return asLimit(limiterFor(this.client, options));
  }
}
