import { normalisePhone } from '../session/phone';

/** A country a customer may sign up from, with its calling code. */
export interface SignupCountry {
  /** ISO 3166-1 alpha-2: what the terms are asked for (spec 001 §7 by_country_code). */
  readonly code: string;
  /** The international calling code, digits only. */
  readonly dialCode: string;
}

/**
 * The countries the sign-up's phone step offers (spec 001 §2 /signup/phone-enter: country and
 * phone). Choice: the countries whose terms and languages the product has, United States first
 * (the terms' default).
 */
export const SIGNUP_COUNTRIES: readonly SignupCountry[] = [
  { code: 'US', dialCode: '1' },
  { code: 'GB', dialCode: '44' },
  { code: 'SG', dialCode: '65' },
  { code: 'CA', dialCode: '1' },
  { code: 'AU', dialCode: '61' },
  { code: 'DE', dialCode: '49' },
  { code: 'FR', dialCode: '33' },
  { code: 'ES', dialCode: '34' },
  { code: 'IT', dialCode: '39' },
  { code: 'NL', dialCode: '31' },
  { code: 'PT', dialCode: '351' },
  { code: 'BR', dialCode: '55' },
];

export const DEFAULT_SIGNUP_COUNTRY = 'US';

export const signupCountry = (code: string): SignupCountry | undefined => SIGNUP_COUNTRIES.find((c) => c.code === code);

/**
 * The full number from the country chosen and the number typed. Choice: a number typed with its
 * own leading + is taken as it is (whatever the country); otherwise a national trunk 0 is dropped
 * and the country's calling code put in front. Undefined when the result is no phone number.
 */
export function internationalPhone(countryCode: string, typed: string): string | undefined {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return normalisePhone(trimmed);
  const country = signupCountry(countryCode);
  if (country === undefined || !/^[\d\s\-()]+$/.test(trimmed)) return undefined;
  const national = trimmed.replace(/\D/g, '').replace(/^0/, '');
  return national === '' ? undefined : normalisePhone(`+${country.dialCode}${national}`);
}

/** The sign-up country a full number most likely belongs to (the longest matching calling code; US for +1). */
export function countryOfPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const matches = SIGNUP_COUNTRIES.filter((c) => digits.startsWith(c.dialCode)).sort((a, b) => b.dialCode.length - a.dialCode.length);
  return matches[0]?.code ?? DEFAULT_SIGNUP_COUNTRY;
}
