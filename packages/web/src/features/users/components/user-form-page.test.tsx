import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, pagedList } from '../../../test/mock-api';
import { buildUser } from '../../../test/build-user';
import { admin, renderRoute } from '../../../test/render-route';

const maria = buildUser();
/** What an ADMIN types to add Maria. */
const newMaria = {
  fullname: 'Maria Santos',
  username: 'maria',
  password: 'Secret#123',
  confirm: 'Secret#123',
  email: 'maria@school.test',
  role: 'author',
} as const;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const fields = {
  fullname: () => field(/^full name/i),
  username: () => field(/^username/i),
  password: () => field(/^password/i),
  confirm: () => field(/^confirm password/i),
  email: () => field(/^email/i),
  role: () => field(/^role/i),
};

type Setup = ReturnType<typeof renderRoute>;

async function fill(user: Setup['user'], values: Partial<Record<keyof typeof fields, string>>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof fields, string][]) {
    const input = fields[name]();
    if (name === 'role') await user.selectOptions(input, value);
    else {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
}

const save = (user: Setup['user']) => user.click(screen.getByRole('button', { name: 'Save' }));

// Typing whole forms key by key is slow in jsdom on a busy machine.
describe('user form: create', { timeout: 30_000 }, () => {
  it('shows every required-field message', async () => {
    const api = mockApi({});
    const { user } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await save(user);
    for (const message of [
      'Full name is required.',
      'Username is required.',
      'Email is required.',
      'Please select a role.',
      'Password is required.',
      'Please confirm your password.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /api/v1/user')).toHaveLength(0);
  });

  it.each([
    [{ username: 'mar' }, 'Username must be at least 5 characters long.'],
    [{ username: 'maria santos' }, 'Username cannot contain spaces.'],
    [{ username: 'm'.repeat(51) }, 'Username must be 50 characters or less.'],
    [{ email: 'not-an-email' }, 'Invalid email format.'],
    [{ password: 'short!' }, 'Password must contain 8 or more characters and a special character.'],
    [{ password: 'longenough1' }, 'Password must contain 8 or more characters and a special character.'],
    [{ password: 'Secret#123', confirm: 'Secret#124' }, 'Passwords do not match.'],
  ])('rejects %o with "%s"', async (values, message) => {
    mockApi({});
    const { user } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await fill(user, values);
    await save(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("refuses a password longer than the server takes, with the server's message, and sends nothing", async () => {
    const api = mockApi({});
    const { user } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await fill(user, { ...newMaria, password: '', confirm: '' });
    const tooLong = `Secret#${'x'.repeat(194)}`;
    for (const input of [fields.password(), fields.confirm()]) {
      await user.click(input);
      await user.paste(tooLong);
    }
    await save(user);
    expect(await screen.findByText('Password must be 200 characters or less.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/user')).toHaveLength(0);
  });

  it('sends trimmed values with the role as a list, then returns to the list', async () => {
    const api = mockApi({
      'POST /api/v1/user': reply.ok(maria),
      'GET /api/v1/user': pagedList([maria]),
    });
    const { user, router } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await fill(user, {
      fullname: '  Maria Santos ',
      username: ' maria ',
      password: 'Secret#123',
      confirm: 'Secret#123',
      email: ' maria@school.test ',
      role: 'admin',
    });
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
    expect(api.calls('POST /api/v1/user')[0].body).toEqual({
      fullname: 'Maria Santos',
      username: 'maria',
      email: 'maria@school.test',
      role: ['admin'],
      password: 'Secret#123',
    });
  });

  it("shows the server's message in an alert and its field errors on the fields", async () => {
    mockApi({
      'POST /api/v1/user': reply.error(400, 'Invalid email format.', [{ field: 'email', message: 'Invalid email format.' }]),
    });
    const { user } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await fill(user, newMaria);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to a generic message when the server gives none', async () => {
    mockApi({ 'POST /api/v1/user': { status: 500 } });
    const { user } = renderRoute('/add-user/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add User' });
    await fill(user, newMaria);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('Cancel returns to the list without saving', async () => {
    const api = mockApi({ 'GET /api/v1/user': pagedList([]) });
    const { user, router } = renderRoute('/add-user/_add', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/user-management');
    expect(api.calls('POST /api/v1/user')).toHaveLength(0);
  });
});

describe('user form: edit', () => {
  it('loads the user, leaves the password out when unchanged, and saves', async () => {
    const api = mockApi({
      'GET /api/v1/user/u1': reply.ok(maria),
      'PUT /api/v1/user/u1': reply.ok(maria),
      'GET /api/v1/user': pagedList([maria]),
    });
    const { user, router } = renderRoute('/add-user/u1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit User' });
    expect(fields.fullname()).toHaveValue('Maria Santos');
    expect(fields.role()).toHaveValue('author');
    expect(fields.password()).toHaveValue('');
    expect(fields.password()).toHaveAttribute('placeholder');

    await fill(user, { fullname: 'Maria Clara Santos' });
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
    expect(api.calls('PUT /api/v1/user/u1')[0].body).toEqual({
      fullname: 'Maria Clara Santos',
      username: 'maria',
      email: 'maria@school.test',
      role: ['author'],
    });
  });

  it('checks and sends a changed password', async () => {
    const api = mockApi({
      'GET /api/v1/user/u1': reply.ok(maria),
      'PUT /api/v1/user/u1': reply.ok(maria),
      'GET /api/v1/user': pagedList([maria]),
    });
    const { user } = renderRoute('/add-user/u1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit User' });
    await fill(user, { password: 'New#Password1' });
    await save(user);
    expect(await screen.findByText('Please confirm your password.')).toBeInTheDocument();
    await fill(user, { confirm: 'New#Password1' });
    await save(user);
    await waitFor(() => expect(api.calls('PUT /api/v1/user/u1')).toHaveLength(1));
    expect(api.calls('PUT /api/v1/user/u1')[0].body).toMatchObject({ password: 'New#Password1' });
  });

  it('asks for the password when only its confirmation was typed', async () => {
    const api = mockApi({ 'GET /api/v1/user/u1': reply.ok(maria) });
    const { user } = renderRoute('/add-user/u1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit User' });
    await fill(user, { confirm: 'New#Password1' });
    await save(user);
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/user/u1')).toHaveLength(0);
  });

  it('shows a taken username on the field and in the alert', async () => {
    mockApi({
      'GET /api/v1/user/u1': reply.ok(maria),
      'PUT /api/v1/user/u1': reply.error(409, 'Username already exists.'),
    });
    const { user } = renderRoute('/add-user/u1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit User' });
    await fill(user, { username: 'josefa' });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists.');
    expect(fields.username()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('user form in Filipino', () => {
  it('words the fields, the roles and the checks in Filipino', async () => {
    mockApi({});
    await changeAppLanguage('fil');
    const { user } = renderRoute('/add-user/_add', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Magdagdag ng User' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Buong Pangalan/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kumpirmahin ang Password/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pumili ng role' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Awtor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-save' }));
    expect(await screen.findByText('Kailangan ang buong pangalan.')).toBeInTheDocument();
    expect(screen.getByText('Pumili ng role.')).toBeInTheDocument();
    expect(screen.getByText('Pakikumpirma ang iyong password.')).toBeInTheDocument();
  });
});
