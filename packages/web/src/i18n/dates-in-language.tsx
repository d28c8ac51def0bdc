/**
 * dayjs dates in the app's language: Mantine's date pickers (month and day names, and the formats they write, "Ene 5,
 * 2026") and the dashboard's calendar and chart days ("Nob 23", "Lunes"). Only the back office has them, so this
 * comes with its code.
 */
import 'dayjs/locale/tl-ph';
import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from './use-translation';

/** dayjs names Filipino by its older name, Tagalog of the Philippines. */
const DAYJS_LOCALES: Readonly<Record<string, string>> = { en: 'en', fil: 'tl-ph' };

function useDayjsLocale(): string {
  const { i18n } = useTranslation();
  return DAYJS_LOCALES[i18n.language] ?? 'en';
}

export function DatesInLanguage({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: useDayjsLocale() }}>{children}</DatesProvider>;
}

/** A day in the app's language, for `.format(...)`; the component re-renders when the language changes. */
export function useDayInLanguage(): (day: Dayjs) => Dayjs {
  const locale = useDayjsLocale();
  return (day) => day.locale(locale);
}
