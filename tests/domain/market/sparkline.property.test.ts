import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { SPARKLINE_HEIGHT_PX, SPARKLINE_WIDTH_PX, sparklinePoints } from '../../../domain/market/sparkline';
import { decimalString } from '../../arbitraries/money';

const prices = fc.array(decimalString({ maxIntegerDigits: 7, maxDecimals: 8 }).map(dec), { minLength: 2, maxLength: 60 });
const parse = (points: string) => points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);

describe('sparkline of a 1D ticker (spec 001 §9: 32 px high)', () => {
  it('one point per price, left to right across the width, inside the box, highest price at the top', () => {
    fc.assert(
      fc.property(prices, (list) => {
        const points = parse(sparklinePoints(list));
        expect(points).toHaveLength(list.length);
        expect(points[0]?.[0]).toBe(0);
        expect(points.at(-1)?.[0]).toBe(SPARKLINE_WIDTH_PX);
        for (let i = 1; i < points.length; i++) expect(points[i]?.[0]).toBeGreaterThanOrEqual(points[i - 1]?.[0] ?? 0);
        for (const [, y] of points) {
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(SPARKLINE_HEIGHT_PX);
        }
        const highest = list.reduce((a, b) => (b.greaterThan(a) ? b : a));
        const top = Math.min(...points.map(([, y]) => y));
        expect(points[list.findIndex((p) => p.equals(highest))]?.[1]).toBe(top);
      }),
    );
  });

  it('a flat history runs across the middle; fewer than two prices draw nothing', () => {
    expect(sparklinePoints([dec('5'), dec('5.0'), dec('5')])).toBe('0.0,16.0 48.0,16.0 96.0,16.0');
    expect(sparklinePoints([dec('1')])).toBe('');
    expect(sparklinePoints([dec('1'), dec('3')])).toBe('0.0,31.0 96.0,1.0');
  });
});
