/**
 * The newsroom's calendar days, as `YYYY-MM-DD` text: what daily view counts and the dashboard group by. Days are
 * UTC for now; when the school's time zone decides them instead, `dayOf` is the one place that changes.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an instant falls in. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The last `count` days up to and including the day of `now`, oldest first. */
export function lastDays(count: number, now: Date): string[] {
  return Array.from({ length: count }, (_, index) => dayOf(new Date(now.getTime() - (count - 1 - index) * DAY_MS)));
}
