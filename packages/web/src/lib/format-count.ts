import { i18n } from '../i18n/i18n';

/**
 * Whole numbers as en-US writes them ("1,234"), without Intl: a browser's first Intl formatter costs a page tens
 * of milliseconds of start-up, too much for a view count.
 */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A view count in words, in the app's language: "1 view", "1,234 views". */
export function formatViews(count: number): string {
  return i18n.t('views', { ns: 'common', count, formatted: formatCount(count) });
}
