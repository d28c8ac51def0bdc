import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { ApiError, setSessionExpiredHandler, withBackOfficeToken } from '../../../lib/api-client';
import { mockApi, reply, type RecordedRequest } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { admin, renderRoute, signIn } from '../../../test/render-route';
import { SessionRenewalDialog } from './session-renewal-dialog';

const sports: Category = { id: 'c1', name: 'Sports', description: 'Sports stories', slug: 'Sports' };
const loginAnswer = {
  accessToken: 'renewed-token',
  roles: ['ROLE_ADMIN'],
  username: 'admin',
  email: 'admin@school.test',
  fullname: 'Ada Admin',
  id: 'admin-1',
};

/** A rename whose first try meets an expired sign-in: 401 for the old token, saved for the renewed one. */
function renameExpiringOnce() {
  return mockApi({
    'GET /api/v1/categories/get-categories': reply.ok([sports]),
    'PUT /api/v1/categories/c1': ({ headers }: RecordedRequest) =>
      headers.Authorization === 'Bearer renewed-token'
        ? reply.ok({ ...sports, name: 'School Sports' })
        : reply.error(401, 'Authentication required.'),
    'POST /api/v1/login': ({ body }: RecordedRequest) =>
      (body as { password: string }).password === 'right password' ? reply.ok(loginAnswer) : reply.error(401, 'Invalid username or password'),
  });
}

async function startRename(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
  const input = screen.getByRole('textbox', { name: 'Category Name' });
  await user.clear(input);
  await user.type(input, 'School Sports');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Sign in again' });
}

describe('an expired sign-in while saving', () => {
  it('asks for the password in a dialog, then sends the save again with the new token, staying on the page', async () => {
    const api = renameExpiringOnce();
    const { user, router } = renderRoute('/category-management', { as: admin });
    const dialog = await startRename(user);
    expect(within(dialog).getByText('Your sign-in has expired. Enter the password for admin to save your work.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^password/i, { selector: 'input' }), 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));
    expect(await within(dialog).findByText('Invalid username or password')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText(/^password/i, { selector: 'input' }));
    await user.type(within(dialog).getByLabelText(/^password/i, { selector: 'input' }), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));
    await waitFor(() => expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(2));
    expect(api.calls('PUT /api/v1/categories/c1')[1].body).toEqual({ name: 'School Sports' });
    expect(api.calls('POST /api/v1/login')[1].body).toEqual({ username: 'admin', password: 'right password' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('token')).toBe('renewed-token');
    expect(router.state.location.pathname).toBe('/category-management');
  });

  it('goes to /login with the session cleared when the writer cancels', async () => {
    const api = renameExpiringOnce();
    const { user, router } = renderRoute('/category-management', { as: admin });
    const dialog = await startRename(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(1);
  });

  it('refuses a different account: the work is saved only as the user who wrote it', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok([sports]),
      'PUT /api/v1/categories/c1': reply.error(401, 'Authentication required.'),
      'POST /api/v1/login': reply.ok({ ...loginAnswer, username: 'someone-else' }),
    });
    const { user } = renderRoute('/category-management', { as: admin });
    const dialog = await startRename(user);
    await user.type(within(dialog).getByLabelText(/^password/i, { selector: 'input' }), 'their password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));
    expect(await within(dialog).findByText('Sign in as the same user to save this work.')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });
});

describe('the sign-in dialog in Filipino', () => {
  it('asks and answers in Filipino', async () => {
    mockApi({ 'POST /api/v1/login': reply.ok({ ...loginAnswer, username: 'someone-else' }) });
    await changeAppLanguage('fil');
    signIn(admin);
    setSessionExpiredHandler(() => {});
    const { user } = renderInApp(<SessionRenewalDialog />);
    // A save meeting an expired sign-in; what it ends with is looked at once the writer cancels.
    const saving = withBackOfficeToken(
      () => {
        throw new ApiError(401, 'Authentication required.');
      },
      { write: true },
    ).catch((error: unknown) => error);

    const dialog = await screen.findByRole('dialog', { name: 'Mag-login muli' });
    expect(
      within(dialog).getByText('Nag-expire na ang iyong pag-login. Ilagay ang password ng admin para ma-save ang iyong gawa.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^password/i, { selector: 'input' }), 'their password');
    await user.click(within(dialog).getByRole('button', { name: 'Mag-login at i-save' }));
    expect(await within(dialog).findByText('Mag-login bilang parehong user para ma-save ang gawang ito.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Kanselahin' }));
    expect(await saving).toMatchObject({ status: 401 });
  });
});
