import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@newsroom/shared';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';

const invalidCredentials = { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' };
const unauthenticated = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required.' };
const forbidden = { statusCode: 403, error: 'Forbidden', message: 'You are not allowed to do this.' };

/** Signs a token the way the server does, with the key it keeps in the database. */
async function signWithStoredSecret(t: TestApp, claims: { sub: string; ver: number; exp: number; iat?: number }) {
  const row = await t.app.db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(row.value));
}

async function adminId(t: TestApp): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(await t.adminToken()) });
  return (response.json() as User[]).find((user) => user.username === ADMIN_USERNAME)!.id;
}

describeEachDatabase('POST /api/v1/login', (t) => {
  it('answers the token, role names and profile, never the password', async () => {
    const response = await t.login(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json() as LoginResponse;
    expect(body).toMatchObject({
      roles: ['ROLE_ADMIN'],
      username: ADMIN_USERNAME,
      email: 'admin@school.test',
      fullname: 'Ada Admin',
      tokenType: 'Bearer',
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body).not.toMatch(/password|hash|argon/i);

    const me = await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the username in any case', async () => {
    const response = await t.login(ADMIN_USERNAME.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(ADMIN_USERNAME);
  });

  it('gives an AUTHOR the role name ROLE_AUTHOR', async () => {
    const { user, password } = await t.createUser('AUTHOR');
    const response = await t.login(user.username, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['ROLE_AUTHOR']);
  });

  it('says the same thing for a wrong password and an unknown username', async () => {
    const { user } = await t.createUser('AUTHOR');
    const wrongPassword = await t.login(user.username, 'Wrong#Password1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(invalidCredentials);

    const unknownUser = await t.login('nobody-here', 'Wrong#Password1');
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(invalidCredentials);
  });

  it.each([
    ['username', { password: 'whatever' }, 'Username is required'],
    ['username', { username: '   ', password: 'whatever' }, 'Username is required'],
    ['password', { username: ADMIN_USERNAME }, 'Password is required'],
    ['password', { username: ADMIN_USERNAME, password: '' }, 'Password is required'],
  ])('refuses a missing %s with 400 %j', async (field, payload, message) => {
    const response = await t.inject({ method: 'POST', url: '/api/v1/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.json().errors).toContainEqual({ field, message });
  });

  describe('throttling', () => {
    const tooMany = { statusCode: 429, error: 'Too Many Requests', message: 'Too many failed login attempts. Please try again later.' };

    it('blocks a username from an address after 5 failures, even with the right password', async () => {
      const { user, password } = await t.createUser('AUTHOR');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await t.login(user.username, `Wrong#${attempt}`)).statusCode).toBe(401);
      }
      const blocked = await t.login(user.username, password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(tooMany);
      // The block is per username, whatever its case.
      expect((await t.login(user.username.toUpperCase(), password)).statusCode).toBe(429);
    });

    it('does not block another username from the same address', async () => {
      const victim = await t.createUser('AUTHOR');
      const other = await t.createUser('AUTHOR');
      for (let attempt = 1; attempt <= 5; attempt += 1) await t.login(victim.user.username, 'Wrong#Password1');
      expect((await t.login(victim.user.username, victim.password)).statusCode).toBe(429);
      expect((await t.login(other.user.username, other.password)).statusCode).toBe(200);
    });

    it('does not block the same username from another address', async () => {
      const { user, password } = await t.createUser('AUTHOR');
      for (let attempt = 1; attempt <= 5; attempt += 1) await t.login(user.username, 'Wrong#Password1');
      const elsewhere = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '10.1.2.3',
        payload: { username: user.username, password },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('starts counting again after a success', async () => {
      const { user, password } = await t.createUser('AUTHOR');
      for (let attempt = 1; attempt <= 4; attempt += 1) await t.login(user.username, 'Wrong#Password1');
      expect((await t.login(user.username, password)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await t.login(user.username, 'Wrong#Password1')).statusCode).toBe(401);
      }
      expect((await t.login(user.username, password)).statusCode).toBe(200);
    });

    it('counts failures of an unknown username too', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) await t.login('ghost-user', 'Wrong#Password1');
      expect((await t.login('ghost-user', 'Wrong#Password1')).statusCode).toBe(429);
    });

    it('allows no more than 5 guesses when they arrive at the same time', async () => {
      const { user } = await t.createUser('AUTHOR');
      const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => t.login(user.username, `Wrong#Guess${index}`)));
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(7);
    });
  });
});

describeEachDatabase('bearer tokens', (t) => {
  const adminOnly = (ids: { user: string; category: string }) =>
    [
      { method: 'GET', url: '/api/v1/user' },
      { method: 'GET', url: '/api/v1/user/search?query=a' },
      { method: 'GET', url: `/api/v1/user/${ids.user}` },
      {
        method: 'POST',
        url: '/api/v1/user',
        payload: { fullname: 'Sneaky Person', username: 'sneaky', email: 'sneaky@school.test', role: ['admin'], password: 'Secret#123' },
      },
      {
        method: 'PUT',
        url: `/api/v1/user/${ids.user}`,
        payload: { fullname: 'Renamed', username: 'renamed', email: 'renamed@school.test', role: ['author'] },
      },
      { method: 'DELETE', url: `/api/v1/user/${ids.user}` },
      { method: 'POST', url: '/api/v1/categories', payload: { name: 'Sneaky Category', description: 'Nope.' } },
      { method: 'PUT', url: `/api/v1/categories/${ids.category}`, payload: { name: 'Renamed Category' } },
      { method: 'DELETE', url: `/api/v1/categories/${ids.category}` },
    ] as const;

  async function targets() {
    const categories = await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' });
    return { user: await adminId(t), category: categories.json()[0].id as string };
  }

  it('refuses every back-office call without a token', async () => {
    for (const call of adminOnly(await targets())) {
      const response = await t.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
  });

  it.each([
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['a truncated JWT', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic YWRtaW46cGFzc3dvcmQ='],
  ])('refuses %s with 401', async (_name, authorization) => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('accepts a token signed with the stored key (so the next checks test what they say)', async () => {
    const token = await signWithStoredSecret(t, { sub: await adminId(t), ver: 0, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithStoredSecret(t, { sub: await adminId(t), ver: 0, iat: now - 120, exp: now - 60 });
    const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('refuses a token signed with another key', async () => {
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await adminId(t))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a key the server never had, long enough'));
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses an unsigned token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none' })}.${encode({ sub: await adminId(t), ver: 0, exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const admin = await t.createUser('ADMIN');
    const deleted = await t.inject({ method: 'DELETE', url: `/api/v1/user/${admin.user.id}`, headers: bearer(await t.adminToken()) });
    expect(deleted.statusCode).toBe(204);
    const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('refuses a token issued before a password change, and accepts one issued after', async () => {
    const admin = await t.createUser('ADMIN');
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/${admin.user.id}`,
      headers: bearer(await t.adminToken()),
      payload: { fullname: admin.user.fullname, username: admin.user.username, email: admin.user.email, role: ['admin'], password: 'Changed#Pass1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(admin.token) })).statusCode).toBe(401);

    const fresh = (await t.login(admin.user.username, 'Changed#Pass1')).json() as LoginResponse;
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(fresh.accessToken) })).statusCode).toBe(200);
  });

  it('keeps tokens valid when a user is edited without a new password', async () => {
    const author = await t.createUser('AUTHOR');
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/${author.user.id}`,
      headers: bearer(await t.adminToken()),
      payload: { fullname: 'Renamed Author', username: author.user.username, email: author.user.email, role: ['author'] },
    });
    expect(edited.statusCode).toBe(200);
    const categories = await t.inject({ method: 'PUT', url: '/api/v1/categories/unknown', headers: bearer(author.token), payload: { name: 'x' } });
    expect(categories.statusCode).toBe(403);
  });

  it('refuses an AUTHOR on ADMIN-only calls with 403 and changes nothing', async () => {
    const ids = await targets();
    const { token } = await t.createUser('AUTHOR');
    for (const call of adminOnly(ids)) {
      const response = await t.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    const admin = bearer(await t.adminToken());
    expect((await t.inject({ method: 'GET', url: `/api/v1/user/${ids.user}`, headers: admin })).json().username).toBe(ADMIN_USERNAME);
    const categories = (await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' })).json() as { id: string; name: string }[];
    expect(categories.map((category) => category.id)).toContain(ids.category);
    expect(categories.map((category) => category.name)).not.toContain('Sneaky Category');
  });

  it('applies a role change at once, without a new login', async () => {
    const promoted = await t.createUser('AUTHOR');
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(promoted.token) })).statusCode).toBe(403);
    await t.inject({
      method: 'PUT',
      url: `/api/v1/user/${promoted.user.id}`,
      headers: bearer(await t.adminToken()),
      payload: { fullname: promoted.user.fullname, username: promoted.user.username, email: promoted.user.email, role: ['admin'] },
    });
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(promoted.token) })).statusCode).toBe(200);
  });

  it('expires the media cookie without a token, for a browser that could not sign out in time', async () => {
    const response = await t.inject({ method: 'DELETE', url: '/api/v1/media-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^newsroom_media=;/);
    expect(cookie).toContain('Path=/media');
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signing out kills that token at once, and only that one', async () => {
    const { user, password, token } = await t.createUser('AUTHOR');
    const second = (await t.login(user.username, password)).json().accessToken as string;
    const logout = await t.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/news', headers: bearer(second) })).statusCode).toBe(200);
  });
});
