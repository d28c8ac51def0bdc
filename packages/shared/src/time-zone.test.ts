import { describe, expect, it } from 'vitest';
import { calendarDayOf, instantOfWallTime, parseWallTime, wallTimeOf } from './time-zone';

const at = (iso: string) => new Date(iso);

describe('wallTimeOf and calendarDayOf', () => {
  it("read the zone's clocks, not the machine's", () => {
    expect(wallTimeOf(at('2026-02-28T23:00:00.000Z'), 'Asia/Manila')).toEqual({ year: 2026, month: 3, day: 1, hour: 7, minute: 0, second: 0 });
    expect(calendarDayOf(at('2026-02-28T23:00:00.000Z'), 'Asia/Manila')).toBe('2026-03-01');
    expect(calendarDayOf(at('2026-02-28T23:00:00.000Z'), 'UTC')).toBe('2026-02-28');
  });

  it('write midnight as hour 0', () => {
    expect(wallTimeOf(at('2026-02-28T16:00:00.000Z'), 'Asia/Manila')).toMatchObject({ day: 1, hour: 0 });
  });
});

describe('instantOfWallTime', () => {
  it('finds the instant a wall time names in the zone', () => {
    expect(instantOfWallTime({ year: 2026, month: 3, day: 1 }, 'Asia/Manila').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 3, day: 1, hour: 7 }, 'Asia/Manila').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 1, day: 1 }, 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('follows daylight saving time on either side of a change', () => {
    // New York: EST (UTC-5) until 2026-03-08 02:00, EDT (UTC-4) until 2026-11-01 02:00.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 1 }, 'America/New_York').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 4, day: 1 }, 'America/New_York').toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 1, minute: 59 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 3 }, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the first of a time shown twice, and the moment after the change for a time never shown', () => {
    // 01:30 on 2026-11-01 in New York happens in EDT, then again in EST.
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // 02:30 on 2026-03-08 never happens there: the clocks go from 01:59:59 to 03:00.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it("starts a day whose midnight is skipped at the day's first instant", () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 2026-09-06 (UTC-4 to UTC-3).
    const start = instantOfWallTime({ year: 2026, month: 9, day: 6 }, 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(calendarDayOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(calendarDayOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('parseWallTime', () => {
  it("reads date pickers' values", () => {
    expect(parseWallTime('2026-03-01 07:30:00')).toEqual({ year: 2026, month: 3, day: 1, hour: 7, minute: 30, second: 0 });
    expect(parseWallTime('2026-03-01 07:30')).toEqual({ year: 2026, month: 3, day: 1, hour: 7, minute: 30, second: 0 });
    expect(parseWallTime('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1, hour: 0, minute: 0, second: 0 });
    expect(parseWallTime('2028-02-29 00:00:00')).toMatchObject({ month: 2, day: 29 });
  });

  it('refuses what is not a wall time', () => {
    for (const text of ['', 'tomorrow', '2026-13-01', '2026-02-29', '2026-04-31', '2026-03-01 24:00', '2026-03-01T07:30:00Z']) {
      expect(parseWallTime(text)).toBeUndefined();
    }
  });
});
