/**
 * The app's words in English and Filipino (issue 16), with i18next. Catalogs are JSON files, one per language and
 * namespace (src/locales/<language>/<namespace>.json), a namespace per feature so translators do not collide.
 * English `common` (the frame every page shows) comes with the app; every other catalog is a chunk of its own, loaded
 * when a page first needs it, so a reader downloads only their language's words for the pages they open. The server
 * has them all at hand (server-catalogs.ts), so it renders a page at once, in one pass.
 *
 * A component takes its words with `useTranslation('<namespace>')` and re-renders when the language changes. Shared
 * messages (packages/shared/src/messages.ts) are translated by their text: see messages.ts beside this file.
 */
import { startTransition } from 'react';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, type ReportNamespaces } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type Language } from '@newsroom/shared';
import { setDisplayLanguage } from '../lib/format-date';
import enCommon from '../locales/en/common.json';

export const NAMESPACES = [
  'common',
  'news',
  'comments',
  'contributions',
  'auth',
  'users',
  'categories',
  'dashboard',
  'notifications',
  'settings',
  'desk',
  'outbox',
  'account',
  'subscriptions',
  'newsletter',
  'captions',
  'player',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The shared messages' catalog (packages/shared/src/locales/<language>/messages.json), loaded like a namespace but
 * read by `tMessage`, by each message's English. English has none: messages.ts is the English.
 */
export const MESSAGES_NAMESPACE = 'messages';

type Catalog = Record<string, unknown>;

const catalogFiles = import.meta.glob<Catalog>(['../locales/*/*.json', '!../locales/en/common.json'], { import: 'default' });
const messageCatalogFiles: Partial<Record<Language, () => Promise<Catalog>>> = {
  fil: async () => (await import('../../../shared/src/locales/fil/messages.json')).default,
};

/** A catalog's words, loaded on demand; an empty one for a namespace that has no file (a typo shows as missing keys). */
export async function loadCatalog(language: string, namespace: string): Promise<Catalog> {
  const load =
    namespace === MESSAGES_NAMESPACE ? messageCatalogFiles[language as Language] : catalogFiles[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}

export const i18n = i18next.createInstance();

void i18n
  .use(resourcesToBackend(loadCatalog))
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Every key exists in both languages (catalogs.test.ts): no fallback, so a Filipino reader never also loads English.
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, [MESSAGES_NAMESPACE]: {} } },
    // The catalogs above are only a start: the backend loads the rest.
    partialBundledLanguages: true,
    // Synchronous with what is bundled, so the first render (and the server's) never waits.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', (language) => {
  const chosen = parseLanguage(language) ?? DEFAULT_LANGUAGE;
  setDisplayLanguage(chosen);
  if (typeof document !== 'undefined') document.documentElement.lang = chosen;
});

/** The namespaces the app's components have asked for so far (react-i18next keeps count), with `common`. */
export function usedNamespaces(): string[] {
  // react-i18next declares the field for i18next 27 only.
  const { reportNamespaces } = i18n as { reportNamespaces?: ReportNamespaces };
  return [...new Set(['common', ...(reportNamespaces?.getUsedNamespaces() ?? [])])];
}

/**
 * The meta element through which a page the server rendered names the catalogs its words came from: the browser
 * loads them before hydrating, so the first render in the browser has every word the server had.
 */
const NAMESPACES_META_NAME = 'newsroom-namespaces';

export function namespacesMetaTag(): string {
  return `<meta name="${NAMESPACES_META_NAME}" content="${usedNamespaces().join(',')}">`;
}

export function namespacesOfPage(page: Document): string[] {
  const named = page.querySelector<HTMLMetaElement>(`meta[name="${NAMESPACES_META_NAME}"]`)?.content;
  return named ? named.split(',').filter(Boolean) : usedNamespaces();
}

/** Loads what is missing of these catalogs in the language, so switching to it shows every word at once. */
export async function loadLanguage(language: Language, namespaces: readonly string[] = usedNamespaces()): Promise<void> {
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  const catalogs = await Promise.all(missing.map((namespace) => loadCatalog(language, namespace)));
  missing.forEach((namespace, index) => i18n.addResourceBundle(language, namespace, catalogs[index], true, true));
}

/** Speaks the language from now on: every component using its words re-renders, dates follow, `<html lang>` too. */
export async function changeAppLanguage(language: Language, namespaces?: readonly string[]): Promise<void> {
  await loadLanguage(language, namespaces);
  // With its catalogs loaded the change is made (and every component told) before changeLanguage returns: inside a
  // transition, a part of the page still waiting for its code keeps its markup (as color-scheme-toggle.tsx explains).
  let changed: Promise<unknown> = Promise.resolve();
  startTransition(() => {
    changed = i18n.changeLanguage(language);
  });
  await changed;
}
