import { COIN_DISPLAY_DECIMALS, type CurrencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, dec, isDecimalString, Rounding, roundTo } from '../money/decimal';
import { numberFormatter as formatter } from './number-formatter';

/**
 * A fiat amount for display, rounded down to the currency's decimals (spec 000 §9: a fee
 * shown in fiat is rounded down; display decimals 2) and grouped for the locale.
 */
export function formatFiat(amount: Dec, currency: CurrencyCode, locale: string): string {
  const decimals = fiatFractionDigits(currency);
  const shown = roundTo(amount, decimals, Rounding.down);
  return formatter(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    shown.toFixed(decimals) as Intl.StringNumericLiteral,
  );
}

/** A coin amount for display: up to 8 decimals, rounded down, trailing zeros dropped. */
export function formatCoin(amount: Dec, symbol: CurrencyCode, locale: string): string {
  const shown = roundTo(amount, COIN_DISPLAY_DECIMALS, Rounding.down);
  const number = formatter(locale, { minimumFractionDigits: 0, maximumFractionDigits: COIN_DISPLAY_DECIMALS }).format(
    shown.toFixed() as Intl.StringNumericLiteral,
  );
  return `${number} ${symbol}`;
}

/** An amount of a fiat (currency style) or of a coin (amount and symbol), for either side of a trade. */
export const formatMoney = (amount: Dec, currency: CurrencyCode, isCoin: boolean, locale: string): string =>
  isCoin ? formatCoin(amount, currency, locale) : formatFiat(amount, currency, locale);

/**
 * An amount a server wrote into a page as text ("150.00 USD", spec 001 §4 the pull's confirm page),
 * shown like every other amount when it is exactly a decimal and the expected fiat; any other text
 * as the server wrote it.
 */
export function formatServerAmountText(text: string, currency: CurrencyCode, locale: string): string {
  const [amount, code, ...rest] = text.trim().split(' ');
  if (amount === undefined || code !== currency || rest.length > 0 || !isDecimalString(amount)) return text;
  return formatFiat(dec(amount), currency, locale);
}
