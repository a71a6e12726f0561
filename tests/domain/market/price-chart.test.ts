import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import {
  CHART_WINDOW_MS,
  chartSeries,
  chartSummary,
  liveChangePercent,
  type PricePoint,
  referencePrice,
  withLivePrice,
  chartChange,
  chartPriceStep,
} from '../../../domain/market/price-chart';

const T = Date.UTC(2026, 10, 22, 12);
const p = (at: number, price: string): PricePoint => ({ at, price: dec(price) });
const show = (series: readonly PricePoint[]) => series.map((point) => [point.at - T, point.price.toFixed()]);

describe('the coin page’s price chart (spec 001 §7 tickers 1D, the live price ladder)', () => {
  it('orders the ticker history, keeps the later point of a second and drops prices not above 0', () => {
    const series = chartSeries([p(T + 2_000, '3'), p(T, '1'), p(T + 2_500, '4'), p(T + 1_000, '0'), p(T + 5_000, '-1')]);
    expect(show(series)).toEqual([
      [0, '1'],
      [2_500, '4'],
    ]);
  });

  it('appends a newer live price, replaces the last point within the same second, ignores an older one', () => {
    const series = chartSeries([p(T, '100'), p(T + 1_800_000, '101')]);
    const appended = withLivePrice(series, p(T + 1_801_000, '102'));
    expect(show(appended).at(-1)).toEqual([1_801_000, '102']);
    const replaced = withLivePrice(appended, p(T + 1_801_400, '103'));
    expect(show(replaced)).toEqual([
      [0, '100'],
      [1_800_000, '101'],
      [1_801_400, '103'],
    ]);
    expect(withLivePrice(replaced, p(T + 1_000, '90'))).toBe(replaced);
    expect(withLivePrice(replaced, p(T + 1_801_400, '90'))).toBe(replaced);
    expect(withLivePrice(replaced, p(T + 2_000_000, '0'))).toBe(replaced);
  });

  it('a drawn chart updates only its last point for a live price, and redraws when points fall off the start', () => {
    const series = chartSeries([p(T, '100'), p(T + 1_800_000, '101')]);
    expect(chartChange(undefined, series)).toEqual({ kind: 'all' });
    expect(chartChange(series, series)).toEqual({ kind: 'none' });
    const appended = withLivePrice(series, p(T + 1_801_000, '102'));
    expect(chartChange(series, appended)).toEqual({ kind: 'last', point: appended.at(-1), appended: true });
    const replaced = withLivePrice(appended, p(T + 1_801_400, '103'));
    expect(chartChange(appended, replaced)).toEqual({ kind: 'last', point: replaced.at(-1), appended: false });
    const shifted = withLivePrice(replaced, p(T + CHART_WINDOW_MS + 1, '105'));
    expect(chartChange(replaced, shifted)).toEqual({ kind: 'all' });
    expect(chartChange(series, chartSeries([p(T, '100'), p(T + 1_800_000, '101')]))).toEqual({ kind: 'all' });
  });

  it('keeps the last 24 hours: older points fall off the start', () => {
    const series = chartSeries([p(T, '100'), p(T + 1_800_000, '101')]);
    const next = withLivePrice(series, p(T + CHART_WINDOW_MS + 1, '105'));
    expect(show(next)).toEqual([
      [1_800_000, '101'],
      [CHART_WINDOW_MS + 1, '105'],
    ]);
  });

  it('summarises open, high, low and last for the text alternative', () => {
    expect(chartSummary([])).toBeUndefined();
    const summary = chartSummary(chartSeries([p(T, '100'), p(T + 1_000, '120.5'), p(T + 2_000, '95.25'), p(T + 3_000, '110')]));
    expect([summary?.open, summary?.high, summary?.low, summary?.last].map((v) => v?.toFixed())).toEqual(['100', '120.5', '95.25', '110']);
  });

  it('steps the price axis by the price format’s decimals at the series’ lowest price, so a coin far under a cent gets labels', () => {
    const step = (...prices: string[]) => chartPriceStep(prices.map((price, i) => p(T + i * 1_000, price)));
    expect(step()).toEqual({ precision: 2, minMove: 0.01 });
    expect(step('67250.00', '64120.5')).toEqual({ precision: 2, minMove: 0.01 });
    expect(step('105', '99.5')).toEqual({ precision: 3, minMove: 0.001 });
    expect(step('7.15')).toEqual({ precision: 4, minMove: 0.0001 });
    expect(step('0.4580')).toEqual({ precision: 4, minMove: 0.0001 });
    expect(step('0.0921', '0.1')).toEqual({ precision: 5, minMove: 0.00001 });
    expect(step('0.0000003146', '0.0000003448')).toEqual({ precision: 10, minMove: 1e-10 });
  });

  it('moves the 24 h change with the live price, from the reference the server’s change implies', () => {
    const reference = referencePrice(dec('110'), dec('10'));
    expect(reference?.toFixed()).toBe('100');
    expect(liveChangePercent(reference, dec('110'), dec('10'))?.toFixed()).toBe('10');
    expect(liveChangePercent(reference, dec('95.5'), dec('10'))?.toFixed()).toBe('-4.5');
  });

  it('keeps the server’s change when no reference can be implied', () => {
    expect(referencePrice(dec('110'), undefined)).toBeUndefined();
    expect(referencePrice(dec('110'), dec('-100'))).toBeUndefined();
    expect(referencePrice(dec('0'), dec('5'))).toBeUndefined();
    expect(liveChangePercent(undefined, dec('120'), dec('3.2'))?.toFixed()).toBe('3.2');
    expect(liveChangePercent(undefined, dec('120'), undefined)).toBeUndefined();
  });
});
