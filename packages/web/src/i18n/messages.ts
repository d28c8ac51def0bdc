/**
 * The shared messages (packages/shared/src/messages.ts) in the app's language. A form shows them as they are
 * written there, in English, or as the server sent them; `useMessage()` gives a function that shows any of them in
 * the reader's language, by its English, and leaves any other text as it is:
 *
 *   const message = useMessage();
 *   <TextInput error={message(errors.fullname)} />
 */
import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { DEFAULT_LANGUAGE, parseLanguage, translateMessage, type Language, type MessageCatalog } from '@newsroom/shared';
import { currentLanguage, i18n, MESSAGES_NAMESPACE } from './i18n';

/** The text in the language, once the language's message catalog has loaded (useMessage loads it). */
export function tMessage(text: string, language: Language = currentLanguage()): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const catalog = i18n.getResourceBundle(language, MESSAGES_NAMESPACE) as MessageCatalog | undefined;
  return catalog ? translateMessage(text, catalog) : text;
}

/** A message in the reader's language; no message (a field without error) stays none. */
export interface MessageInLanguage {
  (text: string): string;
  (text: string | undefined): string | undefined;
}

/** `tMessage` for a component: loads the catalog, and re-renders the component when the language changes. */
export function useMessage(): MessageInLanguage {
  const { i18n: instance } = useTranslation(MESSAGES_NAMESPACE);
  const language = parseLanguage(instance.language) ?? DEFAULT_LANGUAGE;
  const inLanguage = useCallback((text: string | undefined) => (text === undefined ? undefined : tMessage(text, language)), [language]);
  return inLanguage as MessageInLanguage;
}
