import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, invitationMessages, userMessages, type InvitationPreview, type LoginResponse } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { storageKeys } from '../../../lib/storage';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const TOKEN = 'abc-123_XYZ';
const PREVIEW = `GET /api/v1/invitations/by-token/${TOKEN}`;
const ACCEPT = 'POST /api/v1/invitation-acceptances';

const invitation: InvitationPreview = {
  email: 'lorna@school.test',
  role: 'AUTHOR',
  fullname: 'Lorna Reyes',
  invitedBy: 'Ada Admin',
  expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
};

const session = (role: 'ROLE_AUTHOR' | 'ROLE_ADMIN'): LoginResponse => ({
  accessToken: 'new-jwt',
  tokenType: 'Bearer',
  expiresIn: 3600,
  roles: [role],
  id: 'u9',
  username: 'lorna.reyes',
  email: 'lorna@school.test',
  fullname: 'Lorna B. Reyes',
});

type User = ReturnType<typeof renderRoute>['user'];
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(user: User, values: Partial<Record<'fullname' | 'username' | 'password' | 'confirm', string>>) {
  const inputs = {
    fullname: field(/^full name/i),
    username: field(/^username/i),
    password: field(/^password/i),
    confirm: field(/^confirm password/i),
  };
  for (const [name, value] of Object.entries(values)) {
    const input = inputs[name as keyof typeof inputs];
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('accepting an invitation', () => {
  it("shows the school, the address and the role, makes the account with the link's token, and signs the author in", async () => {
    const api = mockApi({
      'GET /api/v1/settings': reply.ok({ ...DEFAULT_SITE_SETTINGS, siteName: 'Mataas na Paaralan News' }),
      [PREVIEW]: reply.ok(invitation),
      [ACCEPT]: { status: 201, body: session('ROLE_AUTHOR') },
    });
    const { user, router } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mataas na Paaralan News' })).toBeInTheDocument();
    expect(await screen.findByText('lorna@school.test')).toBeInTheDocument();
    expect(screen.getByText('Author')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin invited you.')).toBeInTheDocument();
    expect(field(/^full name/i)).toHaveValue('Lorna Reyes');

    await fill(user, { fullname: 'Lorna B. Reyes', username: ' lorna.reyes ', password: 'Invited#2026', confirm: 'Invited#2026' });
    expect(await screen.findByRole('heading', { level: 1, name: 'MY CONTENTS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-news');
    expect(api.calls(ACCEPT).map((call) => call.body)).toEqual([
      { token: TOKEN, fullname: 'Lorna B. Reyes', username: 'lorna.reyes', password: 'Invited#2026' },
    ]);
    expect(window.localStorage.getItem(storageKeys.token)).toBe('new-jwt');
    expect(window.localStorage.getItem(storageKeys.role)).toBe('AUTHOR');
  });

  it('lands an invited ADMIN on user management', async () => {
    mockApi({
      [PREVIEW]: reply.ok({ ...invitation, role: 'ADMIN' }),
      [ACCEPT]: { status: 201, body: session('ROLE_ADMIN') },
      'GET /api/v1/user': reply.ok([]),
    });
    const { user, router } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    await fill(user, { username: 'lorna.reyes', password: 'Invited#2026', confirm: 'Invited#2026' });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management');
  });

  it("checks the user form's rules and the confirmation before calling the server", async () => {
    const api = mockApi({ [PREVIEW]: reply.ok({ ...invitation, fullname: null }) });
    const { user } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    await screen.findByText('lorna@school.test');
    await fill(user, {});
    expect(await screen.findByText(userMessages.fullnameRequired)).toBeInTheDocument();
    expect(screen.getByText(userMessages.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(userMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(userMessages.confirmRequired)).toBeInTheDocument();
    await fill(user, { fullname: 'Lorna', username: 'has space', password: 'weakpass', confirm: 'weakpass' });
    expect(await screen.findByText(userMessages.usernameNoSpaces)).toBeInTheDocument();
    expect(screen.getByText(userMessages.passwordWeak)).toBeInTheDocument();
    await fill(user, { username: 'lorna.reyes', password: 'Invited#2026', confirm: 'Invited#2027' });
    expect(await screen.findByText(userMessages.passwordsMismatch)).toBeInTheDocument();
    expect(api.calls(ACCEPT)).toHaveLength(0);
  });

  it("shows a taken username under the field with the user form's message, and the form stays", async () => {
    mockApi({ [PREVIEW]: reply.ok(invitation), [ACCEPT]: reply.error(409, userMessages.usernameTaken) });
    const { user } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    await screen.findByText('lorna@school.test');
    await fill(user, { username: 'maria', password: 'Invited#2026', confirm: 'Invited#2026' });
    expect(await screen.findByText('Username already exists.')).toBeInTheDocument();
    expect(field(/^username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
  });

  it('says when the address got an account meanwhile, in place of the form', async () => {
    mockApi({ [PREVIEW]: reply.ok(invitation), [ACCEPT]: reply.error(409, invitationMessages.accountExists) });
    const { user } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    await screen.findByText('lorna@school.test');
    await fill(user, { username: 'lorna.reyes', password: 'Invited#2026', confirm: 'Invited#2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says when the link no longer works, and offers the way to sign in', async () => {
    mockApi({ [PREVIEW]: reply.error(400, invitationMessages.linkInvalid) });
    renderRoute(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is no longer valid. Ask the person who invited you for a new one.');
    expect(screen.queryByLabelText(/^username/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so at once when the address has no token, asking nothing', async () => {
    const api = mockApi({});
    renderRoute('/accept-invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.linkInvalid);
    expect(api.requests.filter((request) => request.path.startsWith('/api/v1/invitations'))).toEqual([]);
  });

  it('reads in Filipino', async () => {
    mockApi({ [PREVIEW]: reply.ok(invitation), [ACCEPT]: reply.error(400, invitationMessages.linkInvalid) });
    await changeAppLanguage('fil');
    const { user } = renderRoute(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tanggapin ang iyong imbitasyon' })).toBeInTheDocument();
    expect(await screen.findByText('Awtor')).toBeInTheDocument();
    await user.type(field(/^username/i), 'lorna.reyes');
    await user.type(field(/^password/i), 'Invited#2026');
    await user.type(field(/^kumpirmahin/i), 'Invited#2026');
    await user.click(screen.getByRole('button', { name: 'Gawin ang aking account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi na gumagana ang imbitasyong ito. Humingi ng bago sa taong nag-imbita sa iyo.');
  });
});
