import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, backOfficeRequest, errorMessage, publicRequest, setSessionExpiredHandler, setSessionRenewal, sharedRequest } from './api-client';
import { mockApi, reply } from '../test/mock-api';
import { signIn, admin } from '../test/render-route';

describe('api client', () => {
  afterEach(() => setSessionExpiredHandler(() => {}));

  it('sends JSON with the bearer token on back-office calls and parses the answer', async () => {
    const api = mockApi({ 'POST /api/v1/categories': reply.ok({ id: 'c1' }) });
    signIn(admin);
    await expect(backOfficeRequest('/categories', { method: 'POST', body: { name: 'News' } })).resolves.toEqual({ id: 'c1' });
    const [request] = api.calls('POST /api/v1/categories');
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.body).toEqual({ name: 'News' });
  });

  it('never sends the token on public calls', async () => {
    const api = mockApi({});
    signIn(admin);
    await publicRequest('/categories/get-categories');
    expect(api.requests[0].headers.Authorization).toBeUndefined();
  });

  it('sends the token with shared reads when someone is signed in, so the server answers what they just saved', async () => {
    const api = mockApi({});
    await sharedRequest('/categories/get-categories');
    expect(api.requests[0].headers.Authorization).toBeUndefined();
    signIn(admin);
    await sharedRequest('/categories/get-categories');
    expect(api.requests[1].headers.Authorization).toBe('Bearer test-token');
  });

  it('turns the error body into an ApiError with field errors', async () => {
    mockApi({
      'PUT /api/v1/user/u1': reply.error(400, 'Invalid email format.', [
        { field: 'email', message: 'Invalid email format.' },
        { field: 'role.0', message: 'Please select a role.' },
      ]),
    });
    signIn(admin);
    const error = await backOfficeRequest('/user/u1', { method: 'PUT', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid email format.',
      fieldErrors: { email: 'Invalid email format.', role: 'Please select a role.' },
    });
  });

  it('uses the fallback text when the server said nothing readable', async () => {
    mockApi({ 'GET /api/v1/user': { status: 502 } });
    signIn(admin);
    const error = await backOfficeRequest('/user').catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  it('clears the session and asks for a login when a back-office call gets 401', async () => {
    mockApi({ 'GET /api/v1/user': reply.error(401, 'Authentication required.') });
    signIn(admin);
    window.localStorage.setItem('darkMode', 'true');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(backOfficeRequest('/user')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });

  it('asks to sign in again only for a write: a read that gets 401 goes to /login at once', async () => {
    mockApi({ 'GET /api/v1/user': reply.error(401, 'Authentication required.'), 'POST /api/v1/user': reply.error(401, 'Authentication required.') });
    signIn(admin);
    const renewal = vi.fn(async () => null);
    setSessionRenewal(renewal);
    try {
      const expired = vi.fn();
      setSessionExpiredHandler(expired);
      await expect(backOfficeRequest('/user')).rejects.toMatchObject({ status: 401 });
      expect(renewal).not.toHaveBeenCalled();
      expect(expired).toHaveBeenCalledOnce();
      signIn(admin);
      await expect(backOfficeRequest('/user', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
      expect(renewal).toHaveBeenCalledOnce();
      expect(window.localStorage.getItem('token')).toBeNull();
    } finally {
      setSessionRenewal(null);
    }
  });

  it('leaves the session alone when a public call gets 401 (a wrong password at login)', async () => {
    mockApi({ 'POST /api/v1/login': reply.error(401, 'Invalid username or password') });
    signIn(admin);
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(publicRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it('adds the Visitor-Id header and keeps the same id across calls', async () => {
    const api = mockApi({ 'GET /api/v1/news/approved/comments/n1': reply.ok([]) });
    await publicRequest('/news/approved/comments/n1', { withVisitorId: true });
    await publicRequest('/news/approved/comments/n1', { withVisitorId: true });
    const [first, second] = api.requests.map((request) => request.headers['Visitor-Id']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(window.localStorage.getItem('visitorId')).toBe(first);
  });
});
