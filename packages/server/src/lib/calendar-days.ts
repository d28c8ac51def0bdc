/**
 * The newsroom's calendar, in the school's time zone (TIME_ZONE): the `YYYY-MM-DD` days that daily view counts and
 * the dashboard group by, and the instants a month of the month search starts and ends at.
 */
import { calendarDayOf, instantOfWallTime, wallTimeOf } from '@newsroom/shared';

/** The day an instant falls on in the zone. */
export function dayOf(instant: Date, timeZone: string): string {
  return calendarDayOf(instant, timeZone);
}

/** The last `count` days up to and including the day of `now`, oldest first (by the calendar: a DST day is one day). */
export function lastDays(count: number, now: Date, timeZone: string): string[] {
  const { year, month, day } = wallTimeOf(now, timeZone);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10));
}

/** The year it is in the zone: on New Year's morning in Manila, UTC still has the old one. */
export function currentYear(now: Date, timeZone: string): number {
  return wallTimeOf(now, timeZone).year;
}

/** A month as instants: from midnight on its 1st in the zone to (excluded) midnight on the next month's 1st. */
export function monthBounds(year: number, month: number, timeZone: string): { from: Date; before: Date } {
  return {
    from: instantOfWallTime({ year, month, day: 1 }, timeZone),
    before: instantOfWallTime({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 }, timeZone),
  };
}

/**
 * The latest moment, at or before `now`, at which the zone's clocks showed `hour`:00 (today's, or before it
 * yesterday's), with its day: a daily task due then is due until it is done, whenever the server wakes.
 */
export function latestDailyTime(now: Date, timeZone: string, hour: number): { day: string; at: Date } {
  const [yesterday, today] = lastDays(2, now, timeZone) as [string, string];
  const atToday = wallTimeOn(today, hour, timeZone);
  return atToday <= now ? { day: today, at: atToday } : { day: yesterday, at: wallTimeOn(yesterday, hour, timeZone) };
}

/**
 * The latest moment, at or before `now`, at which the zone's clocks showed `hour`:00 on a `weekday` (0 Monday … 6
 * Sunday), with its day: a weekly task due then is due until it is done.
 */
export function latestWeeklyTime(now: Date, timeZone: string, weekday: number, hour: number): { day: string; at: Date } {
  const candidates = lastDays(8, now, timeZone).reverse();
  for (const day of candidates) {
    const at = wallTimeOn(day, hour, timeZone);
    if (at <= now && (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 === weekday) return { day, at };
  }
  throw new Error('no such weekday in eight days');
}

function wallTimeOn(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour }, timeZone);
}
