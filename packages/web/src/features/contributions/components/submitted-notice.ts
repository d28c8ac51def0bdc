/**
 * SPEC §2: after a successful submit the page reloads. The success message is remembered for that one reload,
 * so the fresh form still says the post was sent instead of silently starting over.
 */
const NOTICE_KEY = 'contributionSubmitted';

/** Long enough to read the success message before the page reloads. */
export const RELOAD_DELAY_MS = 1500;

export const pageReload = {
  /** An object property so tests can replace it: jsdom cannot reload. */
  reload: () => window.location.reload(),
};

export function reloadWithSubmittedNotice(): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Storage unavailable: the reload still happens, without the message afterwards.
  }
  pageReload.reload();
}

export function hasSubmittedNotice(): boolean {
  try {
    return window.sessionStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetSubmittedNotice(): void {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
