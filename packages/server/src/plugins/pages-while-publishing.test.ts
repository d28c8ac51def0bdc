/**
 * Issue 25: an author page rendered on the server once lacked the story published the moment before (seen in one of
 * four full API passes against one server). Pages of both languages are rendered, all at once, while stories are
 * published: whatever was in flight, a page asked for after the approval has answered shows the new story.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, authorPage } from '@newsroom/shared';
import { describeEachDatabase, dialects, TestApp } from '../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';

const webDist = await builtWebApp();

const ROUNDS = 6;
/** Renders in flight while each story is approved: more than the render pool's threads and tasks together. */
const RENDERS_IN_FLIGHT = 8;
const FILIPINO = { cookie: 'language=fil' };

function pagesWhilePublishing(t: TestApp) {
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { host: 'news.school.test', ...headers } });

  it('shows a story on its author page, the home and its own page as soon as its approval has answered', async () => {
    const { user, token } = await t.createUser('AUTHOR', { fullname: 'Rosa Racewriter' });
    const first = await createNews(t, token, { title: 'The first story of the writer' });
    await approveNews(t, first.id);
    const authorUrl = authorPage.href(user.id);
    expect((await page(authorUrl)).statusCode).toBe(200);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const title = `Story ${round} published while pages render`;
      const draft = await createNews(t, token, { title });
      // Renders of the pages the story joins, some kept from before the approval, in both languages.
      const inFlight = Array.from({ length: RENDERS_IN_FLIGHT }, (_, index) =>
        page(index % 3 === 2 ? '/' : authorUrl, index % 2 === 1 ? FILIPINO : {}),
      );
      await approveNews(t, draft.id);
      const after = await Promise.all([page(authorUrl), page(authorUrl, FILIPINO), page('/'), page('/', FILIPINO)]);
      for (const answer of after) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain(title);
        expect(answer.body).toContain(`href="${articlePage.href(draft.id)}"`);
      }
      for (const answer of await Promise.all(inFlight)) expect(answer.statusCode).toBe(200);
    }
  });
}

const env = { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' };

describeEachDatabase('pages rendered on the event loop while stories are published', pagesWhilePublishing, env);

// As a server runs: renders in a thread with its own connection, which needs the database in a file on SQLite.
describe.each(dialects)('pages rendered in a thread while stories are published [%s]', (dialect) => {
  const t = new TestApp(dialect, { ...env, WORK_THREADS: '1' }, { fileDatabase: true });
  beforeAll(() => t.start());
  afterAll(() => t.stop());
  pagesWhilePublishing(t);
});
