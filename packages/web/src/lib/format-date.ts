/**
 * Dates as the site shows and reads them: en-US (SPEC §2), or fil-PH for a Filipino reader (setDisplayLanguage), on
 * the site's clock when the page names its time zone (the server does, so a page it rendered reads the same once
 * hydrated), otherwise on the reader's. The same clock decides days (filters, the calendar), "this year" and what a
 * time picked in a form means. A missing or broken date shows nothing.
 *
 * A browser's first Intl formatter costs it tens of milliseconds of start-up (it loads its locale data), so a page
 * the server rendered brings the dates it shows already written (lib/page-data.ts) and hydrates without one; the
 * formatters are made on first need.
 */
import { DATE_LOCALES, DEFAULT_LANGUAGE, type Language } from '@newsroom/shared';
import { calendarDayOf, instantOfWallTime, parseWallTime, wallTimeOf } from '@newsroom/shared';

let timeZone: string | undefined;
/** The app's language (i18n/i18n.ts sets it): dates are written the way it writes them. */
let language: Language = DEFAULT_LANGUAGE;
let readerTimeZone: string | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
/** Dates already written (by the server, for this page), by their ISO value. */
const written = new Map<string, string>();

/** Writes every later date in this IANA time zone (the site's TIME_ZONE). */
export function setDisplayTimeZone(zone: string): void {
  if (zone === timeZone) return;
  timeZone = zone;
  dateFormat = undefined;
  dateTimeFormat = undefined;
  written.clear();
}

/** Writes every later date as the language does ("Enero 5, 2026" in Filipino); the dates written before no longer fit. */
export function setDisplayLanguage(next: Language): void {
  if (next === language) return;
  language = next;
  dateFormat = undefined;
  dateTimeFormat = undefined;
  written.clear();
}

/** Dates the server wrote for this page, as `formatDate` writes them. */
export function rememberWrittenDates(dates: Record<string, string>): void {
  for (const [value, text] of Object.entries(dates)) written.set(value, text);
}

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "January 5, 2026". */
export function formatDate(value: string | null | undefined): string {
  const known = value ? written.get(value) : undefined;
  if (known !== undefined) return known;
  const date = parse(value);
  if (!date) return '';
  dateFormat ??= new Intl.DateTimeFormat(DATE_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone });
  return dateFormat.format(date);
}

/** "Jan 5, 2026, 3:04 PM". */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return dateTimeFormat.format(date);
}

/** The zone of the site's clock: the one the page named, or else the reader's own. */
export function siteTimeZone(): string {
  readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ?? readerTimeZone;
}

/** Whether the reader's clock is the site's, so a time needs no word on which clock it is on. */
export function readerIsOnSiteTime(): boolean {
  readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return siteTimeZone() === readerTimeZone;
}

/** "3:04 PM" on the site's clock. */
export function formatTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  const { hour, minute } = wallTimeOf(date, siteTimeZone());
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The site's calendar day of a date, as `YYYY-MM-DD`; null for a missing or broken one. */
export function siteDayOf(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? calendarDayOf(date, siteTimeZone()) : null;
}

/** Today on the site's calendar, as `YYYY-MM-DD`. */
export function siteToday(): string {
  return calendarDayOf(new Date(), siteTimeZone());
}

/**
 * This year on the site's calendar: the month search offers years up to it, as the server accepts. Two clocks on
 * Earth are at most 26 hours apart, so away from New Year the reader's year is the site's, known without a formatter
 * (the home page's search form asks while it hydrates).
 */
export function siteYear(): number {
  const now = new Date();
  const nearNewYear = (now.getMonth() === 11 && now.getDate() >= 30) || (now.getMonth() === 0 && now.getDate() <= 2);
  return nearNewYear ? wallTimeOf(now, siteTimeZone()).year : now.getFullYear();
}

/**
 * The instant (ISO text) that a picker's `YYYY-MM-DD HH:mm:ss`, or a bare `YYYY-MM-DD` (its midnight), names on the
 * site's clock: 08:00 picked by a reviewer abroad is 08:00 at the school. Undefined for text that is not a wall time.
 */
export function instantOfSiteTime(wallTime: string): string | undefined {
  const wall = parseWallTime(wallTime);
  return wall && instantOfWallTime(wall, siteTimeZone()).toISOString();
}
