/**
 * Several instances share a database but not their public caches: a write made through one reaches the others'
 * caches a moment later. A signed-in caller is answered fresh, so what they just saved shows on the next screen
 * whichever instance answers; readers keep the cached answer.
 */
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { newId, nowIso } from '../../lib/ids.js';

describeEachDatabase('answers to signed-in callers', (t) => {
  it('never come from a cache that has not heard of a write made elsewhere', async () => {
    const names = async (headers: Record<string, string> = {}) =>
      ((await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories', headers })).json() as { name: string }[]).map(
        (category) => category.name,
      );
    expect(await names()).not.toContain('Made Elsewhere');
    // Written as another instance would: into the shared database, with this instance's cache not told yet.
    const now = nowIso();
    await t.app.db
      .insertInto('categories')
      .values({
        id: newId(),
        name: 'Made Elsewhere',
        name_key: 'made elsewhere',
        slug: 'made-elsewhere',
        slug_key: 'made-elsewhere',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await names()).not.toContain('Made Elsewhere');
    const admin = bearer(await t.adminToken());
    expect(await names(admin)).toContain('Made Elsewhere');
    const fresh = await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories', headers: admin });
    expect(fresh.headers['cache-control']).toBe('no-store');
  });
});
