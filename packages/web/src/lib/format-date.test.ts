import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime, instantOfSiteTime, rememberWrittenDates, setDisplayTimeZone, siteDayOf, siteToday, siteYear } from './format-date';

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

describe("the site's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
    setDisplayTimeZone('UTC');
  });

  it('reads a picked time as that time at the school', () => {
    setDisplayTimeZone('Asia/Manila');
    expect(instantOfSiteTime('2026-03-01 07:00:00')).toBe('2026-02-28T23:00:00.000Z');
    expect(instantOfSiteTime('2026-03-01')).toBe('2026-02-28T16:00:00.000Z');
    expect(instantOfSiteTime('not a time')).toBeUndefined();
    setDisplayTimeZone('UTC');
    expect(instantOfSiteTime('2026-03-01 07:00:00')).toBe('2026-03-01T07:00:00.000Z');
  });

  it("names days and times as the school's clock shows them", () => {
    setDisplayTimeZone('Asia/Manila');
    expect(siteDayOf('2026-02-28T23:00:00.000Z')).toBe('2026-03-01');
    expect(siteDayOf(null)).toBeNull();
    expect(formatTime('2026-02-28T16:30:00.000Z')).toBe('12:30 AM');
    expect(formatTime('2026-02-28T04:05:00.000Z')).toBe('12:05 PM');
    expect(formatTime('2026-02-28T11:00:00.000Z')).toBe('7:00 PM');
  });

  it("turns the year on New Year's Eve when the school does", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T16:30:00.000Z'));
    setDisplayTimeZone('Asia/Manila');
    expect([siteToday(), siteYear()]).toEqual(['2027-01-01', 2027]);
    setDisplayTimeZone('America/Los_Angeles');
    expect([siteToday(), siteYear()]).toEqual(['2026-12-31', 2026]);
    vi.setSystemTime(new Date('2026-07-01T12:00:00.000Z'));
    expect(siteYear()).toBe(2026);
  });
});
