/** An ISO 4217 fiat code or a coin symbol, upper case. */
export type CurrencyCode = string & { readonly __brand: 'CurrencyCode' };

export const currencyCode = (raw: string): CurrencyCode => raw.trim().toUpperCase() as CurrencyCode;

const ZERO_DECIMAL_FIATS = new Set(['JPY', 'KRW', 'HUF']);

/** Fiat display/entry precision: 2 decimals, 0 for JPY, KRW and HUF (spec 001 §9). */
export const fiatFractionDigits = (code: CurrencyCode): number => (ZERO_DECIMAL_FIATS.has(code) ? 0 : 2);

/** Coin amounts are shown to 8 decimals, values to 2 (spec 001 §9). */
export const COIN_DISPLAY_DECIMALS = 8;

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
