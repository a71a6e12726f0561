import { type Dec, Money, Rounding, roundTo } from '../../../../domain/money/decimal';

/**
 * Choice: the sandbox converts USD into the customers' fiats at fixed rates (native units per one
 * USD); it has no foreign exchange market. The market prices coins in USD. The one table every
 * area of the sandbox converts with; it covers every currency a cash account can hold there
 * (the personas' and the deposit rails').
 */
export const NATIVE_PER_USD: Readonly<Record<string, string>> = {
  USD: '1',
  GBP: '0.79',
  EUR: '0.93',
  SGD: '1.35',
  AUD: '1.53',
  CAD: '1.38',
  AED: '3.6725',
  BRL: '5.4',
};

/** The fiats the market prices coins in. */
export const FIAT_CURRENCIES: readonly string[] = Object.keys(NATIVE_PER_USD);

/** Native units per one USD; undefined for a fiat the sandbox does not convert. */
export function nativePerUsd(currency: string): Dec | undefined {
  const rate = Object.hasOwn(NATIVE_PER_USD, currency) ? NATIVE_PER_USD[currency] : undefined;
  return rate === undefined ? undefined : new Money(rate);
}

/**
 * A USD amount in a native currency, rounded down to `decimals` (spec 001 §9: conversions round
 * down); undefined for a fiat the sandbox does not convert.
 */
export function usdToNative(amountUsd: Dec, currency: string, decimals: number): Dec | undefined {
  const rate = nativePerUsd(currency);
  return rate === undefined ? undefined : roundTo(amountUsd.times(rate), decimals, Rounding.down);
}

/**
 * An amount of one fiat in another through USD, rounded down to `decimals` (the same fiat is only
 * rounded); undefined when either fiat is not in the table.
 */
export function fiatToFiat(amount: Dec, from: string, to: string, decimals: number): Dec | undefined {
  if (from === to) return roundTo(amount, decimals, Rounding.down);
  const fromRate = nativePerUsd(from);
  return fromRate === undefined ? undefined : usdToNative(amount.dividedBy(fromRate), to, decimals);
}
