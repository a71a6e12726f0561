import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';
import { type CustomerState } from '../account/customer-service';
import { type CoinViewQuery } from '../ports/coins-port';

/**
 * The signed-in customer's view of the coin lists (spec 001 §7), for the coin sold and the coins
 * to receive; undefined until someone is signed in. Choice: the country is left empty, which the
 * backend reads as the customer's own.
 */
export function coinViewOf(customer: CustomerState): CoinViewQuery | undefined {
  const user = customer.user;
  if (user === undefined) return undefined;
  return { nativeCurrency: user.nativeCurrency, countryCode: '', isPrimeUser: customer.isPrime, entityId: user.entityId };
}

const USD = currencyCode('USD');

/**
 * Native currency per one USD, for the basket minimum (product config minimums are in USD).
 * Choice: known exactly (1) for a USD customer; the client has no exchange rate call for other
 * currencies, so their minimum is left to the basket sell preview, whose below-minimum answer
 * names it in the native currency and is shown beside the percentage.
 */
export const nativePerUsdOf = (native: CurrencyCode): Dec | undefined => (native === USD ? dec('1') : undefined);
