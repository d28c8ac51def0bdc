import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, pagedList } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const loginAnswer = (roles: string[]) => ({
  accessToken: 'jwt-token',
  tokenType: 'Bearer',
  expiresIn: 3600,
  roles,
  id: 'user-7',
  username: 'maria',
  email: 'maria@school.test',
  fullname: 'Maria Santos',
});

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], username: string, password: string) {
  // The login route starts fetching the back-office code first, so the form appears a moment later.
  await screen.findByRole('button', { name: 'Login' });
  if (username) await user.type(screen.getByLabelText(/username/i, { selector: 'input' }), username);
  if (password) await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/login')).toHaveLength(0);
  });

  it("refuses a username longer than the server takes, with the server's message, before calling it", async () => {
    const api = mockApi({});
    const { user } = renderRoute('/login');
    await screen.findByRole('button', { name: 'Login' });
    await user.click(screen.getByLabelText(/username/i, { selector: 'input' }));
    await user.paste('u'.repeat(101));
    await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Must be 100 characters or less.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/login')).toHaveLength(0);
  });

  it('shows "Invalid username or password" under both fields on 401', async () => {
    mockApi({ 'POST /api/v1/login': reply.error(401, 'Invalid username or password') });
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'maria', 'wrong-password');
    expect(await screen.findAllByText('Invalid username or password')).toHaveLength(2);
    expect(screen.getByLabelText(/username/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/password/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when too many attempts failed (429)", async () => {
    mockApi({ 'POST /api/v1/login': reply.error(429, 'Too many failed login attempts. Please try again later.') });
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'maria', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts. Please try again later.');
  });

  it('stores the session and sends an ADMIN to user management', async () => {
    const api = mockApi({
      'POST /api/v1/login': reply.ok(loginAnswer(['ROLE_AUTHOR', 'ROLE_ADMIN'])),
      'GET /api/v1/user': pagedList([]),
    });
    const { user, router } = renderRoute('/login');
    await fillAndSubmit(user, '  maria ', 'Secret#123');

    expect(await screen.findByRole('heading', { level: 1, name: 'USER MANAGEMENT' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management');
    expect(api.calls('POST /api/v1/login')[0].body).toEqual({ username: 'maria', password: 'Secret#123' });
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
    expect(window.localStorage.getItem('role')).toBe('ADMIN');
    expect(window.localStorage.getItem('username')).toBe('maria');
    expect(window.localStorage.getItem('email')).toBe('maria@school.test');
    expect(window.localStorage.getItem('fullname')).toBe('Maria Santos');
    // Back-office calls now carry the token.
    expect(api.calls('GET /api/v1/user')[0].headers.Authorization).toBe('Bearer jwt-token');
  });

  it('sends an AUTHOR to their content list', async () => {
    mockApi({ 'POST /api/v1/login': reply.ok(loginAnswer(['ROLE_AUTHOR'])) });
    const { user, router } = renderRoute('/login');
    await fillAndSubmit(user, 'maria', 'Secret#123');
    expect(await screen.findByRole('heading', { level: 1, name: 'MY CONTENTS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-news');
    expect(window.localStorage.getItem('role')).toBe('AUTHOR');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'My Content List' })).toBeInTheDocument();
  });
});

describe('login page in Filipino', () => {
  it('words the page, its fields and their messages in Filipino', async () => {
    const api = mockApi({});
    await changeAppLanguage('fil');
    const { user } = renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mag-login sa back office' })).toBeInTheDocument();
    expect(screen.getByText('Para sa mga awtor at administrator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mag-login' }));
    expect(await screen.findByText('Kailangan ang username')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang password')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/login')).toHaveLength(0);

    // Shown in the language of the moment, not of when the writer pressed Login.
    await changeAppLanguage('en');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it('says in Filipino that the account has no back-office role', async () => {
    mockApi({ 'POST /api/v1/login': reply.ok(loginAnswer([])) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/login');
    await screen.findByRole('button', { name: 'Mag-login' });
    await user.type(screen.getByLabelText(/username/i, { selector: 'input' }), 'maria');
    await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Mag-login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Naka-login ka na, pero walang role sa back office ang account na ito.');
  });

  it('shows the unauthorized page in Filipino', async () => {
    mockApi({});
    await changeAppLanguage('fil');
    renderRoute('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Walang Pahintulot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-login' })).toHaveAttribute('href', '/login');
  });
});

describe('unauthorized page', () => {
  it('explains and links to the login page', async () => {
    mockApi({});
    const { user, router } = renderRoute('/unauthorized');
    // The page's code comes on demand.
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to access this page. Please login with appropriate credentials.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
