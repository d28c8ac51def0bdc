/**
 * The signed-in user as stored in the browser (SPEC §3): written at login, cleared at logout or when the
 * server no longer accepts the token, and read by components through `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import { storedRoleFromRoleNames, type Actor, type StoredRole } from '@newsroom/shared';
import { clearAllStorage, readStorage, removeStorage, storageKeys, writeStorage } from './storage';

export interface Session {
  token: string | null;
  role: StoredRole;
  username: string;
  email: string;
  fullname: string;
  userId: string;
  /** The back-office actor for the shared policy `can`, or null for a visitor. */
  actor: Actor | null;
}

/** What the login call answers (SPEC §3), as far as the session needs it. */
export interface LoginAnswer {
  accessToken: string;
  roles: string[];
  username: string;
  email: string;
  fullname: string;
  id?: string;
}

const SESSION_CHANGED = 'newsroom:session-changed';
const sessionKeys = [storageKeys.token, storageKeys.role, storageKeys.username, storageKeys.email, storageKeys.fullname, storageKeys.userId] as const;

function storedRole(value: string | null): StoredRole {
  return value === 'ADMIN' || value === 'AUTHOR' ? value : 'USER';
}

let cachedKey = '';
let cachedSession: Session | null = null;

/** The current session; the same object is returned until storage changes (useSyncExternalStore needs that). */
export function readSession(): Session {
  const values = sessionKeys.map((key) => readStorage(key));
  const key = JSON.stringify(values);
  if (cachedSession && key === cachedKey) return cachedSession;
  const [token, role, username, email, fullname, userId] = values;
  const resolvedRole = storedRole(role);
  cachedKey = key;
  cachedSession = {
    token: token || null,
    role: resolvedRole,
    username: username ?? '',
    email: email ?? '',
    fullname: fullname ?? '',
    userId: userId ?? '',
    actor: token && resolvedRole !== 'USER' ? { id: userId ?? '', role: resolvedRole } : null,
  };
  return cachedSession;
}

function notifySessionChanged() {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** Stores a successful login; the role is ADMIN when ROLE_ADMIN is present, then AUTHOR, else USER (SPEC §4). */
export function saveSession(answer: LoginAnswer): StoredRole {
  const role = storedRoleFromRoleNames(answer.roles);
  writeStorage(storageKeys.token, answer.accessToken);
  writeStorage(storageKeys.role, role);
  writeStorage(storageKeys.username, answer.username);
  writeStorage(storageKeys.email, answer.email);
  writeStorage(storageKeys.fullname, answer.fullname);
  if (answer.id) writeStorage(storageKeys.userId, answer.id);
  else removeStorage(storageKeys.userId);
  notifySessionChanged();
  return role;
}

/** Forgets the signed-in user but keeps the visitor's preferences (used when a token stops working). */
export function clearSession(): void {
  for (const key of sessionKeys) removeStorage(key);
  notifySessionChanged();
}

/** Logout as SPEC §2 describes it: all local storage is cleared. */
export function logout(): void {
  clearAllStorage();
  notifySessionChanged();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, onChange);
  // Another tab logging in or out changes this tab's session too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}
