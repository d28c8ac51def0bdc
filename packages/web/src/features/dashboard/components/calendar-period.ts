/**
 * The days a scheduled-publications calendar shows: a week (Monday to Sunday) or a month laid out in whole weeks,
 * of the school's calendar (TIME_ZONE), and the range of instants to ask the server for (at most 42 days: within its
 * 62). Days are dates only: the site's clock turns them into instants.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { instantOfSiteTime, siteToday } from '../../../lib/format-date';

export type CalendarView = 'week' | 'month';

export interface CalendarPeriod {
  days: Dayjs[];
  /** The first day shown and the one after the last (excluded). */
  from: Dayjs;
  to: Dayjs;
}

/** Today on the school's calendar. */
export function schoolToday(): Dayjs {
  return dayjs(siteToday());
}

/** The period as instants, from the school's midnight on its first day to the one after its last day (excluded). */
export function periodInstants(period: CalendarPeriod): { from: string; to: string } {
  return { from: instantOfSiteTime(period.from.format('YYYY-MM-DD'))!, to: instantOfSiteTime(period.to.format('YYYY-MM-DD'))! };
}

/** The Monday starting the week of `day`. */
function mondayOf(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

export function calendarPeriod(view: CalendarView, anchor: Dayjs): CalendarPeriod {
  const from = view === 'week' ? mondayOf(anchor) : mondayOf(anchor.startOf('month'));
  const to = view === 'week' ? from.add(7, 'day') : mondayOf(anchor.endOf('month')).add(7, 'day');
  const days: Dayjs[] = [];
  for (let day = from; day.isBefore(to); day = day.add(1, 'day')) days.push(day);
  return { days, from, to };
}

/** The period before or after: a week or a month away. */
export function movePeriod(view: CalendarView, anchor: Dayjs, step: -1 | 1): Dayjs {
  return anchor.add(step, view);
}

/** "November 2026", or "Nov 23 – Nov 29, 2026" for a week; `inLanguage` gives the days the reader's month names. */
export function periodLabel(view: CalendarView, anchor: Dayjs, period: CalendarPeriod, inLanguage: (day: Dayjs) => Dayjs = (day) => day): string {
  if (view === 'month') return inLanguage(anchor).format('MMMM YYYY');
  const last = period.to.subtract(1, 'day');
  return `${inLanguage(period.from).format('MMM D')} – ${inLanguage(last).format('MMM D, YYYY')}`;
}
