import { type CurrencyCode, fiatFractionDigits } from './currency';

/** The part of the Currency entity (spec 000 §3) that fixes how precise an amount can be. */
export interface CurrencyPrecision {
  readonly symbol: CurrencyCode;
  /** max_fraction: the most decimals an amount of this currency may have. */
  readonly maxFraction: number;
}

/**
 * Decimals an amount of a currency may have (spec 000 §5, 001 §9): the entity's max_fraction when
 * the currency list gave one, else the fiat default (2, or 0 for JPY, KRW, HUF).
 * Choice: a known max_fraction wins over the fiat default, since it is the server's word.
 */
export function fractionDigitsOf(code: CurrencyCode, known?: CurrencyPrecision): number {
  if (known !== undefined && known.symbol === code) return checkedFraction(known.maxFraction);
  return fiatFractionDigits(code);
}

/** Looks a currency up in the currency list and gives its decimals, with the fiat default for an unknown code. */
export function fractionDigitsIn(code: CurrencyCode, currencies: readonly CurrencyPrecision[]): number {
  return fractionDigitsOf(
    code,
    currencies.find((currency) => currency.symbol === code),
  );
}

function checkedFraction(maxFraction: number): number {
  if (!Number.isInteger(maxFraction) || maxFraction < 0) throw new RangeError(`max_fraction must be a whole number >= 0, got ${maxFraction}`);
  return maxFraction;
}
