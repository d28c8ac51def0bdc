import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockApi, networkFailure, reply } from '../../../test/mock-api';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { finishPendingSignOut, signOut } from './logout';

const signedIn = (token: string) => {
  writeStorage(storageKeys.token, token);
  writeStorage(storageKeys.role, 'AUTHOR');
};

describe('signing out', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('clears the storage at once and revokes the token on the server', async () => {
    const api = mockApi({ 'POST /api/v1/logout': reply.noContent() });
    signedIn('token-1');
    signOut();
    expect(readStorage(storageKeys.token)).toBeNull();
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/api/v1/logout')).toHaveLength(1));
    expect(api.requests[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(readStorage(storageKeys.pendingSignOut)).toBeNull();
  });

  it("clears the caches the service worker kept for offline reading, keeping only the app's own files", async () => {
    mockApi({ 'POST /api/v1/logout': reply.noContent() });
    const names = new Set(['workbox-precache-v2-http://localhost/', 'reader-pages', 'images', 'reader-data', 'app-files']);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    signedIn('token-0');
    signOut();
    await waitFor(() => expect([...names]).toEqual(['workbox-precache-v2-http://localhost/']));
  });

  it('offline, keeps the token to revoke and revokes it when the connection returns', async () => {
    let online = false;
    const api = mockApi({ 'POST /api/v1/logout': () => (online ? reply.noContent() : networkFailure()) });
    signedIn('token-2');
    signOut();
    expect(readStorage(storageKeys.token)).toBeNull();
    await waitFor(() => expect(readStorage(storageKeys.pendingSignOut)).toBe('token-2'));

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(readStorage(storageKeys.pendingSignOut)).toBeNull());
    const revocations = api.requests.filter((request) => request.path === '/api/v1/logout');
    expect(revocations.map((request) => request.headers.Authorization)).toEqual(['Bearer token-2', 'Bearer token-2']);
  });

  it('revokes a pending sign-out when the login opens, and expires the cookie of a token that already ended', async () => {
    const api = mockApi({
      'POST /api/v1/logout': reply.error(401, 'Authentication required.'),
      'DELETE /api/v1/media-cookie': reply.noContent(),
    });
    writeStorage(storageKeys.pendingSignOut, 'token-3');
    await finishPendingSignOut();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/v1/logout', 'DELETE /api/v1/media-cookie']);
    expect(api.requests[1]!.headers.Authorization).toBeUndefined();
    expect(readStorage(storageKeys.pendingSignOut)).toBeNull();
  });
});
