import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, rememberWrittenDates, setDisplayTimeZone } from './format-date';

describe('formatDate', () => {
  afterEach(() => setDisplayTimeZone('UTC'));

  it("writes dates in the site's time zone once the page names it", () => {
    setDisplayTimeZone('Asia/Manila');
    expect(formatDate('2026-03-04T20:00:00.000Z')).toBe('March 5, 2026');
    setDisplayTimeZone('UTC');
    expect(formatDate('2026-03-04T20:00:00.000Z')).toBe('March 4, 2026');
  });

  it('uses the dates the server wrote for the page as they are, and writes the others itself', () => {
    setDisplayTimeZone('UTC');
    rememberWrittenDates({ '2026-03-04T20:00:00.000Z': 'as the server wrote it' });
    expect(formatDate('2026-03-04T20:00:00.000Z')).toBe('as the server wrote it');
    expect(formatDate('2026-01-05T10:00:00.000Z')).toBe('January 5, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
