import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_WINDOW_MS,
  chartSeries,
  chartSummary,
  liveChangePercent,
  type PricePoint,
  referencePrice,
  withLivePrice,
} from '../../../domain/market/price-chart';
import { percentChange } from '../../arbitraries/market';
import { decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const T = Date.UTC(2026, 10, 22, 12);
const point: fc.Arbitrary<PricePoint> = fc.record({
  at: fc.integer({ min: T, max: T + 3 * CHART_WINDOW_MS }),
  price: decimalAmount({ maxIntegerDigits: 6, maxDecimals: 4, signed: true }),
});
const points = fc.array(point, { maxLength: 30 });

const wellFormed = (series: readonly PricePoint[]) => {
  for (const [i, p] of series.entries()) {
    expect(p.price.greaterThan(0)).toBe(true);
    const previous = series[i - 1];
    if (previous !== undefined) expect(Math.floor(p.at / 1_000)).toBeGreaterThan(Math.floor(previous.at / 1_000));
  }
};

describe('price chart, properties', () => {
  it('a series has positive prices at strictly increasing seconds, whatever the history and the live prices', () => {
    fc.assert(
      fc.property(points, points, (history, live) => {
        let series = chartSeries(history);
        wellFormed(series);
        for (const update of live) {
          const before = series;
          series = withLivePrice(series, update);
          wellFormed(series);
          const last = before.at(-1);
          const applies = update.price.greaterThan(0) && (last === undefined || update.at > last.at);
          if (applies) {
            expect(series.at(-1)).toBe(update);
            expect(series.every((p) => p.at >= update.at - CHART_WINDOW_MS)).toBe(true);
          } else {
            expect(series).toBe(before);
          }
        }
      }),
      RUNS,
    );
  });

  it('the summary brackets every price: low <= open, last <= high', () => {
    fc.assert(
      fc.property(points, (history) => {
        const series = chartSeries(history);
        const summary = chartSummary(series);
        expect(summary === undefined).toBe(series.length === 0);
        if (summary === undefined) return;
        for (const p of series) {
          expect(p.price.greaterThanOrEqualTo(summary.low)).toBe(true);
          expect(p.price.lessThanOrEqualTo(summary.high)).toBe(true);
        }
        expect(summary.open.equals(series[0]?.price ?? summary.open)).toBe(true);
      }),
      RUNS,
    );
  });

  it('at the price the page loaded with, the live change is the server’s change', () => {
    fc.assert(
      fc.property(positivePrice({ maxIntegerDigits: 6, maxDecimals: 4 }), percentChange, (price, change) => {
        fc.pre(change.greaterThan(-100));
        expect(liveChangePercent(referencePrice(price, change), price, change)?.toFixed()).toBe(change.toFixed());
      }),
      RUNS,
    );
  });
});
