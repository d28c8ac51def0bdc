import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrator.js';
import { newId, nowIso } from '../../lib/ids.js';
import { ChangeRecorder } from './change-record.js';

describe('ChangeRecorder', () => {
  const { db } = openDatabase({ sqlitePath: ':memory:' });
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  const addSetting = (trx: typeof db, key: string) => trx.insertInto('settings').values({ key, value: 'x' }).execute();
  const hasSetting = async (key: string) => (await db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

  it("runs each happening's consumers: in the change's transaction, then after the commit, in order", async () => {
    const log = { error: vi.fn() };
    const changes = new ChangeRecorder(db, log);
    const seen: string[] = [];
    changes.on('user.sessions-ended', {
      inTransaction: async (change, happening) => {
        seen.push(`in ${happening.userId}`);
        await addSetting(change.trx, `consumed-${happening.userId}`);
      },
      afterCommit: (happening) => seen.push(`after ${happening.userId}`),
    });
    const id = newId();
    const result = await changes.run(async (change) => {
      await addSetting(change.trx, `change-${id}`);
      change.afterCommit(() => seen.push('the change its own'));
      change.record({ type: 'user.sessions-ended', userId: id });
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([`in ${id}`, 'the change its own', `after ${id}`]);
    expect(await hasSetting(`change-${id}`)).toBe(true);
    expect(await hasSetting(`consumed-${id}`)).toBe(true);
  });

  it('undoes the change with a failing consumer, and runs nothing after a rollback', async () => {
    const changes = new ChangeRecorder(db, { error: vi.fn() });
    const after = vi.fn();
    changes.on('user.sessions-ended', { afterCommit: after });
    changes.on('user.sessions-ended', {
      inTransaction: async (change) => {
        await addSetting(change.trx, 'consumer-wrote');
        throw new Error('the outbox is full');
      },
    });
    await expect(
      changes.run(async (change) => {
        await addSetting(change.trx, 'change-wrote');
        change.afterCommit(after);
        change.record({ type: 'user.sessions-ended', userId: 'u' });
      }),
    ).rejects.toThrow('the outbox is full');
    expect(await hasSetting('change-wrote')).toBe(false);
    expect(await hasSetting('consumer-wrote')).toBe(false);
    expect(after).not.toHaveBeenCalled();
  });

  it('logs a reaction that fails after the commit, without failing the change or the reactions after it', async () => {
    const log = { error: vi.fn() };
    const changes = new ChangeRecorder(db, log);
    const later = vi.fn();
    changes.on('user.sessions-ended', {
      afterCommit: () => {
        throw new Error('stream gone');
      },
    });
    changes.on('user.sessions-ended', { afterCommit: later });
    const key = `kept-${nowIso()}`;
    await changes.run(async (change) => {
      await addSetting(change.trx, key);
      change.record({ type: 'user.sessions-ended', userId: 'u' });
    });
    expect(await hasSetting(key)).toBe(true);
    expect(later).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
