import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply, pagedList } from '../test/mock-api';
import { admin, author, renderRoute } from '../test/render-route';

describe('back-office guards', () => {
  it('sends a visitor without a token to /login', async () => {
    mockApi({});
    const { router } = renderRoute('/user-management');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor without a token to /login from an AUTHOR screen too', async () => {
    mockApi({});
    const { router } = renderRoute('/my-news');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an AUTHOR on an ADMIN route to /unauthorized', async () => {
    mockApi({});
    const { router } = renderRoute('/user-management', { as: author });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each(['/ListContributeContent', '/ReadContributeContent/abc', '/RejectedNewsList', '/archived-news'])('keeps %s for admins', async (path) => {
    mockApi({});
    const { router } = renderRoute(path, { as: author });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets the category route admit an AUTHOR but the screen sends them to /unauthorized', async () => {
    mockApi({});
    const { router } = renderRoute('/category-management', { as: author });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('shows an ADMIN the screen', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]) });
    renderRoute('/user-management', { as: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'USER MANAGEMENT' })).toBeInTheDocument();
  });

  it('shows an AUTHOR their own screens', async () => {
    mockApi({});
    renderRoute('/add-news/_add', { as: author });
    expect(await screen.findByRole('heading', { name: 'Create Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('clears the session and shows /login when the server rejects the token', async () => {
    mockApi({ 'GET /api/v1/user': reply.error(401, 'Authentication required.') });
    const { router } = renderRoute('/user-management', { as: admin });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
