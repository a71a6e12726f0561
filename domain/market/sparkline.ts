import { dec, type Dec, Rounding } from '../money/decimal';

/** The coin table's 1D ticker chart is 32 px high (spec 001 §9 "Ticker chart height 32 px"). */
export const SPARKLINE_HEIGHT_PX = 32;
export const SPARKLINE_WIDTH_PX = 96;

/**
 * The points of an SVG polyline drawing a price history in a box of `width` x `height` px, oldest
 * at the left: the lowest price at the bottom, the highest at the top, a flat history across the
 * middle. Coordinates are computed in decimals and written with one decimal (half up), so the
 * line is the same on every machine. Choice: fewer than two points draw nothing ('').
 */
export function sparklinePoints(prices: readonly Dec[], width = SPARKLINE_WIDTH_PX, height = SPARKLINE_HEIGHT_PX): string {
  if (prices.length < 2) return '';
  let low = prices[0] as Dec;
  let high = low;
  for (const price of prices) {
    if (price.lessThan(low)) low = price;
    if (price.greaterThan(high)) high = price;
  }
  const range = high.minus(low);
  const step = dec(String(width)).dividedBy(prices.length - 1);
  const inner = dec(String(height)).minus(2);
  return prices
    .map((price, index) => {
      const x = step.times(index);
      const y = range.isZero() ? dec(String(height)).dividedBy(2) : dec('1').plus(inner.times(high.minus(price)).dividedBy(range));
      return `${x.toDecimalPlaces(1, Rounding.halfUp).toFixed(1)},${y.toDecimalPlaces(1, Rounding.halfUp).toFixed(1)}`;
    })
    .join(' ');
}
