/** Every reader's page, filled with content, passes axe's WCAG 2.2 AA checks in light and in dark mode. */
import type { News } from '@newsroom/shared';
import { arrangeCheckedStory, COLOR_SCHEMES, contextIn, expectNoViolations } from '../../support/accessibility';
import { test } from '../../support/fixtures';

let story: News;
test.beforeAll(async ({ playwright }) => {
  story = await arrangeCheckedStory(playwright);
});

for (const scheme of COLOR_SCHEMES) {
  test(`every reader's page passes axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({ browser }) => {
    const reader = await contextIn(browser, scheme);
    const page = await reader.newPage();
    for (const path of [
      '/',
      '/category/Animo-Idol',
      `/view-news/${story.id}`,
      `/author/${story.authorId}`,
      '/ContributeContent',
      '/login',
      '/unauthorized',
    ]) {
      await expectNoViolations(page, path);
    }
    await reader.close();
  });
}
