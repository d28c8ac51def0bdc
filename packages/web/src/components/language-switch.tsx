/**
 * The language switch (issue 16): English or Filipino, for every screen at once, without a reload. The choice is
 * remembered (i18n/language-choice.ts). Each language goes by its own name, as a reader looks for the language they
 * read; the names show shortened (EN, FIL) to fit a phone's header beside the dark-mode switch, and are read out whole.
 * The server renders the page in the reader's language, so the right one is marked from the first paint.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type Language } from '@newsroom/shared';
import { chooseLanguage } from '../i18n/language-choice';

const LANGUAGE_NAMES: Readonly<Record<Language, { name: string; short: string }>> = {
  en: { name: 'English', short: 'EN' },
  fil: { name: 'Filipino', short: 'FIL' },
};

const options = LANGUAGES.map((language) => {
  const { name, short } = LANGUAGE_NAMES[language];
  return {
    value: language,
    label: (
      <>
        <span aria-hidden="true" title={name} lang={language}>
          {short}
        </span>
        <VisuallyHidden lang={language}>{name}</VisuallyHidden>
      </>
    ),
  };
});

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;

  const onChange = async (value: string) => {
    const chosen = parseLanguage(value);
    if (!chosen || chosen === language) return;
    await chooseLanguage(chosen);
    // The server words some answers (notifications, errors) in the language asked for: those in the cache are in the other.
    await queryClient.invalidateQueries();
  };

  return <SegmentedControl size="xs" aria-label={t('language.label')} value={language} onChange={(value) => void onChange(value)} data={options} />;
}
