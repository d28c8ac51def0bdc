/** An instant as a reader reads it: its date and time on the school's clocks (TIME_ZONE), in the reader's language. */
import { DATE_LOCALES, type Language } from '@newsroom/shared';

/** `April 1, 2026 at 11:00 AM GMT+8`, `Abril 1, 2026 nang 11:00 AM GMT+8`. */
export function schoolMoment(instant: string | Date, timeZone: string, language: Language = 'en'): string {
  return new Date(instant).toLocaleString(DATE_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}
