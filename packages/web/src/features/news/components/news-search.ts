/** What the public search looks for (SPEC §2, §5), as the home page's address and its search form both read it. */
import { SEARCH_YEAR_MIN } from '@newsroom/shared';

export type NewsSearch = { kind: 'text'; query: string } | { kind: 'month'; month: number; year: number };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const currentYear = () => new Date().getFullYear();

export function isSearchMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

export function isSearchYear(year: number): boolean {
  return Number.isInteger(year) && year >= SEARCH_YEAR_MIN && year <= currentYear();
}
