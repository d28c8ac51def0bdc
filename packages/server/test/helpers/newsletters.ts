/** Waiting for the newsletter's background fan-out, then for the outbox, in tests. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { MailOutboxRow, NewsletterRow } from '../../src/db/schema.js';
import { outboxSettled } from './mail.js';
import type { TestApp } from './test-app.js';

/** Waits until no newsletter is due or under way (the scheduled ones for later wait), then until the outbox settles. */
export async function newslettersSettled(t: TestApp, timeoutMs = 15_000): Promise<MailOutboxRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = new Date().toISOString();
    const busy = await t.app.db
      .selectFrom('newsletters')
      .select(['id', 'state'])
      .where((eb) => eb.or([eb('state', '=', 'sending'), eb.and([eb('state', '=', 'scheduled'), eb('send_at', '<=', now)])]))
      .execute();
    if (busy.length === 0) return outboxSettled(t, Math.max(1, until - Date.now()));
    if (Date.now() > until) throw new Error(`newsletters still going out: ${busy.map((row) => row.state).join(', ')}`);
    await sleep(20);
  }
}

export function newsletterRows(t: TestApp): Promise<NewsletterRow[]> {
  return t.app.db.selectFrom('newsletters').selectAll().orderBy('created_at').execute();
}
