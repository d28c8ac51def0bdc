/** What the public search looks for (SPEC §2, §5), as the home page's address and its search form both read it. */
import { monthSearchSchema } from '@newsroom/shared';
import { siteYear } from '../../../lib/format-date';

export type NewsSearch = { kind: 'text'; query: string } | { kind: 'month'; month: number; year: number };

/** This year on the school's calendar (TIME_ZONE), as the server's month search counts it. */
export const currentYear = siteYear;

/** A month and year the server's month search takes (a year from 2000 to this one), checked as the server checks them. */
export const monthSearch = monthSearchSchema(currentYear);
