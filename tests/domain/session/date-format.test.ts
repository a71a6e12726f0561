import { describe, expect, it } from 'vitest';
import { formatDateYmd } from '../../../domain/session/date-format';

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
