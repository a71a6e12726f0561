import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts, progressBarPercent } from '../../../domain/rewards/welcome-bonus-display';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('welcome bonus display, properties', () => {
  it('the parts add back up to the whole seconds left, each within its range', () => {
    fc.assert(
      fc.property(instant, instant, (end, now) => {
        const p = countdownParts(end, now);
        expect(p.days * 86_400 + p.hours * 3_600 + p.minutes * 60 + p.seconds).toBe(p.totalSeconds);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(p.totalSeconds === 0).toBe(end <= now);
        if (end > now) expect(p.totalSeconds * 1_000 - (end - now)).toBeGreaterThanOrEqual(0);
        if (end > now) expect(p.totalSeconds * 1_000 - (end - now)).toBeLessThan(1_000);
      }),
      RUNS,
    );
  });

  it('a second later never shows more time left', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 10_000 }), (end, now, later) => {
        expect(countdownParts(end, now + later).totalSeconds).toBeLessThanOrEqual(countdownParts(end, now).totalSeconds);
      }),
      RUNS,
    );
  });

  it('the bar is a whole percent in 0..100, never above the progress, and full only from 100', () => {
    fc.assert(
      fc.property(decimalAmount({ maxIntegerDigits: 4, maxDecimals: 6, signed: true }), (progress) => {
        const fill = progressBarPercent(progress);
        expect(Number.isInteger(fill)).toBe(true);
        expect(fill).toBeGreaterThanOrEqual(0);
        expect(fill).toBeLessThanOrEqual(100);
        if (progress.greaterThanOrEqualTo(0)) expect(progress.greaterThanOrEqualTo(fill)).toBe(true);
        expect(fill === 100).toBe(progress.greaterThanOrEqualTo(100));
      }),
      RUNS,
    );
  });
});
