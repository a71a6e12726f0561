import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RECONNECT_BASE_MS, MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from '../../../domain/polling/reconnect-backoff';

describe('reconnectDelayMs', () => {
  it('waits the base first, then doubles per failure in a row: 1 s, 2 s, 4 s ... capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((n) => reconnectDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelayMs(1)).toBe(DEFAULT_RECONNECT_BASE_MS);
  });

  it('starts from the server retry hint; a hint that is not a finite number >= 0 falls back to the default', () => {
    expect(reconnectDelayMs(1, 3000)).toBe(3000);
    expect(reconnectDelayMs(2, 3000)).toBe(6000);
    expect(reconnectDelayMs(1, 0)).toBe(0);
    expect(reconnectDelayMs(1, -5)).toBe(DEFAULT_RECONNECT_BASE_MS);
    expect(reconnectDelayMs(1, Number.NaN)).toBe(DEFAULT_RECONNECT_BASE_MS);
    expect(reconnectDelayMs(1, 90_000)).toBe(MAX_RECONNECT_DELAY_MS);
  });

  it('refuses a failure count below 1 or not whole', () => {
    expect(() => reconnectDelayMs(0)).toThrow(RangeError);
    expect(() => reconnectDelayMs(1.5)).toThrow(RangeError);
  });

  it('never decreases with more failures, never exceeds the cap, and reaches it eventually', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 60_000 }), (failures, base) => {
        const delay = reconnectDelayMs(failures, base);
        expect(delay).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
        expect(reconnectDelayMs(failures + 1, base)).toBeGreaterThanOrEqual(delay);
        if (base > 0) expect(reconnectDelayMs(40, base)).toBe(MAX_RECONNECT_DELAY_MS);
      }),
    );
  });
});
