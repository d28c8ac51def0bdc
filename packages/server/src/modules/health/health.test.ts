import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase, TestApp } from '../../../test/helpers/test-app.js';

describeEachDatabase('health', (t) => {
  it('answers ok while the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not, and so does readiness', async () => {
    const broken = new TestApp(t.dialect);
    await broken.start();
    await broken.app.db.destroy();
    const response = await broken.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const ready = await broken.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable', mediaStore: 'ok' });
    // The pool is gone already; closing the app again must not hide the real result.
    await broken.stop().catch(() => {});
  });

  it('is ready while the database and the media store answer, never from a cache', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', mediaStore: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the media store cannot take files', async () => {
    const mediaDir = path.join(t.app.config.dataDir, 'media');
    fs.rmSync(mediaDir, { recursive: true, force: true });
    fs.writeFileSync(mediaDir, 'a file where the folder should be');
    try {
      const response = await t.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', mediaStore: 'unavailable' });
    } finally {
      fs.rmSync(mediaDir, { force: true });
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });

  it('answers 503 "stopping" once the instance drains, while it still serves everything else', async () => {
    t.app.draining = true;
    try {
      const response = await t.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'stopping', database: 'ok', mediaStore: 'ok' });
      expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=1' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});
