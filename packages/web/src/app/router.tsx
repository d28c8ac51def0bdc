/**
 * Every route of SPEC §2. The home and category pages are in the main bundle, the article and the contribute
 * form in chunks of their own; everything behind the login comes from one
 * lazily loaded module (routes/back-office.ts), so visitors never download back-office code.
 *
 * Guards: the whole back office needs a token and a back-office role; groups below add the shared policy's
 * action for their screens. Per PRODUCT.md the contribution list and detail and the rejected list are
 * ADMIN-only. The pending list admits authors, as SPEC's table says, and shows them their own items only.
 * /category-management and /add-category admit authors at the route, as SPEC's table says, and the screens
 * send non-admins to /unauthorized themselves.
 */
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RoleAction } from '@newsroom/shared';
import { PageLoader } from '../components/page-loader';
import { LoginPage } from '../features/auth/components/login-page';
import { UnauthorizedPage } from '../features/auth/components/unauthorized-page';
import { HomePage } from '../features/news/components/home-page';
import { CategoryPage } from '../features/news/components/category-page';
import { setSessionExpiredHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { RequireRole } from '../lib/require-role';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

type BackOfficeModule = typeof import('./routes/back-office');
type BackOfficeComponent = {
  [Name in keyof BackOfficeModule]: BackOfficeModule[Name] extends () => ReactNode ? Name : never;
}[keyof BackOfficeModule];

const loadBackOffice = () => import('./routes/back-office');

/** A route whose component comes from the back-office chunk. */
function backOffice(path: string | undefined, component: BackOfficeComponent, children?: RouteObject[]): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await loadBackOffice())[component] }),
    children,
  };
}

function guarded(action: RoleAction, children: RouteObject[]): RouteObject {
  return { element: <RequireRole action={action} />, children };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.category.path, element: <CategoryPage /> },
          // The article (carousel, comments) and the contribute form (form library) load on demand: the home page stays light.
          {
            path: paths.viewNews.path,
            lazy: async () => {
              const [{ ArticlePage }, { CommentSection }] = await Promise.all([
                import('../features/news/components/article-page'),
                import('../features/comments/components/comment-section'),
              ]);
              return { Component: () => <ArticlePage comments={(newsId) => <CommentSection newsId={newsId} />} /> };
            },
          },
          {
            path: paths.contribute.path,
            lazy: async () => ({ Component: (await import('../features/contributions/components/contribute-page')).ContributePage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.login.path,
        element: <LoginPage />,
        // Whoever opens the login page is about to use the back office: fetch its code meanwhile.
        loader: () => {
          void loadBackOffice();
          return null;
        },
      },
      { path: paths.unauthorized.path, element: <UnauthorizedPage /> },
      guarded('useBackOffice', [
        backOffice(undefined, 'BackOfficeLayout', [
          guarded('manageUsers', [
            backOffice(paths.userManagement.path, 'UserListPage'),
            backOffice(paths.userForm.path, 'UserFormPage'),
            backOffice(paths.userDetails.path, 'UserDetailsPage'),
          ]),
          guarded('moderateComments', [
            backOffice(paths.commentsManagement.path, 'CommentsModerationPage'),
            backOffice(paths.comments.path, 'CommentsModerationPage'),
            backOffice(paths.approvedComments.path, 'ApprovedCommentsPage'),
          ]),
          guarded('reviewNews', [
            backOffice(paths.archivedNews.path, 'ArchivedNewsPage'),
            backOffice(paths.rejectedNews.path, 'RejectedNewsPage'),
          ]),
          guarded('manageContributions', [
            backOffice(paths.contributions.path, 'ContributionListPage'),
            backOffice(paths.contributionDetails.path, 'ContributionDetailsPage'),
          ]),
          guarded('createNews', [
            backOffice(paths.newsForm.path, 'NewsFormPage'),
            backOffice(paths.aiNewsForm.path, 'AiNewsFormPage'),
          ]),
          guarded('readNotifications', [backOffice(paths.notifications.path, 'NotificationsPage')]),
          // Both roles (SPEC's route table): an AUTHOR sees their own pending items there, without the decisions.
          backOffice(paths.pendingNews.path, 'PendingNewsPage'),
          backOffice(paths.myNews.path, 'NewsListPage'),
          backOffice(paths.news.path, 'NewsListPage'),
          backOffice(paths.newsManagement.path, 'NewsManagementPage'),
          backOffice(paths.readNews.path, 'ReadNewsPage'),
          backOffice(paths.categoryManagement.path, 'CategoryListPage'),
          backOffice(paths.categoryForm.path, 'CategoryFormPage'),
        ]),
      ]),
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A back-office call answered 401: the session is already cleared, show the login page.
  setSessionExpiredHandler(() => void router.navigate(paths.login.getHref(), { replace: true }));
  return router;
}
