/** Limits and patterns shared by server schemas and web forms, so both sides check the same thing. */

export const USERNAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const DESCRIPTION_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;
export const EMAIL_MAX_LENGTH = 254;
export const SEARCH_YEAR_MIN = 2000;

/** A pragmatic address check: something@something.tld with no spaces, as the spec's forms do. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A visible character that is neither a letter nor a digit (a space does not count). */
export const SPECIAL_CHARACTER_PATTERN = /[^A-Za-z0-9\s]/;
/** youtube.com/embed/ (www optional, http or https), followed by a video id. */
export const YOUTUBE_EMBED_PATTERN = /^https?:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]+([?#].*)?$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
