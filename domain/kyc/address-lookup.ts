/** Place details are retried 3 times (spec 001 §7, §9). */
export const PLACE_DETAILS_RETRIES = 3;
/** The KYC address conversion is retried 3 times (spec 001 §7, §9). */
export const ADDRESS_CONVERSION_RETRIES = 3;
/** Address search starts after a 300 ms debounce (spec 001 §5, §9). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

/** Address search needs a country selected and non-empty input (spec 001 §5). Choice: blank input counts as empty. */
export const canSearchAddress = (country: string | undefined, input: string): boolean => country !== undefined && country.trim() !== '' && input.trim() !== '';

/** The components restriction of an autocomplete request: components=country:{value} (spec 001 §7). */
export const countryComponent = (country: string): string => `country:${country.trim().toLowerCase()}`;
