/**
 * The ADMIN's newsletter list on each database: who may read it, a page of it with the whole list's counts, narrowing
 * by address and state, the CSV export (escaped, defused, read in keyset pages) and removing an address.
 */
import { beforeEach, expect, it } from 'vitest';
import { pagingMessages, PAGE_SIZE_MAX, subscriberMessages, type SubscriberPage } from '@newsroom/shared';
import type { NewsletterSubscriptionRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { EXPORT_PAGE_ROWS } from './subscriber-export.js';

describeEachDatabase('newsletter subscribers (ADMIN)', (t) => {
  let admin: Record<string, string>;
  let categoryIds: Map<string, string>;

  beforeEach(async () => {
    admin = bearer(await t.adminToken());
    await t.app.db.deleteFrom('newsletter_subscriptions').execute();
    const categories = await t.app.db.selectFrom('categories').select(['id', 'name']).execute();
    categoryIds = new Map(categories.map((row) => [row.name, row.id]));
  });

  let clock = Date.parse('2026-12-01T00:00:00.000Z');
  /** Inserts a subscription as the subscriptions module stores one; each a second newer than the one before. */
  async function subscriber(email: string, values: Partial<NewsletterSubscriptionRow> & { categoryNames?: string[] } = {}) {
    const { categoryNames = [], ...rest } = values;
    clock += 1000;
    const row: NewsletterSubscriptionRow = {
      id: newId(),
      email,
      email_key: email.toLowerCase(),
      categories: JSON.stringify(categoryNames.map((name) => categoryIds.get(name)!)),
      language: 'en',
      frequency: 'each',
      state: 'confirmed',
      confirm_token_hash: null,
      requested: null,
      created_at: new Date(clock).toISOString(),
      confirmed_at: new Date(clock + 500).toISOString(),
      last_confirmation_sent_at: new Date(clock).toISOString(),
      ...rest,
    };
    await t.app.db.insertInto('newsletter_subscriptions').values(row).execute();
    return row;
  }
  const list = (query = '', headers: Record<string, string> = admin) => t.inject({ method: 'GET', url: `/api/v1/subscribers${query}`, headers });

  it('answers 401 without a token and 403 to an AUTHOR, for the list, the export and a removal', async () => {
    const row = await subscriber('kept@school.test');
    const { token } = await t.createUser('AUTHOR');
    const requests = [
      { method: 'GET' as const, url: '/api/v1/subscribers' },
      { method: 'GET' as const, url: '/api/v1/subscribers/export' },
      { method: 'DELETE' as const, url: `/api/v1/subscribers/${row.id}` },
    ];
    for (const request of requests) {
      expect((await t.inject(request)).statusCode, request.url).toBe(401);
      const refused = await t.inject({ ...request, headers: bearer(token) });
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.body).not.toContain('kept@school.test');
    }
    expect(await t.app.db.selectFrom('newsletter_subscriptions').select('id').execute()).toHaveLength(1);
  });

  it('lists the newest first with category names, and counts the whole list by state, language, frequency and category', async () => {
    const gone = await t.inject({
      method: 'POST',
      url: '/api/v1/categories',
      headers: admin,
      payload: { name: 'Closed Club', description: 'No more.' },
    });
    expect(gone.statusCode).toBe(201);
    categoryIds.set('Closed Club', (gone.json() as { id: string }).id);
    await subscriber('ana@school.test', { categoryNames: ['Animo Idol', 'BalitAraneta'], language: 'fil' });
    await subscriber('ben@school.test', { categoryNames: ['BalitAraneta'], frequency: 'weekly' });
    await subscriber('cy@school.test', { state: 'pending', confirmed_at: null });
    // Every category this one chose was deleted since: it now gets every story.
    await subscriber('dee@school.test', { categoryNames: ['Closed Club'] });
    const removed = await t.inject({ method: 'DELETE', url: `/api/v1/categories/${categoryIds.get('Closed Club')}`, headers: admin });
    expect(removed.statusCode).toBe(204);

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json() as SubscriberPage;
    expect(page.items.map((item) => item.email)).toEqual(['dee@school.test', 'cy@school.test', 'ben@school.test', 'ana@school.test']);
    expect(page).toMatchObject({ page: 1, size: 50, total: 4 });
    expect(page.items[3]).toMatchObject({ categories: ['Animo Idol', 'BalitAraneta'], language: 'fil', frequency: 'each', state: 'confirmed' });
    expect(page.items[1]).toMatchObject({ state: 'pending', confirmedAt: null });
    expect(page.items[0]!.categories).toEqual([]);
    expect(page.counts).toEqual({
      total: 4,
      byState: { pending: 1, confirmed: 3 },
      byLanguage: { en: 3, fil: 1 },
      byFrequency: { each: 3, weekly: 1 },
      allCategories: 2,
      byCategory: [
        { name: 'BalitAraneta', count: 2 },
        { name: 'Animo Idol', count: 1 },
      ],
    });
  });

  it('pages, and narrows by part of the address in any case and by state, while the counts stay the whole list’s', async () => {
    for (let index = 1; index <= 7; index += 1)
      await subscriber(`parent${index}@Family.test`, index % 2 ? {} : { state: 'pending', confirmed_at: null });
    await subscriber('teacher_50%@school.test');

    const second = (await list('?page=2&size=3')).json() as SubscriberPage;
    expect(second.items.map((item) => item.email)).toEqual(['parent5@Family.test', 'parent4@Family.test', 'parent3@Family.test']);
    expect(second).toMatchObject({ page: 2, size: 3, total: 8 });

    const found = (await list('?q=FAMILY.TEST&state=pending')).json() as SubscriberPage;
    expect(found.items.map((item) => item.email)).toEqual(['parent6@Family.test', 'parent4@Family.test', 'parent2@Family.test']);
    expect(found.total).toBe(3);
    expect(found.counts.total).toBe(8);
    // A wildcard typed is a character searched for.
    expect(((await list('?q=_50%25')).json() as SubscriberPage).items.map((item) => item.email)).toEqual(['teacher_50%@school.test']);
    expect(((await list('?q=t_a')).json() as SubscriberPage).total).toBe(0);
  });

  it('refuses a page size over the maximum and an unknown state with field errors, in Filipino too', async () => {
    const tooBig = await list(`?size=${PAGE_SIZE_MAX + 1}`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual([{ field: 'size', message: pagingMessages.size(PAGE_SIZE_MAX) }]);
    const state = await list('?state=unsubscribed', { ...admin, 'accept-language': 'fil' });
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toEqual([{ field: 'state', message: 'Pumili ng pending o kumpirmado.' }]);
  });

  it('exports every address as CSV, newest first, escaped per RFC 4180 and defused against formulas', async () => {
    await subscriber('plain@school.test', { categoryNames: ['Animo Idol', 'BalitAraneta'], language: 'fil', frequency: 'weekly' });
    await subscriber('=HYPERLINK("http://evil.test")@x.test', { state: 'pending', confirmed_at: null });
    await subscriber('+63,comma@school.test');
    await subscriber('-minus@school.test');
    await subscriber('@at@school.test');

    const response = await t.inject({ method: 'GET', url: '/api/v1/subscribers/export', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const [bom, ...text] = response.body;
    expect(bom).toBe('\uFEFF');
    const lines = text.join('').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const plain = await t.app.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email_key', '=', 'plain@school.test')
      .executeTakeFirstOrThrow();
    expect(lines.slice(0, -1)).toEqual([
      'email,state,language,frequency,categories,created_at,confirmed_at',
      expect.stringMatching(/^'@at@school\.test,confirmed,en,each,,\d{4}-[^,]+Z,\d{4}-[^,]+Z$/),
      expect.stringMatching(/^'-minus@school\.test,confirmed,en,each,,/),
      expect.stringMatching(/^"'\+63,comma@school\.test",confirmed,/),
      expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil\.test""\)@x\.test",pending,en,each,,[^,]+,$/),
      `plain@school.test,confirmed,fil,weekly,Animo Idol; BalitAraneta,${plain.created_at},${plain.confirmed_at}`,
    ]);
  });

  it('exports a list longer than a page of rows, every address once, even where many share a creation time', async () => {
    const count = EXPORT_PAGE_ROWS * 2 + 7;
    const sameTime = new Date(clock + 10_000).toISOString();
    const rows = Array.from({ length: count }, (_, index) => ({
      id: newId(),
      email: `bulk${index}@school.test`,
      email_key: `bulk${index}@school.test`,
      categories: '[]',
      language: 'en' as const,
      frequency: 'each' as const,
      state: 'confirmed' as const,
      confirm_token_hash: null,
      requested: null,
      // Whole pages' worth of rows made in the same millisecond: the keyset goes on by id.
      created_at: index % 3 === 0 ? new Date(clock + index).toISOString() : sameTime,
      confirmed_at: null,
      last_confirmation_sent_at: null,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await t.app.db
        .insertInto('newsletter_subscriptions')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const response = await t.inject({ method: 'GET', url: '/api/v1/subscribers/export', headers: admin });
    const addresses = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(addresses).toHaveLength(count);
    expect(new Set(addresses).size).toBe(count);
    const created = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[5]!);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('removes an address with what it was sent, and answers 404 for one not on the list', async () => {
    const row = await subscriber('leaving@school.test');
    const other = await subscriber('staying@school.test');
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('newsletter_deliveries')
      .values([
        { subscription_id: row.id, news_id: 'story-1', created_at: now },
        { subscription_id: other.id, news_id: 'story-1', created_at: now },
      ])
      .execute();

    const removed = await t.inject({ method: 'DELETE', url: `/api/v1/subscribers/${row.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.db.selectFrom('newsletter_subscriptions').select('email').execute()).map((left) => left.email)).toEqual([
      'staying@school.test',
    ]);
    expect((await t.app.db.selectFrom('newsletter_deliveries').select('subscription_id').execute()).map((left) => left.subscription_id)).toEqual([
      other.id,
    ]);

    const again = await t.inject({ method: 'DELETE', url: `/api/v1/subscribers/${row.id}`, headers: { ...admin, 'accept-language': 'fil' } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Wala na sa listahan ang subscriber na ito.');
    const english = await t.inject({ method: 'DELETE', url: `/api/v1/subscribers/${row.id}`, headers: admin });
    expect(english.json().message).toBe(subscriberMessages.notFound);
  });

  it('is described in the API documentation, signed in, with the CSV file among the answers', async () => {
    const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/v1/subscribers'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(paths['/api/v1/subscribers'].get.responses)).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(paths['/api/v1/subscribers/export'].get.responses['200'].content)).toEqual(['text/csv', 'application/json']);
    expect(paths['/api/v1/subscribers/{id}'].delete.responses).toHaveProperty('404');
  });
});
