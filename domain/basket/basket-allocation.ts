import type { CurrencyCode } from '../money/currency';
import { type Dec, Money, Rounding, ZERO, roundTo } from '../money/decimal';

/** A constituent's target share of a basket (spec 000 §3 coins[]), in percent of the basket. */
export interface BasketWeight {
  readonly symbol: CurrencyCode;
  readonly weight: Dec;
}

export interface Allocation {
  readonly symbol: CurrencyCode;
  readonly amount: Dec;
}

const HUNDRED = new Money(100);

/**
 * Relative shares as percentages of 100. Choice: a basket whose constituents are not all listed
 * keeps the listed ones in the same proportions; each percentage is exact to 40 digits, never a
 * rounded display value. Shares must be positive.
 */
export function normaliseWeights(shares: readonly BasketWeight[]): readonly BasketWeight[] {
  if (shares.some((s) => !s.weight.greaterThan(0))) throw new RangeError('basket shares must be positive');
  const total = shares.reduce((sum, s) => sum.plus(s.weight), ZERO);
  return shares.map((s) => ({ symbol: s.symbol, weight: s.weight.times(HUNDRED).dividedBy(total) }));
}

/**
 * Splits an amount across weighted constituents, each part rounded down to `decimals`
 * (spec 000 §5: conversions round down), so the parts never add up to more than the amount; what
 * the rounding leaves is not allocated.
 */
export function allocateByWeight(amount: Dec, weights: readonly BasketWeight[], decimals: number): readonly Allocation[] {
  if (amount.isNegative()) throw new RangeError('amount must not be negative');
  return weights.map((w) => ({ symbol: w.symbol, amount: roundTo(amount.times(w.weight).dividedBy(HUNDRED), decimals, Rounding.down) }));
}

/**
 * The part of a holding a percentage of the basket takes (basket sell and transfer, spec 000 §5,
 * 001 §5): rounded down to the coin's decimals. Choice: 100 percent takes the whole holding, so
 * a full sell or transfer leaves no dust behind.
 */
export function portionOfHolding(held: Dec, percentage: Dec, decimals: number): Dec {
  if (percentage.isNegative() || percentage.greaterThan(HUNDRED)) throw new RangeError('percentage must be within 0..100');
  if (percentage.eq(HUNDRED)) return held;
  return roundTo(held.times(percentage).dividedBy(HUNDRED), decimals, Rounding.down);
}
