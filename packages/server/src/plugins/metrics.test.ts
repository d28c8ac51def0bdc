import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../test/helpers/test-app.js';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

describeEachDatabase('metrics', (t) => {
  it('counts requests by route pattern and status, answers from the public cache included, with their latency', async () => {
    const list = '{method="GET",route="/api/v1/public-news",status="200"}';
    const before = seriesValue(await scrape(t), `http_requests_total${list}`) ?? 0;
    // The second and third are written by the public cache's fast path.
    for (let index = 0; index < 3; index += 1)
      expect((await t.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=3' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/public-news/not-a-story' })).statusCode).toBe(404);
    const text = await scrape(t);
    expect(seriesValue(text, `http_requests_total${list}`)).toBe(before + 3);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/v1/public-news/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, `http_request_duration_seconds_count${list}`)).toBe(before + 3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/v1/public-news",status="200"}');
  });

  it('reports database connections, image jobs, open notification streams and the process', async () => {
    const text = await scrape(t);
    expect(seriesValue(text, 'database_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'database_connections{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'image_jobs{state="queued"}')).toBe(0);
    expect(seriesValue(text, 'image_jobs{state="active"}')).toBe(0);
    expect(seriesValue(text, 'notification_streams_open')).toBe(0);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describeEachDatabase('metrics without METRICS_TOKEN', (t) => {
  it('answer only to this machine, not to another address nor to a request a proxy forwarded', async () => {
    for (const remoteAddress of ['203.0.113.5', '10.0.0.7', '2001:db8::1']) {
      const response = await t.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.body).not.toContain('http_requests_total');
      expect(response.json()).toMatchObject({ statusCode: 403, message: 'You are not allowed to do this.' });
    }
    const forwarded = await t.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwarded.statusCode).toBe(403);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });
});

describeEachDatabase(
  'metrics behind METRICS_TOKEN',
  (t) => {
    it('asks for the token, and answers with it', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', 'Bearer metrics-secret-tokenx']) {
        const response = await t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.body).not.toContain('http_requests_total');
        expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required.' });
      }
      const response = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-secret-token' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('# TYPE http_requests_total counter');
    });
  },
  { METRICS_TOKEN: 'metrics-secret-token' },
);
