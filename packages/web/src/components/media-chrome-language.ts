/**
 * media-chrome's controls in the reader's language: their labels and tooltips are media-chrome's own, looked up in a
 * dictionary per language that the library lets us add to (it comes with English). Ours are the `controls` of the
 * `player` catalogs (src/locales/<language>/player.json), keyed by media-chrome's English, so translators edit them
 * beside the app's other words; a media-chrome key missing there stays in English.
 */
import { useTranslation } from '../i18n/use-translation';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';

/**
 * The reader's language for the player's <media-controller lang>, its words handed to media-chrome first. The library
 * keeps one language for the page, read by each control as it is made: set here, before any of them is.
 */
export function useMediaChromeLanguage(): string {
  // Suspends until the catalog is loaded (the facade shows its loader meanwhile).
  const { i18n } = useTranslation('player');
  const { language } = i18n;
  const catalog = i18n.getResourceBundle(language, 'player') as { controls?: Record<string, string> } | undefined;
  if (catalog?.controls) addTranslation(language, catalog.controls);
  setLanguage(language);
  return language;
}
