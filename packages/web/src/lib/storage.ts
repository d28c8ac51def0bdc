/** The browser storage keys of SPEC §3 and safe access to them (storage can be unavailable or full). */
import { DARK_MODE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@newsroom/shared';

export const storageKeys = {
  token: 'token',
  role: 'role',
  username: 'username',
  email: 'email',
  fullname: 'fullname',
  /** The signed-in user's id: ownership is by id, never by display name (PRODUCT.md). */
  userId: 'userId',
  visitorId: 'visitorId',
  darkMode: DARK_MODE_STORAGE_KEY,
  /** 'en' or 'fil': the reader's choice of language (i18n/language-choice.ts keeps a cookie of it for the server). */
  language: LANGUAGE_STORAGE_KEY,
  /** A signed-out token the server has not heard of yet (features/auth/api/logout.ts): revoked once it is reachable. */
  pendingSignOut: 'pendingSignOut',
} as const;

/** A post form's unsaved draft, per user and item (see features/desk/components/use-news-draft.ts). */
export type DraftStorageKey = `draft:${string}`;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | DraftStorageKey;

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the app still works for this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http LAN address still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The anonymous visitor's id (sent as Visitor-Id), created on first need. */
export function getVisitorId(): string {
  const existing = readStorage(storageKeys.visitorId);
  if (existing) return existing;
  const created = randomUuid();
  writeStorage(storageKeys.visitorId, created);
  return created;
}
