import { describe, expect, it } from 'vitest';
import { currentYear, dayOf, lastDays, latestDailyTime, latestWeeklyTime, monthBounds } from './calendar-days.js';

const iso = (bounds: { from: Date; before: Date }) => [bounds.from.toISOString(), bounds.before.toISOString()];

describe('monthBounds', () => {
  it("starts and ends a month at midnight in the school's zone", () => {
    expect(iso(monthBounds(2026, 3, 'Asia/Manila'))).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-31T16:00:00.000Z']);
    expect(iso(monthBounds(2026, 3, 'UTC'))).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
  });

  it('puts 07:00 on the 1st in Manila in that month, though UTC is still in the one before', () => {
    const sevenOnTheFirst = new Date('2026-02-28T23:00:00.000Z');
    const march = monthBounds(2026, 3, 'Asia/Manila');
    const february = monthBounds(2026, 2, 'Asia/Manila');
    expect(sevenOnTheFirst >= march.from && sevenOnTheFirst < march.before).toBe(true);
    expect(sevenOnTheFirst < february.before).toBe(false);
    expect(dayOf(sevenOnTheFirst, 'Asia/Manila')).toBe('2026-03-01');
  });

  it('carries December into January of the next year', () => {
    expect(iso(monthBounds(2026, 12, 'Asia/Manila'))).toEqual(['2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
  });

  it('follows daylight saving time instead of one fixed offset', () => {
    // New York's March starts in EST (UTC-5) and ends in EDT (UTC-4); its November the other way round.
    expect(iso(monthBounds(2026, 3, 'America/New_York'))).toEqual(['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z']);
    expect(iso(monthBounds(2026, 11, 'America/New_York'))).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
  });
});

describe('days', () => {
  it("names the day an instant falls on in the school's zone", () => {
    expect(dayOf(new Date('2026-03-01T15:59:59.999Z'), 'Asia/Manila')).toBe('2026-03-01');
    expect(dayOf(new Date('2026-03-01T16:00:00.000Z'), 'Asia/Manila')).toBe('2026-03-02');
    expect(dayOf(new Date('2026-03-01T16:00:00.000Z'), 'UTC')).toBe('2026-03-01');
  });

  it('counts back whole calendar days to today in the zone, across a month and a DST change', () => {
    expect(lastDays(3, new Date('2026-02-28T16:30:00.000Z'), 'Asia/Manila')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    // 2026-03-08 in New York is 23 hours long; a 24-hour step back from just after its midnight would skip it.
    expect(lastDays(3, new Date('2026-03-09T04:30:00.000Z'), 'America/New_York')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });

  it("knows the year by the zone's calendar", () => {
    expect(currentYear(new Date('2026-12-31T16:30:00.000Z'), 'Asia/Manila')).toBe(2027);
    expect(currentYear(new Date('2026-12-31T16:30:00.000Z'), 'UTC')).toBe(2026);
  });
});

describe('latestDailyTime', () => {
  const at = (now: string, timeZone = 'Asia/Manila') => {
    const { day, at: moment } = latestDailyTime(new Date(now), timeZone, 7);
    return [day, moment.toISOString()];
  };

  it("answers today's 07:00 from 07:00 on, and yesterday's before it, on the school's clocks", () => {
    // 06:59 and 07:00 in Manila on 4 December (UTC+8).
    expect(at('2026-12-03T22:59:59.999Z')).toEqual(['2026-12-03', '2026-12-02T23:00:00.000Z']);
    expect(at('2026-12-03T23:00:00.000Z')).toEqual(['2026-12-04', '2026-12-03T23:00:00.000Z']);
    // 23:30 on New Year's Day in Manila, and 06:00 the day after: both after that day's 07:00 and before the next.
    expect(at('2027-01-01T15:30:00.000Z')).toEqual(['2027-01-01', '2026-12-31T23:00:00.000Z']);
    expect(at('2027-01-01T22:00:00.000Z')).toEqual(['2027-01-01', '2026-12-31T23:00:00.000Z']);
  });

  it('finds yesterday by the calendar on a day that daylight saving time makes 23 hours long', () => {
    // New York moves its clocks from 02:00 to 03:00 on 8 March 2026: at 00:30 on the 9th, the latest 07:00 is the 8th's (EDT).
    expect(at('2026-03-09T04:30:00.000Z', 'America/New_York')).toEqual(['2026-03-08', '2026-03-08T11:00:00.000Z']);
    expect(at('2026-03-08T11:30:00.000Z', 'America/New_York')).toEqual(['2026-03-08', '2026-03-08T11:00:00.000Z']);
    expect(at('2026-03-08T10:30:00.000Z', 'America/New_York')).toEqual(['2026-03-07', '2026-03-07T12:00:00.000Z']);
  });
});

describe('latestWeeklyTime', () => {
  // 2026-12-07 is a Monday; Manila is UTC+8.
  it("finds the last Monday 07:00 in the school's zone, this week's once it has come", () => {
    expect(latestWeeklyTime(new Date('2026-12-06T23:00:00.000Z'), 'Asia/Manila', 0, 7)).toEqual({
      day: '2026-12-07',
      at: new Date('2026-12-06T23:00:00.000Z'),
    });
    expect(latestWeeklyTime(new Date('2026-12-06T22:59:59.999Z'), 'Asia/Manila', 0, 7)).toEqual({
      day: '2026-11-30',
      at: new Date('2026-11-29T23:00:00.000Z'),
    });
  });

  it('takes any day and hour, up to a full week back', () => {
    expect(latestWeeklyTime(new Date('2026-12-12T15:59:00.000Z'), 'Asia/Manila', 6, 0)).toEqual({
      day: '2026-12-06',
      at: new Date('2026-12-05T16:00:00.000Z'),
    });
    expect(latestWeeklyTime(new Date('2026-12-12T16:00:00.000Z'), 'Asia/Manila', 6, 0).day).toBe('2026-12-13');
  });
});
