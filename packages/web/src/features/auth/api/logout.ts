/**
 * Signing out: SPEC §2's logout (all local storage cleared) at once, never waiting on the server or failing with it;
 * then POST /logout lists the token as signed out and expires the HttpOnly media cookie that carries it, so a copy
 * left behind on a shared lab computer is worthless. When the server cannot be reached (offline), the token is kept
 * under one key until it can be (the connection returns, or the login page or back office opens again), and revoked
 * then; a token the server no longer takes still has its cookie expired (DELETE /media-cookie, no token needed). The
 * pages, data and images the service worker kept for offline reading go too: the next person at a shared computer
 * does not find them. Only the app's own files stay.
 */
import { isApiError, publicRequest, requestWithToken } from '../../../lib/api-client';
import { logout } from '../../../lib/session';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { isAppShellCache } from '../../../pwa/offline-rules';

export function signOut(): void {
  const token = readStorage(storageKeys.token);
  logout();
  void forgetReading();
  if (token) void revoke(token);
}

async function forgetReading(): Promise<void> {
  if (typeof caches === 'undefined') return; // no service worker's caches here (an old browser, or plain http)
  for (const name of await caches.keys()) if (!isAppShellCache(name)) await caches.delete(name);
}

/** Revokes a sign-out the server did not hear of, if there is one. Called when the back office or the login opens. */
export function finishPendingSignOut(): Promise<void> {
  const token = readStorage(storageKeys.pendingSignOut);
  return token ? revoke(token) : Promise.resolve();
}

async function revoke(token: string): Promise<void> {
  try {
    await requestWithToken<void>('/logout', token, { method: 'POST' });
  } catch (error) {
    if (isApiError(error, 0)) return keepForLater(token);
    // Already ended (a 401) or refused: nothing left to revoke, but the browser may still hold its cookie.
    await publicRequest<void>('/media-cookie', { method: 'DELETE' }).catch(() => undefined);
  }
  if (readStorage(storageKeys.pendingSignOut) === token) removeStorage(storageKeys.pendingSignOut);
}

function keepForLater(token: string): void {
  writeStorage(storageKeys.pendingSignOut, token);
  window.addEventListener('online', () => void finishPendingSignOut(), { once: true });
}
