/** The busiest back-office screens, filled with content, pass axe's WCAG 2.2 AA checks in light and in dark mode. */
import type { News } from '@newsroom/shared';
import { arrangeCheckedStory, COLOR_SCHEMES, contextIn, expectNoViolations } from '../../support/accessibility';
import { signIn, test } from '../../support/fixtures';

let story: News;
test.beforeAll(async ({ playwright }) => {
  story = await arrangeCheckedStory(playwright, { alsoPending: true });
});

for (const scheme of COLOR_SCHEMES) {
  test(`the back office passes axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({ browser, admin }) => {
    test.setTimeout(120_000);
    const office = await contextIn(browser, scheme);
    const page = await office.newPage();
    await signIn(page, admin);
    // A message in the outbox, so its page is checked with content.
    await page.request.post('/api/v1/auth/password-reset-requests', { data: { email: admin.email } });
    for (const path of [
      '/dashboard',
      '/news-management',
      '/pending-news',
      '/add-news/_add',
      `/read-news/${story.id}`,
      `/news-revisions/${story.id}`,
      '/user-management',
      '/category-management',
      '/notification',
      '/comments-management',
      '/ListContributeContent',
      '/site-settings',
      '/outbox',
      '/my-account',
    ]) {
      await expectNoViolations(page, path);
    }
    await office.close();
  });
}
