import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages, userMessages } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const ASK = 'POST /api/v1/auth/password-reset-requests';
const accepted = { status: 202, body: { message: passwordResetMessages.requested } };

async function ask(user: ReturnType<typeof renderRoute>['user'], email: string) {
  const field = await screen.findByLabelText(/e-mail address/i, { selector: 'input' });
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('forgot password', () => {
  it('is a link under the login form', async () => {
    mockApi({});
    const { user, router } = renderRoute('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('asks for an e-mail address before calling the server', async () => {
    const api = mockApi({ [ASK]: accepted });
    const { user } = renderRoute('/forgot-password');
    await ask(user, '');
    expect(await screen.findByText(userMessages.emailRequired)).toBeInTheDocument();
    await ask(user, 'not-an-address');
    expect(await screen.findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail address/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(ASK)).toHaveLength(0);
  });

  it('sends the address, trimmed, and says a link is on its way whatever the address', async () => {
    const api = mockApi({ [ASK]: accepted });
    const { user } = renderRoute('/forgot-password');
    await ask(user, '  maria@school.test ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('maria@school.test')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(passwordResetMessages.requested);
    expect(api.calls(ASK).map((call) => call.body)).toEqual([{ email: 'maria@school.test' }]);
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it("shows the server's field error and its limit", async () => {
    mockApi({ [ASK]: reply.error(400, userMessages.emailInvalid, [{ field: 'email', message: userMessages.emailInvalid }]) });
    const { user } = renderRoute('/forgot-password');
    await ask(user, 'maria@school.test');
    expect(await screen.findByText(userMessages.emailInvalid)).toBeInTheDocument();

    mockApi({ [ASK]: reply.error(429, passwordResetMessages.tooManyRequests) });
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetMessages.tooManyRequests);
  });

  it('goes back to the login page', async () => {
    mockApi({});
    const { user, router } = renderRoute('/forgot-password');
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('reads in Filipino', async () => {
    mockApi({ [ASK]: accepted });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('link', { name: 'Nakalimutan ang password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nakalimutan ang iyong password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/e-mail address/i, { selector: 'input' }), 'mali');
    await user.click(screen.getByRole('button', { name: 'Padalhan ako ng link' }));
    expect(await screen.findByText('Mali ang format ng e-mail.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/e-mail address/i, { selector: 'input' }));
    await user.type(screen.getByLabelText(/e-mail address/i, { selector: 'input' }), 'maria@school.test');
    await user.click(screen.getByRole('button', { name: 'Padalhan ako ng link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('papunta na ang link');
  });
});
