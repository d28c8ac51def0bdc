import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages, userMessages } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const RESET = 'POST /api/v1/auth/password-resets';

async function choose(user: ReturnType<typeof renderRoute>['user'], password: string, confirmation: string) {
  const [passwordField, confirmField] = [
    await screen.findByLabelText(/^new password/i, { selector: 'input' }),
    screen.getByLabelText(/^confirm new password/i, { selector: 'input' }),
  ];
  await user.clear(passwordField);
  await user.clear(confirmField);
  if (password) await user.type(passwordField, password);
  if (confirmation) await user.type(confirmField, confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('new password from a reset link', () => {
  it("sets the password with the link's token, then asks to sign in with it", async () => {
    const api = mockApi({
      [RESET]: reply.noContent(),
      'POST /api/v1/login': reply.ok({
        accessToken: 'jwt',
        tokenType: 'Bearer',
        expiresIn: 3600,
        roles: ['ROLE_AUTHOR'],
        id: 'u1',
        username: 'maria',
        email: 'maria@school.test',
        fullname: 'Maria Santos',
      }),
    });
    const { user, router } = renderRoute('/reset-password?token=abc-123_XYZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await choose(user, 'Brand#New123', 'Brand#New123');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls(RESET).map((call) => call.body)).toEqual([{ token: 'abc-123_XYZ', password: 'Brand#New123' }]);

    await user.type(screen.getByLabelText(/username/i, { selector: 'input' }), 'maria');
    await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'Brand#New123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MY CONTENTS' })).toBeInTheDocument();
  });

  it("checks the user form's password rules and the confirmation before calling the server", async () => {
    const api = mockApi({ [RESET]: reply.noContent() });
    const { user } = renderRoute('/reset-password?token=abc');
    await choose(user, '', '');
    expect(await screen.findByText(userMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(userMessages.confirmRequired)).toBeInTheDocument();
    await choose(user, 'weakpass', 'weakpass');
    expect(await screen.findByText(userMessages.passwordWeak)).toBeInTheDocument();
    await choose(user, 'Brand#New123', 'Brand#New124');
    expect(await screen.findByText(userMessages.passwordsMismatch)).toBeInTheDocument();
    expect(api.calls(RESET)).toHaveLength(0);
  });

  it('says when the link no longer works, and offers a new one', async () => {
    mockApi({ [RESET]: reply.error(400, passwordResetMessages.linkInvalid) });
    const { user, router } = renderRoute('/reset-password?token=used');
    await choose(user, 'Brand#New123', 'Brand#New123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid. Ask for a new one.');
    expect(screen.queryByLabelText(/^new password/i, { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says so at once when the address has no token', async () => {
    const api = mockApi({});
    renderRoute('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(api.calls(RESET)).toHaveLength(0);
  });

  it("shows the server's password error under the field", async () => {
    mockApi({ [RESET]: reply.error(400, userMessages.passwordWeak, [{ field: 'password', message: userMessages.passwordWeak }]) });
    const { user } = renderRoute('/reset-password?token=abc');
    await choose(user, 'Brand#New123', 'Brand#New123');
    expect(await screen.findByText(userMessages.passwordWeak)).toBeInTheDocument();
    expect(screen.getByLabelText(/^new password/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads in Filipino, the dead link too', async () => {
    mockApi({ [RESET]: reply.error(400, passwordResetMessages.linkInvalid) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/reset-password?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magtakda ng bagong password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^bagong password/i, { selector: 'input' }), 'Brand#New123');
    await user.type(screen.getByLabelText(/^kumpirmahin/i, { selector: 'input' }), 'Brand#New123');
    await user.click(screen.getByRole('button', { name: 'I-save ang bagong password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi na gumagana ang link na ito. Humingi ng bago.');
    expect(screen.getByRole('link', { name: 'Humingi ng bagong link' })).toBeInTheDocument();
  });
});
