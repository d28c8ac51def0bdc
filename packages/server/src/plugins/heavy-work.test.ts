import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, dialects, TestApp } from '../../test/helpers/test-app.js';
import { createPublishedNews } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';
import { buildApp } from '../app.js';

/** The real web app with its server bundle, so renders run in the threads too. */
const webDist = await builtWebApp();

/** An app whose heavy work runs in worker threads, on a database those threads can open (SQLite in a file). */
async function threadedApp(dialect: (typeof dialects)[number], env: Record<string, string>, blockEachTaskMs?: number): Promise<TestApp> {
  const t = new TestApp(dialect, { WEB_DIST_DIR: webDist, ...env }, { fileDatabase: true });
  await t.prepare();
  t.config.heavyWork.blockEachTaskMs = blockEachTaskMs;
  await t.startApp();
  return t;
}

const searchUrl = (query: string, paging = '') => `/api/v1/fuzzy-search-news?query=${encodeURIComponent(query)}${paging}`;

describe.each(dialects)('heavy work in worker threads [%s]', (dialect) => {
  let threaded: TestApp;
  let story: News;

  beforeAll(async () => {
    threaded = await threadedApp(dialect, { WORK_THREADS: '2' });
    story = await createPublishedNews(threaded, {
      title: 'Robotics team builds a sorting robot',
      description: 'The club won the regional contest.',
      content: 'The robotics club met every Friday. Their sorting robot won first place. The principal thanked the coaches and the parents.',
    });
    await createPublishedNews(threaded, { title: 'Library opens a reading corner', description: 'Books for every grade.' });
  });
  afterAll(() => threaded.stop());

  it('runs the work in threads, not on the event loop', () => {
    expect(threaded.app.heavyWork.threaded).toBe(true);
  });

  it('answers a search from a thread as the event loop would: the same items, snippets, totals and headers', async () => {
    // A second app on the same database, doing its heavy work on its event loop.
    const inline = await buildApp({ ...threaded.config, heavyWork: { ...threaded.config.heavyWork, threads: 0 } }, { logger: false });
    try {
      for (const url of [
        searchUrl('robot'),
        searchUrl('robto', '&page=1&size=1'),
        searchUrl('reading corner'),
        '/api/v1/search-suggestions?query=rob',
      ]) {
        const [fromThread, fromLoop] = await Promise.all([threaded.inject({ method: 'GET', url }), inline.inject({ method: 'GET', url })]);
        expect(fromThread.statusCode, url).toBe(200);
        expect(fromThread.body, url).toBe(fromLoop.body);
        expect(fromThread.headers['x-total-count'], url).toBe(fromLoop.headers['x-total-count']);
        expect(fromThread.headers.link, url).toBe(fromLoop.headers.link);
      }
      const found = (await threaded.inject({ method: 'GET', url: searchUrl('robto', '&page=1&size=1') })).json() as { items: News[]; total: number };
      expect(found.items.map((item) => item.id)).toEqual([story.id]);
    } finally {
      await inline.close();
    }
  });

  it("answers an ADMIN's search, which sees every status, from a thread", async () => {
    const response = await threaded.inject({ method: 'GET', url: searchUrl('robot'), headers: bearer(await threaded.adminToken()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect((response.json() as News[]).map((item) => item.id)).toContain(story.id);
  });

  it('renders an article page in a thread, with its data loaded through the API', async () => {
    const response = await threaded.inject({ method: 'GET', url: `/view-news/${story.id}`, headers: { host: 'news.school.test' } });
    expect(response.statusCode).toBe(200);
    const root = response.body.slice(response.body.indexOf('<div id="root">'), response.body.indexOf('<script type="application/json"'));
    expect(root).toContain('Robotics team builds a sorting robot');
    expect(root).toContain('Their sorting robot won first place.');
  });

  it('keeps a public search once it is asked again: the first two askings are made in a thread, the third is the kept answer', async () => {
    const url = searchUrl('sorting robot');
    const made = () => threaded.app.heavyWork.ended.done;
    const bodies: string[] = [];
    const madeBy: number[] = [];
    for (let asking = 0; asking < 3; asking += 1) {
      const before = made();
      const response = await threaded.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
      madeBy.push(made() - before);
    }
    expect(madeBy).toEqual([1, 1, 0]);
    expect(new Set(bodies).size).toBe(1);
    expect((JSON.parse(bodies[0]!) as News[]).map((item) => item.id)).toEqual([story.id]);
  });

  it('makes an offline summary in a thread', async () => {
    const response = await threaded.inject({ method: 'POST', url: `/hitOpenaiApi/${story.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/robot/i);
  });
});

describe.each(dialects)('readers never wait behind heavy work [%s]', (dialect) => {
  /**
   * How long a reader asking for a cached answer 50 ms after a search began waits for it, while that search blocks its
   * thread for 600 ms. Counted from when the reader asked (a timer, which itself fires late when the event loop is
   * blocked), as the reader's own clock would.
   */
  async function cachedAnswerBesideSlowSearch(t: TestApp): Promise<{ cachedMs: number; searchMs: number }> {
    await createPublishedNews(t, { title: 'Basketball finals tonight' });
    const cached = { method: 'GET' as const, url: '/api/v1/public-news?page=1&size=15' };
    expect((await t.inject(cached)).statusCode).toBe(200);
    const searchStarted = performance.now();
    const search = t.inject({ method: 'GET', url: searchUrl('basketball') }).then((response) => {
      expect(response.statusCode).toBe(200);
      return performance.now() - searchStarted;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.inject(cached)).statusCode).toBe(200);
    const cachedMs = performance.now() - (searchStarted + 50);
    return { cachedMs, searchMs: await search };
  }

  it('answers a cached page at once while a slow search holds a thread', async () => {
    const t = await threadedApp(dialect, { WORK_THREADS: '1' }, 600);
    try {
      const { cachedMs, searchMs } = await cachedAnswerBesideSlowSearch(t);
      expect(searchMs).toBeGreaterThanOrEqual(600);
      expect(cachedMs).toBeLessThan(50);
    } finally {
      await t.stop();
    }
  });

  it('(the same measure fails when the search runs on the event loop)', async () => {
    const t = await threadedApp(dialect, { WORK_THREADS: '0' }, 600);
    try {
      const { cachedMs } = await cachedAnswerBesideSlowSearch(t);
      expect(cachedMs).toBeGreaterThan(400);
    } finally {
      await t.stop();
    }
  });
});

describe.each(dialects)('a bounded line for heavy work [%s]', (dialect) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // One thread taking two tasks, one more waiting: the fourth search at once is refused.
    t = await threadedApp(dialect, { WORK_THREADS: '1', WORK_QUEUE_LIMIT: '1' }, 400);
    await createPublishedNews(t, { title: 'Volleyball team goes to the finals' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.stop());

  it("answers 503 with Retry-After past the line, in the reader's language, and the others in full", async () => {
    const before = { ...t.app.heavyWork.ended };
    const responses = await Promise.all(
      ['volleyball', 'volleybal', 'voleyball', 'finals'].map((query, index) =>
        // Started in order, so the last one finds the line full.
        new Promise((resolve) => setTimeout(resolve, index * 20)).then(() =>
          t.inject({ method: 'GET', url: searchUrl(query), headers: { 'accept-language': 'fil' } }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 503]);
    const refused = responses[3]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Abala ang site ngayon. Pakisubukang muli maya-maya.' });
    expect(t.app.heavyWork.ended.refused - before.refused).toBe(1);
  });

  it('drops the work of a client that has gone, waiting or running, and never finishes it', async () => {
    const before = { ...t.app.heavyWork.ended };
    const leave = (query: string) =>
      new Promise<void>((resolve) => {
        const request = http.get(`${baseUrl}${searchUrl(query)}`);
        request.on('error', () => resolve());
        // Long enough to be running (the first two) or waiting (the third), then gone.
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 150);
      });
    await Promise.all(['finals tonight', 'team finals', 'volleyball team'].map(leave));
    // The two running ones stop at their next step, after their 400 ms each; the waiting one never starts.
    for (let waited = 0; waited < 5000 && t.app.heavyWork.running + t.app.heavyWork.waiting > 0; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(t.app.heavyWork.ended.cancelled - before.cancelled).toBe(3);
    expect(t.app.heavyWork.ended.done - before.done).toBe(0);
    expect([t.app.heavyWork.running, t.app.heavyWork.waiting]).toEqual([0, 0]);
  });
});
