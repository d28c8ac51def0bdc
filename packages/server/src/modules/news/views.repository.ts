/** View counting: each viewer counts once per item per 24 hours. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dayOf } from '../../lib/calendar-days.js';

export const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Who is viewing, as the server sees it: the client address plus the visitor id, hashed so neither is stored. */
export function viewerKey(address: string, visitorId: string | undefined): string {
  return createHash('sha256')
    .update(`${address}\u0000${visitorId ?? ''}`)
    .digest('hex');
}

/**
 * Counts the view (in the story's total and in its day's, the day by the school's calendar) unless this viewer was
 * counted within the window; answers whether it counted.
 */
export async function recordView(db: Kysely<Database>, newsId: string, viewer: string, now: Date, timeZone: string): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('news_views')
      .select('news_id')
      .where('news_id', '=', newsId)
      .where('viewer_key', '=', viewer)
      .where('viewed_at', '>', since)
      .executeTakeFirst();
    if (recent) return false;
    await trx.insertInto('news_views').values({ news_id: newsId, viewer_key: viewer, viewed_at: now.toISOString() }).execute();
    await trx
      .updateTable('news')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', newsId)
      .execute();
    await trx
      .insertInto('news_daily_views')
      .values({ news_id: newsId, day: dayOf(now, timeZone), views: 1 })
      .onConflict((conflict) => conflict.columns(['news_id', 'day']).doUpdateSet((eb) => ({ views: eb('news_daily_views.views', '+', 1) })))
      .execute();
    return true;
  });
}

/** The log only needs the last day; older rows are dropped now and then. */
export async function forgetOldViews(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
  await db.deleteFrom('news_views').where('viewed_at', '<=', before).execute();
}
