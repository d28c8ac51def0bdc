import { expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, describeEachDatabase } from '../../test/helpers/test-app.js';

describeEachDatabase('private answers', (t) => {
  it.each([
    ['/api/v1/news'],
    ['/api/v1/news/pending'],
    ['/api/v1/news/archived'],
    ['/api/v1/user'],
    ['/api/v1/news/notifications'],
    ['/api/v1/contribute-news'],
    ['/api/v1/news/comments/visible'],
    // A signed-in call to a public list is still made for that person.
    ['/api/v1/public-news'],
  ])('%s answered to a signed-in user is never stored', async (url) => {
    const response = await t.inject({ method: 'GET', url, headers: bearer(await t.adminToken()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the login answer (a token) is never stored', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('public answers keep their caching', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/public-news' });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
