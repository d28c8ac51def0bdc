/**
 * Every catalog at hand, for the server's renders (entry-server.tsx) and the tests: a page renders in one pass in
 * either language, never waiting for a catalog to load. The browser's build never imports this file.
 */
import { filipinoMessages } from '@newsroom/shared';
import { i18n, MESSAGES_NAMESPACE } from './i18n';

const catalogFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default', eager: true });

for (const [file, catalog] of Object.entries(catalogFiles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(language!, namespace!, catalog, true, true);
}
i18n.addResourceBundle('fil', MESSAGES_NAMESPACE, filipinoMessages, true, true);
