/** What the public search looks for (SPEC §2, §5), as the home page's address and its search form both read it. */
import { SEARCH_YEAR_MIN } from '@newsroom/shared';
import { siteYear } from '../../../lib/format-date';

export type NewsSearch = { kind: 'text'; query: string } | { kind: 'month'; month: number; year: number };

/** This year on the school's calendar (TIME_ZONE), as the server's month search counts it. */
export const currentYear = siteYear;

export function isSearchMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

export function isSearchYear(year: number): boolean {
  return Number.isInteger(year) && year >= SEARCH_YEAR_MIN && year <= currentYear();
}
