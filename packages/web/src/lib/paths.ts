/** Every route of the app (SPEC §2) in one place: `path` for the router, `getHref` for links. */
import { matchPath } from 'react-router';
import { articlePage, authorPage, categoryPage, contributionPage, deskStoryPage, myAccountPage, storyRevisionsPage } from '@newsroom/shared';

/** The id value that means "create" in add/edit routes. */
export const NEW_ITEM_ID = '_add';

const withId = (prefix: string) => ({
  path: `${prefix}/:id`,
  getHref: (id: string = NEW_ITEM_ID) => `${prefix}/${encodeURIComponent(id)}`,
});

const fixed = (path: string) => ({ path, getHref: () => path });

const publicPaths = {
  home: fixed('/'),
  category: { path: categoryPage.path, getHref: categoryPage.href },
  login: fixed('/login'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  acceptInvitation: fixed('/accept-invitation'),
  viewNews: { path: articlePage.path, getHref: articlePage.href },
  author: { path: authorPage.path, getHref: authorPage.href },
  contribute: fixed('/ContributeContent'),
  unauthorized: fixed('/unauthorized'),
  subscribe: fixed('/subscribe'),
  confirmSubscription: fixed('/subscriptions/confirm'),
  manageSubscription: { path: '/subscriptions/manage', getHref: (token: string) => `/subscriptions/manage?token=${encodeURIComponent(token)}` },
};

// The pages an e-mail links to (a story, its revisions, a contribution, My account) are shared (public-urls.ts): the
// server's mail writes the same addresses.
const backOfficePaths = {
  // AUTHOR or ADMIN
  myNews: fixed('/my-news'),
  news: fixed('/news'),
  newsManagement: fixed('/news-management'),
  notifications: fixed('/notification'),
  newsForm: withId('/add-news'),
  newsRevisions: { path: storyRevisionsPage.path, getHref: storyRevisionsPage.href },
  aiNewsForm: withId('/add-news-withAI'),
  readNews: { path: deskStoryPage.path, getHref: deskStoryPage.href },
  categoryManagement: fixed('/category-management'),
  categoryForm: withId('/add-category'),
  account: { path: myAccountPage.path, getHref: myAccountPage.href },

  // ADMIN only
  dashboard: fixed('/dashboard'),
  pendingNews: fixed('/pending-news'),
  userManagement: fixed('/user-management'),
  userForm: withId('/add-user'),
  userDetails: withId('/view-user'),
  approvedComments: fixed('/approved-comments-management'),
  archivedNews: fixed('/archived-news'),
  commentsManagement: fixed('/comments-management'),
  comments: fixed('/comments'),
  contributions: fixed('/ListContributeContent'),
  contributionDetails: { path: contributionPage.path, getHref: contributionPage.href },
  rejectedNews: fixed('/RejectedNewsList'),
  siteSettings: fixed('/site-settings'),
  outbox: fixed('/outbox'),
  newsletter: fixed('/newsletter'),
  subscribers: fixed('/subscribers'),
};

export const paths = { ...publicPaths, ...backOfficePaths } as const;

/** Whether an address is one of the back office's: its routes and code are then loaded (app/router.tsx). */
export function isBackOfficePath(pathname: string): boolean {
  return Object.values(backOfficePaths).some(({ path }) => matchPath(path, pathname) !== null);
}

export function isNewItemId(id: string | undefined): boolean {
  return id === undefined || id === NEW_ITEM_ID;
}
