import { countryCodeOf } from '../../domain/user/country-code';
import type { CustomerState } from '../account/customer-service';
import type { CoinViewQuery } from '../ports/coins-port';

/**
 * The signed-in customer's view of the coin lists (spec 001 §7: native_currency, country_code,
 * is_prime_user, entity_id); undefined until someone is signed in. Choice: a phone country with
 * no known country code sends an empty country_code, which the backend reads as the account's own.
 */
export function coinViewOf(customer: CustomerState): CoinViewQuery | undefined {
  const user = customer.user;
  if (user === undefined) return undefined;
  return {
    nativeCurrency: user.nativeCurrency,
    countryCode: countryCodeOf(user.phoneCountry) ?? '',
    isPrimeUser: customer.isPrime,
    entityId: user.entityId,
  };
}
