import { describe, expect, it } from 'vitest';
import { userMessages, type User } from '@newsroom/shared';
import type { ApiError } from '../../lib/api-error.js';
import { changeAccount, deleteAccount } from './user-accounts.js';
import { findUserById } from './users.repository.js';
import { ADMIN_USERNAME, bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';

const USER_FIELDS = ['createdAt', 'email', 'fullname', 'id', 'role', 'roles', 'username'];

let counter = 0;
/** A valid create body; each call gets its own username. */
function buildUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullname: `Rita Reporter ${counter}`,
    username: `rita${counter}`,
    email: `rita${counter}@school.test`,
    role: ['author'],
    password: 'Secret#123',
    ...overrides,
  };
}

async function asAdmin(t: TestApp) {
  return bearer(await t.adminToken());
}

async function createUser(t: TestApp, body: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/v1/user', headers: await asAdmin(t), payload: body });
}

async function listUsers(t: TestApp): Promise<User[]> {
  const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: await asAdmin(t) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function search(t: TestApp, query: string): Promise<User[]> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/user/search?query=${encodeURIComponent(query)}`,
    headers: await asAdmin(t),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function editBody(user: User, overrides: Record<string, unknown> = {}) {
  return { fullname: user.fullname, username: user.username, email: user.email, role: [user.role.toLowerCase()], ...overrides };
}

describeEachDatabase('users', (t) => {
  async function bootstrapAdmin(): Promise<User> {
    return (await listUsers(t)).find((user) => user.username === ADMIN_USERNAME)!;
  }

  // These run first, while the bootstrapped ADMIN is the only one.
  describe('the last ADMIN', () => {
    it('cannot lose the ADMIN role', async () => {
      const admin = await bootstrapAdmin();
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${admin.id}`,
        headers: await asAdmin(t),
        payload: editBody(admin, { role: ['author'] }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'The last administrator cannot be deleted or lose the ADMIN role.',
      });
      expect((await bootstrapAdmin()).role).toBe('ADMIN');
    });

    it('cannot be deleted', async () => {
      const admin = await bootstrapAdmin();
      const response = await t.inject({ method: 'DELETE', url: `/api/v1/user/${admin.id}`, headers: await asAdmin(t) });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The last administrator cannot be deleted or lose the ADMIN role.');
      expect((await bootstrapAdmin()).id).toBe(admin.id);
    });

    it('can still be edited while keeping the role', async () => {
      const admin = await bootstrapAdmin();
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${admin.id}`,
        headers: await asAdmin(t),
        payload: editBody(admin, { fullname: 'Ada Admin' }),
      });
      expect(response.statusCode).toBe(200);
    });

    it('is no longer the last once another ADMIN exists: that one can be demoted, then deleted', async () => {
      const created = await createUser(t, buildUser({ role: ['admin'] }));
      const second = created.json() as User;
      const demoted = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${second.id}`,
        headers: await asAdmin(t),
        payload: editBody(second, { role: ['author'] }),
      });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json()).toMatchObject({ role: 'AUTHOR', roles: ['ROLE_AUTHOR'] });

      const promoted = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${second.id}`,
        headers: await asAdmin(t),
        payload: editBody(second, { role: ['admin'] }),
      });
      expect(promoted.statusCode).toBe(200);
      const deleted = await t.inject({ method: 'DELETE', url: `/api/v1/user/${second.id}`, headers: await asAdmin(t) });
      expect(deleted.statusCode).toBe(204);
    });
  });

  describe('GET /user', () => {
    it('lists users with their role names and without any password field', async () => {
      await createUser(t, buildUser());
      const users = await listUsers(t);
      expect(users.length).toBeGreaterThanOrEqual(2);
      for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(users.find((user) => user.username === ADMIN_USERNAME)).toMatchObject({ role: 'ADMIN', roles: ['ROLE_ADMIN'] });
      const raw = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: await asAdmin(t) })).body;
      expect(raw).not.toMatch(/password|hash|session|argon/i);
    });

    it('shows one user, and 404 with a JSON body for an unknown id', async () => {
      const created = (await createUser(t, buildUser())).json() as User;
      const one = await t.inject({ method: 'GET', url: `/api/v1/user/${created.id}`, headers: await asAdmin(t) });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(created);

      const missing = await t.inject({ method: 'GET', url: '/api/v1/user/no-such-user', headers: await asAdmin(t) });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found.' });
    });

    it('answers 404 for an unknown id on update and delete', async () => {
      const update = await t.inject({ method: 'PUT', url: '/api/v1/user/no-such-user', headers: await asAdmin(t), payload: buildUser() });
      expect(update.statusCode).toBe(404);
      expect(update.json().message).toBe('User not found.');
      const remove = await t.inject({ method: 'DELETE', url: '/api/v1/user/no-such-user', headers: await asAdmin(t) });
      expect(remove.statusCode).toBe(404);
      expect(remove.json().message).toBe('User not found.');
    });
  });

  describe('POST /user', () => {
    it('creates a user (201) who can then sign in', async () => {
      const body = buildUser({ role: ['author'] });
      const response = await createUser(t, body);
      expect(response.statusCode).toBe(201);
      const user = response.json() as User;
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toMatchObject({ fullname: body.fullname, username: body.username, email: body.email, role: 'AUTHOR', roles: ['ROLE_AUTHOR'] });

      const login = await t.login(body.username, body.password);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ username: body.username, roles: ['ROLE_AUTHOR'] });
    });

    it.each([['admin'], ['ADMIN'], ['ROLE_ADMIN'], [' Admin ']])('accepts the role spelled %j', async (role) => {
      const response = await createUser(t, buildUser({ role: [role] }));
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('ADMIN');
    });

    it.each([
      ['fullname', { fullname: undefined }, 'Full name is required.'],
      ['fullname', { fullname: '   ' }, 'Full name is required.'],
      ['username', { username: undefined }, 'Username is required.'],
      ['username', { username: '  ' }, 'Username is required.'],
      ['username', { username: 'abcd' }, 'Username must be at least 5 characters long.'],
      ['username', { username: 'jo ann' }, 'Username cannot contain spaces.'],
      ['username', { username: 'a\tb' }, 'Username cannot contain spaces.'],
      ['username', { username: 'x'.repeat(51) }, 'Username must be 50 characters or less.'],
      ['username', { username: 'İ'.repeat(30) }, 'Username must be 50 characters or less.'],
      ['email', { email: undefined }, 'Email is required.'],
      ['email', { email: '' }, 'Email is required.'],
      ['email', { email: 'not-an-email' }, 'Invalid email format.'],
      ['email', { email: 'two words@school.test' }, 'Invalid email format.'],
      ['role', { role: undefined }, 'Please select a role.'],
      ['role', { role: [] }, 'Please select a role.'],
      ['role', { role: ['editor'] }, 'Please select a role.'],
      ['role', { role: ['admin', 'author'] }, 'Please select a role.'],
      ['role', { role: 'admin' }, 'Please select a role.'],
      ['password', { password: undefined }, 'Password is required.'],
      ['password', { password: '' }, 'Password is required.'],
      ['password', { password: 'Ab#1234' }, 'Password must contain 8 or more characters and a special character.'],
      ['password', { password: 'abcdefgh1' }, 'Password must contain 8 or more characters and a special character.'],
    ])('refuses a bad %s %j with its message', async (field, overrides, message) => {
      const before = (await listUsers(t)).length;
      const response = await createUser(t, buildUser(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      // One message per field: the first rule it breaks.
      expect(body.errors.filter((error: { field: string }) => error.field.split('.')[0] === field)).toEqual([{ field, message }]);
      expect((await listUsers(t)).length).toBe(before);
    });

    it('lists every broken field at once', async () => {
      const response = await createUser(t, {});
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .errors.map((error: { field: string }) => error.field)
          .sort(),
      ).toEqual(['email', 'fullname', 'password', 'role', 'username']);
    });

    it('accepts a username of exactly 5 characters', async () => {
      const response = await createUser(t, buildUser({ username: 'abcde' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().username).toBe('abcde');
    });

    it('trims names, username and e-mail before saving', async () => {
      const response = await createUser(t, buildUser({ fullname: '  Tina Trim  ', username: '  tinatrim ', email: ' tina@school.test  ' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ fullname: 'Tina Trim', username: 'tinatrim', email: 'tina@school.test' });
      expect((await t.login('tinatrim', 'Secret#123')).statusCode).toBe(200);
    });

    it('refuses a username that exists in another case (409)', async () => {
      expect((await createUser(t, buildUser({ username: 'CaseUser' }))).statusCode).toBe(201);
      const response = await createUser(t, buildUser({ username: 'caseuser' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Username already exists.' });
      expect((await search(t, 'caseuser')).map((user) => user.username)).toEqual(['CaseUser']);
    });

    it('refuses text the database cannot store with a 4xx, never a 500', async () => {
      const response = await createUser(t, buildUser({ fullname: 'Nul\u0000Name' }));
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe('PUT /user/:id', () => {
    it('keeps the password when none (or an empty one) is sent', async () => {
      const body = buildUser();
      const user = (await createUser(t, body)).json() as User;
      for (const password of [undefined, '', null]) {
        const response = await t.inject({
          method: 'PUT',
          url: `/api/v1/user/${user.id}`,
          headers: await asAdmin(t),
          payload: editBody(user, { fullname: 'Renamed Person', password }),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().fullname).toBe('Renamed Person');
      }
      expect((await t.login(body.username, body.password)).statusCode).toBe(200);
    });

    it('changes the password when a new one is sent', async () => {
      const body = buildUser();
      const user = (await createUser(t, body)).json() as User;
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: await asAdmin(t),
        payload: editBody(user, { password: 'Brand#New99' }),
      });
      expect(response.statusCode).toBe(200);
      expect((await t.login(body.username, body.password)).statusCode).toBe(401);
      expect((await t.login(body.username, 'Brand#New99')).statusCode).toBe(200);
    });

    it('checks a new password with the same rules', async () => {
      const user = (await createUser(t, buildUser())).json() as User;
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: await asAdmin(t),
        payload: editBody(user, { password: 'short' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Password must contain 8 or more characters and a special character.');
    });

    it('validates the other fields as on create', async () => {
      const user = (await createUser(t, buildUser())).json() as User;
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${user.id}`,
        headers: await asAdmin(t),
        payload: editBody(user, { username: 'abc', email: 'nope' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'username', message: 'Username must be at least 5 characters long.' },
        { field: 'email', message: 'Invalid email format.' },
      ]);
    });

    it("allows a change of case in the own username, refuses another user's username (409)", async () => {
      const first = (await createUser(t, buildUser({ username: 'firstuser' }))).json() as User;
      const second = (await createUser(t, buildUser({ username: 'seconduser' }))).json() as User;

      const own = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${first.id}`,
        headers: await asAdmin(t),
        payload: editBody(first, { username: 'FirstUser' }),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().username).toBe('FirstUser');

      const taken = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/${second.id}`,
        headers: await asAdmin(t),
        payload: editBody(second, { username: 'FIRSTUSER' }),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Username already exists.');
    });
  });

  describe('DELETE /user/:id', () => {
    it('deletes another user (204); the user is then gone and cannot sign in', async () => {
      const body = buildUser();
      const user = (await createUser(t, body)).json() as User;
      const response = await t.inject({ method: 'DELETE', url: `/api/v1/user/${user.id}`, headers: await asAdmin(t) });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const gone = await t.inject({ method: 'GET', url: `/api/v1/user/${user.id}`, headers: await asAdmin(t) });
      expect(gone.statusCode).toBe(404);
      expect((await t.login(body.username, body.password)).statusCode).toBe(401);
    });
  });

  describe('GET /user/search', () => {
    it('matches full name, username and e-mail, whatever the case', async () => {
      const zed = (await createUser(t, buildUser({ fullname: 'Zelda Quinto', username: 'zquinto', email: 'zq@lasalle.test' }))).json();
      const other = (await createUser(t, buildUser({ fullname: 'Other Person', username: 'someoneelse', email: 'xzelda@school.test' }))).json();

      expect((await search(t, 'QUINTO')).map((user) => user.id)).toEqual([zed.id]);
      expect((await search(t, 'zQuin')).map((user) => user.id)).toEqual([zed.id]);
      expect((await search(t, 'LASALLE.test')).map((user) => user.id)).toEqual([zed.id]);
      expect((await search(t, 'zelda')).map((user) => user.id).sort()).toEqual([zed.id, other.id].sort());
      expect(await search(t, 'nothing-matches-this')).toEqual([]);
    });

    it('answers users in the same shape as the list, with role names', async () => {
      const [admin] = await search(t, ADMIN_USERNAME);
      expect(Object.keys(admin).sort()).toEqual(USER_FIELDS);
      expect(admin.roles).toEqual(['ROLE_ADMIN']);
    });

    it.each([[''], ['   ']])('lists everyone for the query %j', async (query) => {
      const everyone = await listUsers(t);
      expect(await search(t, query)).toEqual(everyone);
    });

    it('lists everyone when the query is left out', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/user/search', headers: await asAdmin(t) });
      expect(response.json()).toEqual(await listUsers(t));
    });

    it('trims the query', async () => {
      const zed = await search(t, 'zquinto');
      expect(await search(t, '  zquinto  ')).toEqual(zed);
    });

    it('treats % and _ as themselves, not as wildcards', async () => {
      const percent = (await createUser(t, buildUser({ fullname: 'Hundred % Reporter' }))).json();
      const underscore = (await createUser(t, buildUser({ username: 'under_score' }))).json();
      expect((await search(t, '%')).map((user) => user.id)).toEqual([percent.id]);
      expect((await search(t, '_')).map((user) => user.id)).toEqual([underscore.id]);
      expect((await search(t, 'd % r')).map((user) => user.id)).toEqual([percent.id]);
    });

    it('never answers 500 for odd input', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/user/search?query=%00', headers: await asAdmin(t) });
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});

// Its own app: one of the two ADMINs racing is the one whose token the other suites use.
describeEachDatabase('users: the last ADMIN under concurrent requests', (t) => {
  it('holds when the last two ADMINs are removed at the same moment', async () => {
    const first = (await listUsers(t)).find((user) => user.role === 'ADMIN')!;
    const second = (await createUser(t, buildUser({ role: ['admin'] }))).json() as User;
    const [firstRow, secondRow] = await Promise.all([findUserById(t.app.db, first.id), findUserById(t.app.db, second.id)]);
    // The two removals race in the commands, each with the account as its request read it. (Over HTTP the demotion
    // can end the acting ADMIN's session before the other request is authorized, which refuses it for that instead.)
    const outcomes = await Promise.allSettled([
      deleteAccount(t.app, secondRow!),
      changeAccount(t.app, firstRow!, { fullname: first.fullname, username: first.username, email: first.email, role: ['AUTHOR'] }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as ApiError] : []));
    expect(refusals.map((error) => [error.statusCode, error.message])).toEqual([[409, userMessages.lastAdmin]]);
    const admins = await t.app.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    expect(admins).toHaveLength(1);
  });
});
