/** Every reader's page, filled with content, passes axe's WCAG 2.2 AA checks in light and in dark mode. */
import type { News } from '@newsroom/shared';
import { approveNews, createNews, createUser, unique } from '../../support/api';
import { COLOR_SCHEMES, contextIn, expectNoViolations } from '../../support/accessibility';
import { arrange } from '../../support/arrange';
import { test } from '../../support/fixtures';

let story: News;
test.beforeAll(async ({ playwright }) => {
  story = await arrange(playwright, async (request, admin) => {
    const author = await createUser(request, admin, 'author', 'Axe Author');
    const created = await createNews(request, author, { title: unique('Accessible story '), category: 'Animo Idol', photos: 2 });
    await approveNews(request, admin, created.id);
    return created;
  });
});

for (const scheme of COLOR_SCHEMES) {
  test(`every reader's page passes axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({ browser }) => {
    const reader = await contextIn(browser, scheme);
    const page = await reader.newPage();
    for (const path of ['/', '/category/Animo-Idol', `/view-news/${story.id}`, '/ContributeContent', '/login', '/unauthorized']) {
      await expectNoViolations(page, path);
    }
    await reader.close();
  });
}
