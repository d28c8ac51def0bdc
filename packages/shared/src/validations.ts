/** Limits and patterns shared by server schemas and web forms, so both sides check the same thing. */

export const USERNAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const DESCRIPTION_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 100;
export const COMMENT_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;
export const EMAIL_MAX_LENGTH = 254;
export const SEARCH_YEAR_MIN = 2000;
/** What a reviewer may write to an author on rejecting their item. */
export const REJECTION_REASON_MAX_LENGTH = 1000;
/** The words a writer may give each photo of a story (see schemas/photo-details.ts). */
export const PHOTO_CAPTION_MAX_LENGTH = 300;
export const PHOTO_CREDIT_MAX_LENGTH = 120;
export const PHOTO_ALT_MAX_LENGTH = 300;
/** The site settings (schemas/site-settings.ts): a name that fits a header, a one-line tagline, a short footer. */
export const SITE_NAME_MAX_LENGTH = 80;
export const TAGLINE_MAX_LENGTH = 150;
export const FOOTER_TEXT_MAX_LENGTH = 300;
export const SITE_LINK_MAX_LENGTH = 500;

/** A pragmatic address check: something@something.tld with no spaces, as the spec's forms do. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A visible character that is neither a letter nor a digit (a space does not count). */
export const SPECIAL_CHARACTER_PATTERN = /[^A-Za-z0-9\s]/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A digest an ADMIN sends holds 1 to this many stories (issue 26). */
export const DIGEST_STORIES_MAX = 20;
