/** The AI summary kept on a news item, with a key of the text it was made from. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Changes whenever the title or the content's text changes, so an edited item gets a new summary. */
export function summaryKey(item: { title: string; content: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([item.title, item.content]))
    .digest('hex');
}

/** Not an edit of the item: its updated_at stays as it was. */
export async function saveSummary(db: Kysely<Database>, newsId: string, summary: string, key: string): Promise<void> {
  await db.updateTable('news').set({ summary, summary_key: key }).where('id', '=', newsId).execute();
}
