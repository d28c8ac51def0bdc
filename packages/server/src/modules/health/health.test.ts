import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';

describeEachDatabase('health', (t) => {
  it('answers ok while the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const { TestApp } = await import('../../../test/helpers/test-app.js');
    const broken = new TestApp(t.dialect);
    await broken.start();
    await broken.app.db.destroy();
    const response = await broken.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    // The pool is gone already; closing the app again must not hide the real result.
    await broken.stop().catch(() => {});
  });
});
