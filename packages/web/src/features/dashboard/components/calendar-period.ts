/**
 * The days a scheduled-publications calendar shows: a week (Monday to Sunday) or a month laid out in whole weeks,
 * in the browser's time zone, and the range of instants to ask the server for (at most 42 days: within its 62).
 */
import type { Dayjs } from 'dayjs';

export type CalendarView = 'week' | 'month';

export interface CalendarPeriod {
  days: Dayjs[];
  /** The first instant shown and the one after the last (excluded). */
  from: Dayjs;
  to: Dayjs;
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

/** "November 2026", or "Nov 23 – Nov 29, 2026" for a week. */
export function periodLabel(view: CalendarView, anchor: Dayjs, period: CalendarPeriod): string {
  if (view === 'month') return anchor.format('MMMM YYYY');
  const last = period.to.subtract(1, 'day');
  return `${period.from.format('MMM D')} – ${last.format('MMM D, YYYY')}`;
}
