import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameUtcDay, isSameUtcMonth, utcDayStart, utcMonthStart, formatDateYmd } from '../../../domain/shared/utc-calendar';
import { RUNS } from '../../arbitraries/runs';

const at = Date.UTC(2026, 10, 22, 23, 59, 59, 999);

describe('UTC calendar windows', () => {
  it('a day starts at 00:00 UTC and a month on its first day', () => {
    expect(utcDayStart(at)).toBe(Date.UTC(2026, 10, 22));
    expect(utcMonthStart(at)).toBe(Date.UTC(2026, 10, 1));
  });

  it('the last millisecond of a day and the first of the next are different days, and of different months at a month end', () => {
    const monthEnd = Date.UTC(2026, 10, 30, 23, 59, 59, 999);
    expect(isSameUtcDay(at, at + 1)).toBe(false);
    expect(isSameUtcMonth(at, at + 1)).toBe(true);
    expect(isSameUtcMonth(monthEnd, monthEnd + 1)).toBe(false);
  });

  it('property: a time lies in its own day and month, which start at or before it and less than a day / 31 days earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => {
        expect(utcDayStart(t)).toBeLessThanOrEqual(t);
        expect(t - utcDayStart(t)).toBeLessThan(86_400_000);
        expect(t - utcMonthStart(t)).toBeLessThan(31 * 86_400_000);
        expect(isSameUtcDay(t, utcDayStart(t))).toBe(true);
        expect(isSameUtcMonth(t, utcMonthStart(t))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('date format YYYY-MM-DD (spec 001 §9)', () => {
  it('formats the UTC calendar date', () => {
    expect(formatDateYmd(0)).toBe('1970-01-01');
    expect(formatDateYmd(Date.UTC(2024, 1, 29, 23, 59, 59))).toBe('2024-02-29');
    expect(formatDateYmd(Date.UTC(2024, 11, 31, 23, 59, 59, 999) + 1)).toBe('2025-01-01');
  });

  it('pads months, days and years', () => {
    expect(formatDateYmd(Date.UTC(2024, 0, 5))).toBe('2024-01-05');
    expect(formatDateYmd(Date.UTC(999, 0, 1))).toBe('0999-01-01');
  });

  it('not-a-number and out-of-range instants are programming errors', () => {
    expect(() => formatDateYmd(Number.NaN)).toThrow(RangeError);
    expect(() => formatDateYmd(Date.UTC(10000, 0, 1))).toThrow(RangeError);
  });
});
