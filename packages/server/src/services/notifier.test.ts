import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app.js';
import { Notifier } from './notifier.js';

describeEachDatabase('notifier', (t) => {
  it('tells listeners of their own new notifications only', async () => {
    const notifier = new Notifier(t.app.db, { error: vi.fn() });
    const { user } = await t.createUser('AUTHOR');
    const heard: string[] = [];
    const stop = notifier.subscribe(user.id, (row) => heard.push(row.message));
    await notifier.toUser(user.id, 'Someone', 'hello');
    await notifier.toAdmins('Someone', 'for the admins');
    stop();
    await notifier.toUser(user.id, 'Someone', 'after stopping');
    expect(heard).toEqual(['hello']);
  });

  it('logs instead of failing its caller when the notification cannot be written', async () => {
    const log = { error: vi.fn() };
    const notifier = new Notifier(t.app.db, log);
    await expect(notifier.toUser('no-such-user', 'Someone', 'orphan')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
