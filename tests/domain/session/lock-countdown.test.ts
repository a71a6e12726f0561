import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLockOver, lockRemaining, readLockExpiry } from '../../../domain/session/lock-countdown';
import { RUNS } from '../../arbitraries/runs';

describe('the lock screen countdown (spec 001 §2 /locked?t=)', () => {
  it('reads t as an ISO date-time with its zone, or epoch milliseconds', () => {
    expect(readLockExpiry('2026-11-22T12:30:00.000Z')).toBe(Date.UTC(2026, 10, 22, 12, 30));
    expect(readLockExpiry('2026-11-22T13:30:00+01:00')).toBe(Date.UTC(2026, 10, 22, 12, 30));
    expect(readLockExpiry(' 1795350600000 ')).toBe(1795350600000);
  });

  it('anything else is no expiry: missing, no zone, words, a date alone', () => {
    for (const t of [null, '', 'tomorrow', '2026-11-22', '2026-11-22T12:30:00', '12:30']) expect(readLockExpiry(t), String(t)).toBeUndefined();
  });

  it('rounds seconds up, so the screen never shows 0:00 while the lock holds', () => {
    expect(lockRemaining(10_000, 9_800)).toEqual({ minutes: 0, seconds: 1 });
    expect(lockRemaining(90_000, 0)).toEqual({ minutes: 1, seconds: 30 });
    expect(lockRemaining(10_000, 10_000)).toBeUndefined();
    expect(isLockOver(10_000, 10_000)).toBe(true);
  });

  it('the time left never grows as the clock moves on, and is over exactly at the expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 6 }), (expiry, now, step) => {
        const total = (r: ReturnType<typeof lockRemaining>) => (r === undefined ? 0 : r.minutes * 60 + r.seconds);
        expect(total(lockRemaining(expiry, now + step))).toBeLessThanOrEqual(total(lockRemaining(expiry, now)));
        expect(lockRemaining(expiry, now) === undefined).toBe(now >= expiry);
      }),
      RUNS,
    );
  });
});
