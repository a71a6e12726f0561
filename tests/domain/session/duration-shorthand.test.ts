import { describe, expect, it } from 'vitest';
import { parseDurationShorthand } from '../../../domain/session/duration-shorthand';

describe('session-storage duration shorthand (spec 001 §9)', () => {
  it('each unit converts to milliseconds', () => {
    expect(parseDurationShorthand('30s')).toBe(30_000);
    expect(parseDurationShorthand('15m')).toBe(900_000);
    expect(parseDurationShorthand('2h')).toBe(7_200_000);
    expect(parseDurationShorthand('1d')).toBe(86_400_000);
    expect(parseDurationShorthand('1w')).toBe(604_800_000);
  });

  it('a month is 30 days and a year 365 days', () => {
    expect(parseDurationShorthand('1M')).toBe(30 * 86_400_000);
    expect(parseDurationShorthand('1y')).toBe(365 * 86_400_000);
  });

  it('m is minutes and M is months', () => {
    expect(parseDurationShorthand('1m')).not.toBe(parseDurationShorthand('1M'));
  });

  it('refuses other forms', () => {
    for (const text of ['', 'm', '10', '1.5h', '-1h', '1 h', ' 1h', '1H', '1h30m', '1ms', '1D', '1000000000s']) {
      expect(parseDurationShorthand(text), text).toBeUndefined();
    }
  });
});
