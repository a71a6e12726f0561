/** An ISO 4217 fiat code or a coin symbol, upper case. */
export type CurrencyCode = string & { readonly __brand: 'CurrencyCode' };

export const currencyCode = (raw: string): CurrencyCode => raw.trim().toUpperCase() as CurrencyCode;

const ZERO_DECIMAL_FIATS = new Set(['JPY', 'KRW', 'HUF']);

/** Fiat display/entry precision: 2 decimals, 0 for JPY, KRW and HUF (spec 001 §9). */
export const fiatFractionDigits = (code: CurrencyCode): number => (ZERO_DECIMAL_FIATS.has(code) ? 0 : 2);

/** Coin amounts are shown to 8 decimals, values to 2 (spec 001 §9). */
export const COIN_DISPLAY_DECIMALS = 8;
