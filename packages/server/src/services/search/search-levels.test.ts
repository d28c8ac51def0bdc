/**
 * A one-word search reads the rank's levels best first and stops once the page is full (ranked-page.ts); on each
 * database it must give exactly what ranking every match gives, for every kind of word, page and filter, ties on
 * the date included, and the same total.
 */
import { beforeAll, expect, it } from 'vitest';
import type { NewsRow, NewsStatus } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { randomSource } from '../../../test/helpers/random-source.js';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';
import { indexNews } from './news-search.js';
import type { NewsSearchOptions } from './search-engine.js';
import * as postgres from './postgres-search.js';
import * as sqlite from './sqlite-search.js';
import { planWords } from './word-plan.js';

/** Words that begin one another, sit one typo apart, and join (`pagasa`), so every level has stories. */
const WORDS = ['bola', 'bolang', 'bolo', 'basket', 'basketball', 'baskets', 'pag', 'asa', 'pagasa', 'team', 'tema', 'campus', 'campos', 'nino'];
const STATUSES: NewsStatus[] = ['Approved', 'Approved', 'Approved', 'Pending', 'Rejected', 'Archived'];

describeEachDatabase('one-word search, level by level', (t) => {
  /** Each engine's search, its page read by levels and its page ranked in full. */
  const engine = () =>
    t.dialect === 'postgres'
      ? { search: postgres.postgresSearch, findByLevels: postgres.findByLevels, findRankingAll: postgres.findRankingAll }
      : { search: sqlite.sqliteSearch, findByLevels: sqlite.findByLevels, findRankingAll: sqlite.findRankingAll };

  beforeAll(async () => {
    const db = t.app.db;
    const categoryIds = (await db.selectFrom('categories').select('id').execute()).map((row) => row.id);
    const random = randomSource(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const some = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
    for (let index = 0; index < 400; index += 1) {
      // Few distinct dates, so many stories tie on the date and the id decides; some hours apart, on
      // the same day (which SQLite's ids do not order).
      const at = new Date(
        Date.UTC(2026, 0, 1 + Math.floor(random() * 30)) + (random() < 0.3 ? Math.floor(random() * 3) * 3_600_250 : 0),
      ).toISOString();
      const status = pick(STATUSES);
      const row: NewsRow = {
        id: newId(),
        title: `${some(random() < 0.3 ? 1 : 0)} story ${index}`,
        description: `${some(random() < 0.4 ? 1 : 0)} from campus life`,
        content: `${some(1 + Math.floor(random() * 3))} and more`,
        content_text: null,
        category_id: pick(categoryIds),
        author_id: null,
        author_name: random() < 0.1 ? 'Bola Writer' : 'Staff Writer',
        thumbnail_media_id: null,
        thumbnail_caption: null,
        thumbnail_credit: null,
        thumbnail_alt: null,
        embed_youtube_url: null,
        status,
        publication_date: status === 'Approved' || random() < 0.5 ? at : null,
        summary: null,
        summary_key: null,
        views: 0,
        rejection_reason: null,
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('news').values(row).execute();
      await indexNews(db, row.id);
    }
    // Reviews and new dates after the fact: SQLite moves such stories to new ids (sqlite-doc-order.ts).
    const ids = (await db.selectFrom('news').select('id').execute()).map((row) => row.id);
    for (const id of ids.filter(() => random() < 0.25)) {
      const at = new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 30))).toISOString();
      const status = pick(STATUSES);
      await db
        .updateTable('news')
        .set(random() < 0.5 ? { status, publication_date: status === 'Approved' ? at : null } : { created_at: at, title: `${some(1)} moved` })
        .where('id', '=', id)
        .execute();
      await indexNews(db, id);
    }
  });

  const pages: NewsSearchOptions[] = [
    { limit: 12, offset: 0 },
    { limit: 12, offset: 12 },
    { limit: 5, offset: 37 },
    { limit: 100, offset: 0 },
    { limit: 12, offset: 0, statuses: ['Approved'], publishedBy: '2026-01-20T00:00:00.000Z' },
    { limit: 12, offset: 3, statuses: ['Pending', 'Rejected'] },
    { limit: 12, offset: 1000 },
  ];

  it.each(['bola', 'basket', 'basketbal', 'bolq', 'pagasa', 'pag-asa', 'team', 'campus', 'ñino', 'bas', 'writer', 'nothing'])(
    'gives for %s the page and total that ranking every match gives',
    async (query) => {
      const { search, findByLevels, findRankingAll } = engine();
      await search.reading(t.app.db, async (db) => {
        const plan = await planWords(query, search.words(db));
        expect(plan).toHaveLength(1);
        for (const options of pages) {
          const ranked = await findRankingAll(db, plan, options);
          expect(await findByLevels(db, plan[0]!, options), JSON.stringify(options)).toEqual(ranked.ids);
          expect(await search.find(db, plan, options), JSON.stringify(options)).toEqual(ranked);
        }
      });
    },
  );

  it('has matches on several levels for the words above, so the comparison means something', async () => {
    const { search, findRankingAll } = engine();
    const plan = await planWords('basket', search.words(t.app.db));
    const all = await search.reading(t.app.db, (db) => findRankingAll(db, plan, { limit: 1000, offset: 0 }));
    expect(all.total).toBeGreaterThan(100);
    expect(plan[0]!.typos.length + (plan[0]!.prefix ? 1 : 0)).toBeGreaterThan(1);
  });
});
