import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import type { AddressComponentWire } from '../../../http/schemas/kyc';
import type { SandboxResult } from '../sandbox-result';

/** The KYC form's address fields (the residential address section's names). */
export type KycAddressWire = {
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

/**
 * The address conversion (spec 001 §7): Google address components into the KYC form's address.
 * Choices: line 1 is the street number and route; line 2 the subpremise; the city is the
 * locality, else the UK postal town; the state is the US state code only; an address without a
 * route, postal code or country cannot be used (invalid_address_error).
 */
export function convertAddress(components: readonly AddressComponentWire[]): SandboxResult<KycAddressWire> {
  const of = (type: string): AddressComponentWire | undefined => components.find((c) => c.types.includes(type));
  const route = of('route');
  const postal = of('postal_code');
  const country = of('country');
  if (route === undefined || postal === undefined || country === undefined) return err({ code: ErrorCode.invalidAddressError });
  const number = of('street_number')?.long_name;
  return ok({
    address_line_1: number === undefined ? route.long_name : `${number} ${route.long_name}`,
    address_line_2: of('subpremise')?.long_name ?? '',
    city: (of('locality') ?? of('postal_town'))?.long_name ?? '',
    state: country.short_name === 'US' ? (of('administrative_area_level_1')?.short_name ?? '') : '',
    postal_code: postal.long_name,
    country: country.short_name,
  });
}
