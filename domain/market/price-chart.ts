import type { Dec } from '../money/decimal';
import { priceChangePercent } from './coin-row';
import { priceDecimals } from '../format/price-format';

/** Spec 001 §7, §9: the price chart's tickers are asked for period 1D at interval low. */
export const TICKER_PERIOD = '1D';
export const TICKER_INTERVAL = 'low';

/** One point of a price chart: a price at an instant (epoch ms). */
export interface PricePoint {
  readonly at: number;
  readonly price: Dec;
}

/** The coin page's chart covers the ticker period 1D (spec 001 §9 "Price chart history period 1D"). */
export const CHART_WINDOW_MS = 86_400_000;

/**
 * The ticker history as a chart series: sorted by time, one point per second (the chart's time
 * unit; the later point of a second wins), non-positive prices dropped. Choice: a malformed
 * point is left out rather than failing the whole chart.
 */
export function chartSeries(points: readonly PricePoint[]): readonly PricePoint[] {
  const bySecond = new Map<number, PricePoint>();
  for (const point of [...points].sort((a, b) => a.at - b.at)) {
    if (point.price.greaterThan(0)) bySecond.set(Math.floor(point.at / 1_000), point);
  }
  return [...bySecond.values()];
}

/**
 * A live price added to the series (the price ladder stream, spec 001 §7): a price newer than
 * the last point is appended, or replaces the last point within the same second; an older one
 * (out of order, or stale after a reconnect) changes nothing. Points more than the 1D window
 * before the newest fall off the start, so the chart keeps showing the last 24 hours.
 * Choice: the same series object is returned when nothing changes.
 */
export function withLivePrice(series: readonly PricePoint[], live: PricePoint): readonly PricePoint[] {
  if (!live.price.greaterThan(0)) return series;
  const last = series.at(-1);
  if (last !== undefined && live.at <= last.at) return series;
  const sameSecond = last !== undefined && Math.floor(last.at / 1_000) === Math.floor(live.at / 1_000);
  const appended = [...(sameSecond ? series.slice(0, -1) : series), live];
  const from = live.at - CHART_WINDOW_MS;
  return appended.filter((point) => point.at >= from);
}

/**
 * How a drawn chart follows a new series: only its last point changed (a live price replaced it
 * within its second, or was appended after it), so the chart updates that point; anything else
 * (the first series, points fallen off the start) draws the whole series again. Points are
 * compared by identity: withLivePrice keeps every point it does not change.
 */
export type ChartChange =
  { readonly kind: 'none' } | { readonly kind: 'last'; readonly point: PricePoint; readonly appended: boolean } | { readonly kind: 'all' };

export function chartChange(drawn: readonly PricePoint[] | undefined, next: readonly PricePoint[]): ChartChange {
  if (drawn === next) return { kind: 'none' };
  const last = next.at(-1);
  if (drawn === undefined || last === undefined || drawn.length === 0 || drawn[0] !== next[0]) return { kind: 'all' };
  if (next.length === drawn.length + 1 && next.at(-2) === drawn.at(-1)) return { kind: 'last', point: last, appended: true };
  const replaced = drawn.at(-1);
  const sameSecond = replaced !== undefined && Math.floor(replaced.at / 1_000) === Math.floor(last.at / 1_000);
  if (next.length === drawn.length && sameSecond && (next.length < 2 || next.at(-2) === drawn.at(-2))) return { kind: 'last', point: last, appended: false };
  return { kind: 'all' };
}

/** What the chart's text alternative says: the period's opening, high, low and latest price. */
export interface ChartSummary {
  readonly open: Dec;
  readonly high: Dec;
  readonly low: Dec;
  readonly last: Dec;
}

/** The summary of a series, undefined for an empty one. */
export function chartSummary(series: readonly PricePoint[]): ChartSummary | undefined {
  const first = series[0];
  const last = series.at(-1);
  if (first === undefined || last === undefined) return undefined;
  let high = first.price;
  let low = first.price;
  for (const { price } of series) {
    if (price.greaterThan(high)) high = price;
    if (price.lessThan(low)) low = price;
  }
  return { open: first.price, high, low, last: last.price };
}

/**
 * The price 24 hours ago implied by a price and its 24 h change in percent:
 * price / (1 + change / 100). Undefined when the change is unknown or not above -100 %.
 */
export function referencePrice(price: Dec, changePercent: Dec | undefined): Dec | undefined {
  if (changePercent === undefined || !changePercent.greaterThan(-100) || !price.greaterThan(0)) return undefined;
  return price.dividedBy(changePercent.dividedBy(100).plus(1));
}

/**
 * The 24 h change shown as live prices come in. Choice: measured against the reference price
 * implied by the server's own figure when the page loaded (referencePrice), so the page starts
 * on the server's number and moves with the live price; without a reference, the server's figure.
 */
export function liveChangePercent(reference: Dec | undefined, live: Dec, serverChange: Dec | undefined): Dec | undefined {
  if (reference === undefined || !live.greaterThan(0)) return serverChange;
  return priceChangePercent(reference, live);
}

/**
 * A price as the chart library plots it (it draws with floating-point numbers). For drawing only:
 * amounts shown as text are formatted from the Decimal (format/price-format.ts), never from this.
 */
export const plotNumber = (price: Dec): number => price.toNumber();

/** The price axis's step: the decimals a price shows and the smallest move they can tell apart. */
export interface ChartPriceStep {
  readonly precision: number;
  readonly minMove: number;
}

/**
 * The axis step of a series: the decimals of the price format (spec 001 §9) at the series' lowest
 * price, so a coin far under a cent gets grid lines and labels (the library's default step of 0.01
 * draws none below a cent). An empty series keeps 2 decimals.
 */
export function chartPriceStep(series: readonly PricePoint[]): ChartPriceStep {
  const lowest = series.reduce<Dec | undefined>((low, p) => (low === undefined || p.price.lessThan(low) ? p.price : low), undefined);
  return priceStep(lowest === undefined ? 2 : priceDecimals(lowest));
}

const priceStep = (precision: number): ChartPriceStep => ({ precision, minMove: Number(`1e-${precision}`) });
