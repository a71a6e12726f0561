import { countryAlpha2 } from '../../domain/user/country-code';
import { type CustomerState } from '../account/customer-service';
import { type CoinViewQuery } from '../ports/coins-port';

/** Choice: a phone country that is no ISO code is asked about as the US, the spec's default country (terms by country). */
export const DEFAULT_COUNTRY_CODE = 'US';

/**
 * The signed-in customer's view of the coins (spec 001 §7: native_currency, country_code,
 * is_prime_user, entity_id), or undefined until the customer and their configs are known.
 */
export function coinViewQueryOf(customer: CustomerState): CoinViewQuery | undefined {
  const user = customer.user;
  if (user === undefined || customer.loading) return undefined;
  return {
    nativeCurrency: user.nativeCurrency,
    countryCode: countryAlpha2(user.phoneCountry) ?? DEFAULT_COUNTRY_CODE,
    isPrimeUser: customer.isPrime,
    entityId: user.entityId,
  };
}
