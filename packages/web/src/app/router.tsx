/**
 * Every route of SPEC §2. The home and category pages are in the main bundle, the article, the contribute
 * form and the login page in chunks of their own; everything behind the login, its routes and guards included,
 * comes from one lazily loaded module (routes/back-office-routes.tsx), so visitors never download back-office code.
 * The public reading pages say in their `handle` what the server must load to render them (lib/route-handle.ts).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { prefetchCategories } from '../api/get-categories';
import { prefetchCategoryPage } from '../api/get-public-news';
import { prefetchArticlePage } from '../api/get-public-news-item';
import { prefetchAuthorPage } from '../api/get-author-news';
import { HomePage, prefetchHomePage } from '../features/news/components/home-page';
import { setSessionExpiredHandler } from '../lib/api-client';
import { forServer } from '../lib/route-handle';
import { isBackOfficePath, paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/** The root route's id: the back office's routes join under it. */
const ROOT_ROUTE_ID = 'root';

const loadBackOffice = () => import('./routes/back-office-routes');

/**
 * A public page whose code loads on demand, declared through `import.meta.glob` so the route also knows the source
 * file of that code: a server that renders the page names the file's scripts and styles in the page's head.
 */
function onDemand<Module>(files: Record<string, () => Promise<Module>>, component: (module: Module) => ComponentType) {
  const [[file, load]] = Object.entries(files) as [[string, () => Promise<Module>]];
  return { modules: [file.replace(/^\//, '')], lazy: async () => ({ Component: component(await load()) }) };
}

const articleRoute = onDemand(
  import.meta.glob<typeof import('./routes/article-route')>('/src/app/routes/article-route.tsx'),
  (module) => module.ArticleRoute,
);
const categoryRoute = onDemand(
  import.meta.glob<typeof import('../features/news/components/category-page')>('/src/features/news/components/category-page.tsx'),
  (module) => module.CategoryPage,
);
const authorRoute = onDemand(
  import.meta.glob<typeof import('../features/news/components/author-page')>('/src/features/news/components/author-page.tsx'),
  (module) => module.AuthorPage,
);

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicLayout />,
        handle: forServer({ prefetch: prefetchCategories }),
        children: [
          { index: true, element: <HomePage />, handle: forServer({ prefetch: prefetchHomePage }) },
          // A category, the article (carousel, comments) and the contribute form (form library) load on demand: the
          // home page stays light.
          {
            path: paths.category.path,
            handle: forServer({ prefetch: prefetchCategoryPage, modules: categoryRoute.modules }),
            lazy: categoryRoute.lazy,
          },
          {
            path: paths.viewNews.path,
            handle: forServer({ prefetch: prefetchArticlePage, modules: articleRoute.modules }),
            lazy: articleRoute.lazy,
          },
          {
            path: paths.author.path,
            handle: forServer({ prefetch: prefetchAuthorPage, modules: authorRoute.modules }),
            lazy: authorRoute.lazy,
          },
          {
            path: paths.contribute.path,
            lazy: async () => ({ Component: (await import('../features/contributions/components/contribute-page')).ContributePage }),
          },
          {
            path: paths.subscribe.path,
            lazy: async () => ({ Component: (await import('../features/subscriptions/components/subscribe-page')).SubscribePage }),
          },
          {
            path: paths.confirmSubscription.path,
            lazy: async () => ({
              Component: (await import('../features/subscriptions/components/confirm-subscription-page')).ConfirmSubscriptionPage,
            }),
          },
          {
            path: paths.manageSubscription.path,
            lazy: async () => ({ Component: (await import('../features/subscriptions/components/manage-subscription-page')).ManageSubscriptionPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }) },
        ],
      },
      {
        path: paths.login.path,
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
        // Whoever opens the login page is about to use the back office: fetch its code meanwhile.
        loader: () => {
          void loadBackOffice();
          return null;
        },
      },
      // The way back in for a reader who forgot their password; each page's code comes on demand.
      {
        path: paths.forgotPassword.path,
        lazy: async () => ({ Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({ Component: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage }),
      },
      // Where an invitation e-mail leads: the invitee makes their account and is signed in.
      {
        path: paths.acceptInvitation.path,
        lazy: async () => ({ Component: (await import('../features/auth/components/accept-invitation-page')).AcceptInvitationPage }),
      },
      {
        path: paths.unauthorized.path,
        lazy: async () => ({ Component: (await import('../features/auth/components/unauthorized-page')).UnauthorizedPage }),
      },
    ],
  },
];

/**
 * Everything behind the login (routes/back-office-routes.tsx) joins the route table the first time the reader goes
 * to one of its addresses, with its code: visitors never download it. Routers pass this as `patchRoutesOnNavigation`.
 */
export const addBackOfficeRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isBackOfficePath(path)) return;
  patch(ROOT_ROUTE_ID, (await loadBackOffice()).backOfficeRoutes);
};

/** The browser's router; `hydrationData` is the router state of a page the server rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: addBackOfficeRoutes });
  // A back-office call answered 401: the session is already cleared, show the login page.
  setSessionExpiredHandler(() => void router.navigate(paths.login.getHref(), { replace: true }));
  return router;
}
