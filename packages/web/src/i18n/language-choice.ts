/**
 * The reader's choice of language in the browser: kept under the storage key `language`, and in a cookie of the same
 * name so the server renders their pages in it (a page rendered in another language would flash and fail to hydrate).
 * Without a choice the app speaks the browser's language: Filipino for Filipino or Tagalog, English otherwise.
 */
import { LANGUAGE_COOKIE, languageOfTags, parseLanguage, type Language } from '@newsroom/shared';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import { changeAppLanguage, currentLanguage } from './i18n';

/** A year: browsers keep a cookie at most 400 days. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

function chosenInCookie(): Language | undefined {
  return parseLanguage(COOKIE_VALUE.exec(document.cookie)?.[1]?.trim());
}

function writeCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The reader's own choice: stored, or in the cookie (a logout clears the storage, not the cookie). */
function chosenLanguage(): Language | undefined {
  return parseLanguage(readStorage(storageKeys.language)) ?? chosenInCookie();
}

/** The language to start in: the reader's choice, else the browser's. */
export function detectLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return chosenLanguage() ?? languageOfTags(preferred);
}

/** Speaks the language from now on and remembers it, for this browser and for the server. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  writeCookie(language);
  await changeAppLanguage(language);
}

/**
 * After a page the server rendered has hydrated (in the page's language): keeps the reader's choice in both places,
 * and speaks it if the page was not in it (a cookie lost while the storage kept the choice).
 */
export async function followChoice(): Promise<void> {
  const chosen = chosenLanguage();
  if (!chosen) return;
  writeStorage(storageKeys.language, chosen);
  writeCookie(chosen);
  if (chosen !== currentLanguage()) await changeAppLanguage(chosen);
}
