/**
 * POST /logout, then SPEC §2's logout (all local storage cleared): the server lists the token as signed out,
 * so a copy left behind on a shared lab computer is worthless at once. Signing out locally never waits on the
 * server or fails with it.
 */
import { logout } from '../../../lib/session';
import { backOfficeRequest } from '../../../lib/api-client';

export function signOut(): void {
  backOfficeRequest<void>('/logout', { method: 'POST' }).catch(() => undefined);
  logout();
}
