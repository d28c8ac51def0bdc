import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { up as createRateLimitsTable } from '../../db/migrations/2026-11-28-06-rate-limits.js';
import { Limits } from '../../services/rate-limit-counters.js';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';

const MINUTE = 60 * 1000;

async function throttleOn(database: SQLite.Database) {
  await createRateLimitsTable(new Kysely({ dialect: new SqliteDialect({ database }) }));
  return createLoginThrottle(new Limits({ dialect: 'sqlite', database }));
}

/** Makes `count` attempts that turn out wrong; true when every one was let through. */
async function fail(throttle: LoginThrottle, count: number, username = 'reporter', address = '10.0.0.1') {
  let allowed = true;
  for (let attempt = 0; attempt < count; attempt += 1) allowed = (await throttle.beginAttempt(username, address)) && allowed;
  return allowed;
}

describe('login throttle', () => {
  let database: SQLite.Database;
  let throttle: LoginThrottle;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00.000Z'));
    database = new SQLite(':memory:');
    throttle = await throttleOn(database);
  });
  afterEach(() => {
    vi.useRealTimers();
    database.close();
  });

  it('lets 5 failed attempts through and blocks the 6th', async () => {
    expect(await fail(throttle, 5)).toBe(true);
    expect(await throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
  });

  it('stays blocked until the 15 minutes after the first failure are over', async () => {
    await fail(throttle, 1);
    vi.advanceTimersByTime(10 * MINUTE);
    await fail(throttle, 4);
    expect(await throttle.beginAttempt('reporter', '10.0.0.1')).toBe(false);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(await throttle.beginAttempt('reporter', '10.0.0.1')).toBe(true);
  });

  it('starts counting again after a success', async () => {
    await fail(throttle, 4);
    await throttle.recordSuccess('reporter', '10.0.0.1');
    expect(await fail(throttle, 5)).toBe(true);
  });

  it('stops one address after 100 failures, whatever usernames it tries (password spraying)', async () => {
    for (let user = 0; user < 100; user += 1) expect(await throttle.beginAttempt(`pupil${user}`, '10.0.0.9')).toBe(true);
    expect(await throttle.beginAttempt('a-new-name', '10.0.0.9')).toBe(false);
    // Another address is not held back by it.
    expect(await throttle.beginAttempt('a-new-name', '10.0.0.10')).toBe(true);
  });

  it('does not count right passwords against the address', async () => {
    for (let user = 0; user < 150; user += 1) {
      expect(await throttle.beginAttempt(`pupil${user}`, '10.0.0.11')).toBe(true);
      await throttle.recordSuccess(`pupil${user}`, '10.0.0.11');
    }
  });

  it('remembers failures across a restart and between instances on one database', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-'));
    try {
      const file = path.join(folder, 'shared.sqlite');
      const first = new SQLite(file);
      await fail(await throttleOn(first), 3);
      first.close();
      const restarted = new SQLite(file);
      const other = new SQLite(file);
      await fail(await throttleOn(restarted), 1);
      const otherInstance = await throttleOn(other);
      expect(await otherInstance.beginAttempt('reporter', '10.0.0.1')).toBe(true);
      expect(await otherInstance.beginAttempt('reporter', '10.0.0.1')).toBe(false);
      restarted.close();
      other.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
