import { CompiledQuery, createQueryId, Migrator, sql, type RootOperationNode } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrator.js';
import { migrations } from '../../db/migrations/index.js';
import type { NewsRow, NewsStatus } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';
import { indexNews, reindexCategory, removeNewsFromIndex, searchNews, type NewsSearchOptions } from './news-search.js';

const everything: NewsSearchOptions = { limit: 50, offset: 0 };

describeEachDatabase('news search', (t) => {
  let categoryIds: string[];
  let clock: number;

  beforeEach(async () => {
    await t.app.db.deleteFrom('search_term_variants').execute();
    await t.app.db.deleteFrom('search_vocabulary').execute();
    await t.app.db.deleteFrom('search_terms').execute();
    await t.app.db.deleteFrom('search_documents').execute();
    await t.app.db.deleteFrom('news').execute();
    categoryIds = (await t.app.db.selectFrom('categories').select('id').orderBy('name_key').execute()).map((row) => row.id);
    clock = Date.parse('2026-01-01T00:00:00.000Z');
  });

  /** Inserts one indexed item; each is a minute newer than the one before unless dated explicitly. */
  async function addNews(fields: Partial<NewsRow> & { title: string }): Promise<string> {
    clock += 60_000;
    const at = new Date(clock).toISOString();
    const row: NewsRow = {
      id: newId(),
      description: 'A story from campus.',
      content: 'Read all about it.',
      category_id: categoryIds[0],
      author_id: null,
      author_name: 'Staff Writer',
      thumbnail_media_id: null,
      embed_youtube_url: null,
      status: 'Approved',
      publication_date: at,
      summary: null,
      summary_key: null,
      views: 0,
      created_at: at,
      updated_at: at,
      ...fields,
    };
    await t.app.db.insertInto('news').values(row).execute();
    await indexNews(t.app.db, row.id);
    return row.id;
  }

  const search = async (query: string, options: NewsSearchOptions = everything) => (await searchNews(t.app.db, query, options)).ids;

  /** The vocabulary's item counts agree with the postings, and every word that forgives typos has its variants. */
  async function expectVocabularyInStep(): Promise<void> {
    const postings = await t.app.db
      .selectFrom('search_terms')
      .select(['term', sql<number>`count(*)`.as('documents')])
      .groupBy('term')
      .orderBy('term')
      .execute();
    const vocabulary = await t.app.db.selectFrom('search_vocabulary').select(['term', 'documents']).orderBy('term').execute();
    expect(vocabulary).toEqual(postings.map(({ term, documents }) => ({ term, documents: Number(documents) })));
    const withVariants = await t.app.db.selectFrom('search_term_variants').select('term').distinct().orderBy('term').execute();
    expect(withVariants.map((row) => row.term)).toEqual(postings.map((row) => row.term).filter((term) => /^[a-z]{3,}$/.test(term)));
  }

  it('finds an item by a word of its title', async () => {
    const id = await addNews({ title: 'Basketball team wins the championship' });
    await addNews({ title: 'Science fair winners' });
    expect(await search('basketball')).toEqual([id]);
  });

  it('forgives one typo of any kind', async () => {
    const id = await addNews({ title: 'Basketball team wins the championship' });
    for (const query of ['basketbsll', 'basketbaall', 'basketbal', 'baksetball', 'BASKETBAL']) {
      expect(await search(query), query).toEqual([id]);
    }
  });

  it('does not forgive two typos in a short word', async () => {
    const id = await addNews({ title: 'Chess club opens' });
    expect(await search('chxss')).toEqual([id]);
    expect(await search('chxsz')).toEqual([]);
    expect(await search('cehs')).toEqual([]);
    expect(await search('cehss')).toEqual([id]);
  });

  it('does not take a number for a typo of another', async () => {
    const id = await addNews({ title: 'Foundation week 2026' });
    await addNews({ title: 'Foundation week 2025' });
    expect(await search('2026')).toEqual([id]);
  });

  it('ignores word order and needs every word', async () => {
    const both = await addNews({ title: 'Basketball championship tonight' });
    await addNews({ title: 'Volleyball championship tonight' });
    expect(await search('championship basketball')).toEqual([both]);
    expect(await search('championhip volleyball basketball')).toEqual([]);
  });

  it('ranks a title match above a match in the content only, then the newest first', async () => {
    const inContent = await addNews({ title: 'Club fair', content: 'The robotics club showed its robot.' });
    const inTitle = await addNews({ title: 'Robotics club wins', publication_date: '2025-01-01T00:00:00.000Z' });
    const newerInTitle = await addNews({ title: 'Robotics club travels', publication_date: '2025-06-01T00:00:00.000Z' });
    expect(await search('robotics')).toEqual([newerInTitle, inTitle, inContent]);
  });

  it('ranks an exact match above a typo match', async () => {
    const typo = await addNews({ title: 'Chest x-ray drive' });
    const exact = await addNews({ title: 'Chess tournament', publication_date: '2020-01-01T00:00:00.000Z' });
    expect(await search('chess')).toEqual([exact, typo]);
  });

  it('searches the description, the author name and the category name', async () => {
    const category = await t.app.db.selectFrom('categories').select(['id', 'name']).where('id', '=', categoryIds[1]).executeTakeFirstOrThrow();
    const id = await addNews({
      title: 'Week in review',
      description: 'Highlights of intramurals',
      author_name: 'Maria Clara Santos',
      category_id: category.id,
    });
    await addNews({ title: 'Another week' });
    expect(await search('intramurals')).toEqual([id]);
    expect(await search('santos maria')).toEqual([id]);
    expect(await search(category.name)).toEqual([id]);
  });

  it('matches a query word of three or more characters as a prefix', async () => {
    const id = await addNews({ title: 'Basketball finals' });
    expect(await search('basket')).toEqual([id]);
    expect(await search('bas fin')).toEqual([id]);
    expect(await search('ba')).toEqual([]);
  });

  it('ignores diacritics and letter case on both sides', async () => {
    const plain = await addNews({ title: 'Pagdiriwang ng Buwan ng Wika' });
    const accented = await addNews({ title: 'Ang pagdiríwang sa paaralan' });
    expect((await search('pagdiríwang')).sort()).toEqual([plain, accented].sort());
    expect((await search('PAGDIRIWANG')).sort()).toEqual([plain, accented].sort());
  });

  it('finds hyphenated Filipino words written either way', async () => {
    const id = await addNews({ title: 'Pag-asa ng mga mag-aaral' });
    expect(await search('pagasa')).toEqual([id]);
    expect(await search('pag-asa')).toEqual([id]);
    expect(await search('magaaral')).toEqual([id]);
  });

  it('filters by status and publication date', async () => {
    const published = await addNews({ title: 'Campus cleanup', publication_date: '2026-02-01T00:00:00.000Z' });
    const scheduled = await addNews({ title: 'Campus concert', publication_date: '2026-12-01T00:00:00.000Z' });
    const pending = await addNews({ title: 'Campus canteen', status: 'Pending', publication_date: null });
    const publicReader: NewsSearchOptions = { ...everything, statuses: ['Approved'], publishedBy: '2026-06-01T00:00:00.000Z' };
    expect(await search('campus', publicReader)).toEqual([published]);
    const statuses: NewsStatus[] = ['Pending', 'Approved'];
    expect((await search('campus', { ...everything, statuses })).sort()).toEqual([published, scheduled, pending].sort());
    expect(await search('campus', { ...everything, statuses: [] })).toEqual([]);
  });

  it('forgets the old words of an edited item', async () => {
    const id = await addNews({ title: 'Volleyball tryouts' });
    await t.app.db.updateTable('news').set({ title: 'Swimming tryouts' }).where('id', '=', id).execute();
    await indexNews(t.app.db, id);
    expect(await search('volleyball')).toEqual([]);
    expect(await search('swiming')).toEqual([id]);
    expect(await search('tryouts')).toEqual([id]);
    await expectVocabularyInStep();
  });

  it('moves a word between fields on an edit', async () => {
    const id = await addNews({ title: 'Notes', content: 'Orchestra rehearsal schedule' });
    const other = await addNews({ title: 'Orchestra news', publication_date: '2020-01-01T00:00:00.000Z' });
    expect(await search('orchestra')).toEqual([other, id]);
    await t.app.db.updateTable('news').set({ title: 'Orchestra rehearsal', content: 'Schedule' }).where('id', '=', id).execute();
    await indexNews(t.app.db, id);
    expect(await search('orchestra')).toEqual([id, other]);
  });

  it('takes an item out of the index', async () => {
    const id = await addNews({ title: 'Debate society' });
    const kept = await addNews({ title: 'Debate finals' });
    await removeNewsFromIndex(t.app.db, id);
    expect(await search('debate')).toEqual([kept]);
    expect(await search('society')).toEqual([]);
    await expectVocabularyInStep();
  });

  it('follows a category rename', async () => {
    const categoryId = newId();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('categories')
      .values({
        id: categoryId,
        name: 'Sports Corner',
        name_key: 'sports corner',
        slug: 'Sports-Corner',
        slug_key: 'sports-corner',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const first = await addNews({ title: 'Match report', category_id: categoryId });
    const second = await addNews({ title: 'Corner kick practice', category_id: categoryId });
    expect((await search('sports')).sort()).toEqual([first, second].sort());

    await t.app.db.updateTable('categories').set({ name: 'Athletics Corner', name_key: 'athletics corner' }).where('id', '=', categoryId).execute();
    await reindexCategory(t.app.db, categoryId);
    expect(await search('sports')).toEqual([]);
    expect((await search('athletcs')).sort()).toEqual([first, second].sort());
    // `corner` stays a category word of both, and stays a title word of the second.
    expect(await search('corner')).toEqual([second, first]);
    expect(await search('match athletics')).toEqual([first]);
    await expectVocabularyInStep();
  });

  it('intersects a rare word with a common one, whichever is read first', async () => {
    const rare = await addNews({ title: 'Quizbee champions', content: 'The school team won.' });
    for (let index = 0; index < 12; index += 1) await addNews({ title: `School notes ${index}`, content: 'The school calendar.' });
    expect(await search('quizbee school')).toEqual([rare]);
    expect(await search('schol quizbe')).toEqual([rare]);
    expect(await search('the schoo')).toHaveLength(13);
    expect((await searchNews(t.app.db, 'school calendar the', everything)).total).toBe(12);
    await expectVocabularyInStep();
  });

  it('reads the index and the matching items only, never all the news (SQLite plan)', async () => {
    if (t.dialect !== 'sqlite') return; // PostgreSQL's planner rightly scans tables this small; its plans are in the benchmark.
    for (let index = 0; index < 5; index += 1) await addNews({ title: `Varsity basketball game ${index}` });
    const steps = (await queryPlans('varsity basketbal gmae')).join('\n').split('\n');
    expect(steps.filter((step) => /\bSCAN (st|search_terms|d|search_documents|search_vocabulary|search_term_variants)\b/.test(step))).toEqual([]);
    // A news row is read by its id, for a match: not by the status index, which would walk every published item.
    const newsReads = steps.filter((step) => /\b(SCAN|SEARCH) (n|news)\b/.test(step));
    expect(newsReads).toEqual([expect.stringMatching(/^SEARCH n USING INDEX sqlite_autoindex_news_1 \(id=\?\)$/)]);
  });

  /** The SQLite query plan of each statement a search runs. */
  async function queryPlans(query: string): Promise<string[]> {
    const statements: RootOperationNode[] = [];
    const recording = t.app.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await searchNews(recording, query, { ...everything, statuses: ['Approved'], publishedBy: new Date().toISOString() });
    const plans: string[] = [];
    for (const node of statements) {
      const compiled = t.app.db.getExecutor().compileQuery(node, createQueryId());
      const { rows } = await t.app.db.executeQuery(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      plans.push((rows as { detail: string }[]).map((row) => row.detail).join('\n'));
    }
    return plans;
  }

  it('pages through the results and counts them all', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.unshift(await addNews({ title: `Library week day ${index + 1}` }));
    expect(await searchNews(t.app.db, 'library', { limit: 2, offset: 0 })).toEqual({ ids: ids.slice(0, 2), total: 5 });
    expect(await searchNews(t.app.db, 'library', { limit: 2, offset: 4 })).toEqual({ ids: ids.slice(4), total: 5 });
    expect(await searchNews(t.app.db, 'library', { limit: 2, offset: 10 })).toEqual({ ids: [], total: 5 });
  });

  it('finds nothing for an empty query or one of one-letter words', async () => {
    await addNews({ title: 'A day at the fair' });
    expect(await searchNews(t.app.db, '', everything)).toEqual({ ids: [], total: 0 });
    expect(await searchNews(t.app.db, '  ', everything)).toEqual({ ids: [], total: 0 });
    expect(await searchNews(t.app.db, 'a', everything)).toEqual({ ids: [], total: 0 });
  });
});

it('the search migration indexes the news written before it', async () => {
  const { db } = openDatabase({ sqlitePath: ':memory:' });
  try {
    const before = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await before.migrateTo('2026-11-22-02-news-and-media');
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    const categoryId = newId();
    await db
      .insertInto('categories')
      .values({
        id: categoryId,
        name: 'Campus',
        name_key: 'campus',
        slug: 'Campus',
        slug_key: 'campus',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const id = newId();
    await db
      .insertInto('news')
      .values({
        id,
        title: 'Old story about the glee club',
        description: 'From the archive',
        content: 'Text',
        category_id: categoryId,
        author_id: null,
        author_name: 'Archivist',
        thumbnail_media_id: null,
        embed_youtube_url: null,
        status: 'Approved',
        publication_date: now,
        summary: null,
        summary_key: null,
        views: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(db);
    expect(await searchNews(db, 'gle club', everything)).toEqual({ ids: [id], total: 1 });
  } finally {
    await db.destroy();
  }
});
