/**
 * A running SQLite instance whose data folder turns read-only for a while (a disk remounted read-only, a full
 * backup's lock): the process goes on, reads still answer, writes get 503 with Retry-After, and writes work again as
 * soon as the folder does, without a restart. Needs root (chattr): CI and these machines run as root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@newsroom/shared';
import { bearer, TestApp } from '../../test/helpers/test-app.js';
import { createPublishedNews } from '../../test/helpers/news-factory.js';
import { makeFolderReadOnly } from '../../test/helpers/read-only-folder.js';
import { watchForCrashes } from '../../test/helpers/crash-watch.js';

describe.runIf(process.getuid?.() === 0)('an SQLite instance whose data folder turns read-only', () => {
  const t = new TestApp('sqlite', {}, { fileDatabase: true });
  beforeAll(() => t.start());
  afterAll(() => t.stop());

  it('answers writes 503 meanwhile, keeps answering reads, and writes again once the folder is writable', async () => {
    const news = await createPublishedNews(t, { title: 'Read while the disk is read-only' });
    const token = await t.adminToken();
    const watch = watchForCrashes();
    let makeWritable: (() => void) | undefined = makeFolderReadOnly(t.config.dataDir);
    try {
      const view = await t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': 'during' } });
      expect(view.statusCode).toBe(503);
      expect(view.headers['retry-after']).toBe('5');
      expect(view.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: errorMessages.databaseUnavailable });
      expect((await t.login('admin', 'Wrong#Password1')).statusCode).toBe(503);

      expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const read = await t.inject({ method: 'GET', url: '/api/v1/user?page=1&size=5', headers: bearer(token) });
      expect(read.statusCode).toBe(200);

      makeWritable();
      makeWritable = undefined;
      const again = await t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': 'after' } });
      expect(again.statusCode).toBe(200);
      expect((await t.login('admin', 'Wrong#Password1')).statusCode).toBe(401);
      expect(watch.crashes).toEqual([]);
    } finally {
      makeWritable?.();
      watch.stop();
    }
  });
});
