/**
 * The site's two languages (issue 16) and how a browser's preferences map onto them: Filipino for anyone who
 * prefers Filipino or Tagalog, English for everyone else. The server and the web app decide alike, so a page the
 * server renders and the app that hydrates it agree.
 */

export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The reader's choice: kept by the browser under this storage key and, for the server, in a cookie of this name. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';

/** How dates are written in each language (Intl locales). */
export const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fil: 'fil-PH' };

/** A stored or sent language code, or undefined when it is not one of ours. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

/** The language a BCP 47 tag asks for ('fil-PH', 'tl', 'en-GB'), or undefined when we have none of it. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  // Tagalog is what many systems still call Filipino (tl-PH in older phones and browsers).
  if (primary === 'fil' || primary === 'tl') return 'fil';
  if (primary === 'en') return 'en';
  return undefined;
}

/** The first of the reader's languages, in their order of preference, that the site has; English when none. */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language an Accept-Language header prefers ('fil-PH,fil;q=0.9,en;q=0.8'), by its q weights; English when none. */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const weighted = header.split(',').flatMap((part, position) => {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // q=0 says "not this one"; a weight that is not a number is ignored like the tag it belongs to.
    return tag.trim() && weight > 0 ? [{ tag, weight, position }] : [];
  });
  weighted.sort((a, b) => b.weight - a.weight || a.position - b.position);
  return languageOfTags(weighted.map(({ tag }) => tag));
}
