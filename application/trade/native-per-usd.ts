import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';

const USD = currencyCode('USD');

/**
 * Native currency per one USD, for the basket minimum (product config minimums are in USD).
 * Choice: known exactly (1) for a USD customer; the client has no exchange rate call for other
 * currencies, so their minimum is left to the basket sell preview, whose below-minimum answer
 * names it in the native currency and is shown beside the percentage.
 */
export const nativePerUsdOf = (native: CurrencyCode): Dec | undefined => (native === USD ? dec('1') : undefined);
