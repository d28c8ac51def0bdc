/**
 * Dates as the site shows them: en-US (SPEC §2), in the site's time zone when the page names it (the server does,
 * so a page it rendered reads the same once hydrated), otherwise in the reader's. A missing or broken date shows nothing.
 *
 * A browser's first Intl formatter costs it tens of milliseconds of start-up (it loads its locale data), so a page
 * the server rendered brings the dates it shows already written (lib/page-data.ts) and hydrates without one; the
 * formatters are made on first need.
 */

let timeZone: string | undefined;
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
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
  return dateFormat.format(date);
}

/** "Jan 5, 2026, 3:04 PM". */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return dateTimeFormat.format(date);
}
