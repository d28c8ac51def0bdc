/**
 * Wall-clock times in an IANA time zone (the site's TIME_ZONE), worked out with the platform's Intl alone: the day an
 * instant falls on there, and the instant a wall time there names. The server (month search, daily views) and the web
 * app (schedule pickers, the calendar) both use it, so they agree on the school's days.
 */

export interface WallTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall time with its time of day left out: midnight, the start of the day. */
export type WallTimeInput = Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>;

const DAY_MS = 24 * 60 * 60 * 1000;
const WALL_FIELDS = new Set(['year', 'month', 'day', 'hour', 'minute', 'second']);
const WALL_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Made once per zone: a browser's first formatter costs it milliseconds. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which some engines write as 24:00 for midnight.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** What the clocks of the zone show at the instant. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (WALL_FIELDS.has(part.type)) wall[part.type as keyof WallTime] = Number(part.value);
  }
  return wall;
}

/** The wall time read as if it were UTC, in milliseconds (years below 100 included, which Date.UTC would shift). */
function asUtcMs(wall: WallTimeInput): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, 0);
  return date.getTime();
}

/** How far the zone's clocks are ahead of UTC at the instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return asUtcMs(wallTimeOf(new Date(wholeSecond), timeZone)) - wholeSecond;
}

/**
 * The instant at which the zone's clocks show the wall time. A time shown twice (clocks turned back) is its first
 * showing; a time never shown (clocks moved forward past it) is read with the offset from before the change, which
 * lands just after it, as clocks and Temporal's "compatible" choice do: midnight on a day whose clocks skip from
 * 00:00 to 01:00 is 01:00, the day's first instant.
 */
export function instantOfWallTime(wall: WallTimeInput, timeZone: string): Date {
  const asUtc = asUtcMs(wall);
  // A zone's offset changes at most once in any two days, so these are the offsets on either side of any change.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const shown = [asUtc - before, asUtc - after].filter((instant) => offsetAt(instant, timeZone) === asUtc - instant);
  return new Date(shown.length > 0 ? Math.min(...shown) : asUtc - before);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The zone's calendar day at the instant, as `YYYY-MM-DD`. */
export function calendarDayOf(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Days in a month; `year % 400` keeps leap years and stays clear of Date.UTC's shift of years below 100. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();

/** `YYYY-MM-DD HH:mm:ss` (date pickers' values), the seconds or the whole time optional; undefined for anything else. */
export function parseWallTime(text: string): WallTime | undefined {
  const match = WALL_TIME_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour < 24 && minute < 60 && second < 60;
  return valid ? { year, month, day, hour, minute, second } : undefined;
}
