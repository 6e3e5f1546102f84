import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysWindow,
  formatDay,
  formatTime,
  isLocalDate,
  isoWeekday,
  localDateOf,
  startOfWeek,
  todayIn,
  zonedInstant,
} from './calendar.time.ts';

const ROME = 'Europe/Rome';

describe('a calendar’s days and times in its own zone', () => {
  it('finds the instant of a Rome midnight in winter and in summer', () => {
    expect(zonedInstant('2026-11-25', ROME).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(zonedInstant('2026-07-01', ROME, 10 * 60).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('gives the 23-hour and 25-hour days of the changes of time their real length', () => {
    const spring = daysWindow('2026-03-29', '2026-03-29', ROME);
    expect(spring).toEqual({ dal: '2026-03-28T23:00:00.000Z', al: '2026-03-29T22:00:00.000Z' });
    const autumn = daysWindow('2026-10-25', '2026-10-25', ROME);
    expect(Date.parse(autumn.al) - Date.parse(autumn.dal)).toBe(25 * 3_600_000);
    expect(zonedInstant('2026-03-29', ROME, 3 * 60).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the local date of an instant in the zone, not in the browser’s', () => {
    expect(localDateOf('2026-11-24T23:30:00.000Z', ROME)).toBe('2026-11-25');
    expect(localDateOf('2026-11-24T23:30:00.000Z', 'UTC')).toBe('2026-11-24');
    expect(todayIn(ROME, new Date('2026-12-31T23:10:00Z'))).toBe('2027-01-01');
  });

  it('counts days and weeks on the calendar, Monday first', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('accepts only real dates from the address', () => {
    expect(isLocalDate('2026-11-25')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('25/11/2026')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('writes times on the calendar’s clocks and dates in words', () => {
    expect(formatTime('2026-11-25T10:00:00+01:00', ROME, 'it-IT')).toBe('10:00');
    expect(formatTime('2026-11-25T10:00:00+01:00', 'UTC', 'it-IT')).toBe('09:00');
    expect(formatDay('2026-11-25', 'it-IT')).toBe('mercoledì 25 novembre 2026');
    expect(formatDay('2026-11-25', 'en-GB')).toMatch(/^Wednesday,? 25 November 2026$/);
    expect(formatDay('2026-11-25', 'it-IT', 'numeric')).toBe('25/11');
  });
});
