/** Renders the real app routes at a path, as a signed-in user or a visitor, with test-friendly providers. */
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StoredRole } from '@newsroom/shared';
import { AppProviders } from '../app/providers';
import { addBackOfficeRoutes, routes } from '../app/router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { storageKeys } from '../lib/storage';

export interface TestUser {
  role: StoredRole;
  fullname?: string;
  username?: string;
  id?: string;
}

export const admin: TestUser = { role: 'ADMIN', fullname: 'Ada Admin', username: 'admin', id: 'admin-1' };
export const author: TestUser = { role: 'AUTHOR', fullname: 'Arthur Author', username: 'arthur', id: 'author-1' };

export function signIn(user: TestUser) {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.role, user.role);
  window.localStorage.setItem(storageKeys.username, user.username ?? 'someone');
  window.localStorage.setItem(storageKeys.email, `${user.username ?? 'someone'}@school.test`);
  window.localStorage.setItem(storageKeys.fullname, user.fullname ?? 'Someone');
  window.localStorage.setItem(storageKeys.userId, user.id ?? 'user-1');
}

export interface RenderRouteOptions {
  as?: TestUser;
  /** Render inside React's StrictMode, as the app does (effects run twice on mount). */
  strict?: boolean;
}

export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.as) signIn(options.as);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: addBackOfficeRoutes });
  setSessionExpiredHandler(() => void router.navigate('/login', { replace: true }));
  const user = userEvent.setup({ delay: null });
  const app = (
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router, queryClient };
}
