/**
 * The video-captions migration on each database: captions' words are found with their story's, every later change of
 * the story keeps SQLite's external-content index exact (FTS5 forgets a row only by the text it indexed), and going
 * down forgets the captions' words and leaves the index exact.
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index.js';
import { migrateToLatest } from '../../db/migrator.js';
import type { Database } from '../../db/schema.js';
import { searchNews } from '../../services/search/news-search.js';
import { insertCategory, insertStory, migrateTo, withScratchDatabase } from '../../../test/helpers/scratch-database.js';
import { dialects } from '../../../test/helpers/test-app.js';
import { deleteCaption, saveCaption } from './captions.repository.js';

const everything = { limit: 50, offset: 0 };
const found = async (db: Kysely<Database>, word: string) => (await searchNews(db, word, everything)).ids;

/** SQLite: FTS5 compares its index with the text the view gives now, and throws when they differ. */
async function expectIndexExact(db: Kysely<Database>, dialect: string): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`insert into search_news_text (search_news_text, rank) values ('integrity-check', 1)`.execute(db);
}

it.each(dialects)('indexes captions with their story through every change, and forgets them going down [%s]', async (dialect) => {
  await withScratchDatabase(dialect, async (db) => {
    await migrateTo(db, '2026-12-04-21-push');
    const categoryId = await insertCategory(db);
    const story = await insertStory(db, categoryId, 'Glee club concert', 'Approved', '2026-03-01T08:00:00.000Z');
    const other = await insertStory(db, categoryId, 'Another glee club story', 'Pending', '2026-03-02T08:00:00.000Z');
    await migrateToLatest(db);

    await saveCaption(db, { newsId: story, language: 'fil', vtt: 'WEBVTT\n', plainText: 'ang marimba' });
    await saveCaption(db, { newsId: story, language: 'en', vtt: 'WEBVTT\n', plainText: 'the xylophone' });
    await saveCaption(db, { newsId: story, language: 'en', vtt: 'WEBVTT\n', plainText: 'the vibraphone' });
    expect(await found(db, 'marimba')).toEqual([story]);
    expect(await found(db, 'vibraphone')).toEqual([story]);
    expect(await found(db, 'xylophone')).toEqual([]);
    await expectIndexExact(db, dialect);

    // The story's own changes, which make SQLite forget its row by the words it had.
    await db.updateTable('news').set({ title: 'Glee club concert tonight' }).where('id', '=', story).execute();
    await db.updateTable('categories').set({ name: 'Music' }).where('id', '=', categoryId).execute();
    expect(await found(db, 'marimba tonight music')).toEqual([story]);
    await expectIndexExact(db, dialect);

    await deleteCaption(db, story, 'fil');
    expect(await found(db, 'marimba')).toEqual([]);
    expect(await found(db, 'vibraphone')).toEqual([story]);
    await expectIndexExact(db, dialect);

    // Down to the one before captions, by name: later migrations come and go above it.
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('2026-12-05-01-videos');
    expect(error).toBeUndefined();
    expect(await found(db, 'vibraphone')).toEqual([]);
    expect(new Set(await found(db, 'glee'))).toEqual(new Set([story, other]));
    await expectIndexExact(db, dialect);

    await migrateToLatest(db);
    await saveCaption(db, { newsId: other, language: 'en', vtt: 'WEBVTT\n', plainText: 'timpani' });
    await db.deleteFrom('news').where('id', '=', other).execute();
    expect(await db.selectFrom('video_captions').selectAll().execute()).toEqual([]);
    expect(await found(db, 'timpani')).toEqual([]);
    await expectIndexExact(db, dialect);
  });
});
