import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-all-pages';
import { mockApi, pagedList } from '../test/mock-api';
import { signIn, admin } from '../test/render-route';

describe('readAllPages', () => {
  it('reads page after page until the total is reached, keeping the order', async () => {
    const users = Array.from({ length: 230 }, (_, i) => ({ id: `u${i}` }));
    const api = mockApi({ 'GET /api/v1/user/search': pagedList(users) });
    signIn(admin);
    const all = await readAllPages<{ id: string }>('/user/search', { query: { query: 'u' } });
    expect(all.map((user) => user.id)).toEqual(users.map((user) => user.id));
    const calls = api.calls('GET /api/v1/user/search');
    expect(calls.map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
    expect(calls.every((call) => call.query.get('size') === '100' && call.query.get('query') === 'u')).toBe(true);
  });

  it('makes one call for a short list', async () => {
    const api = mockApi({ 'GET /api/v1/news/notifications': pagedList([]) });
    signIn(admin);
    expect(await readAllPages('/news/notifications')).toEqual([]);
    expect(api.calls('GET /api/v1/news/notifications')).toHaveLength(1);
  });
});
