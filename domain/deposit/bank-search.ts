/** A bank offered for a deposit request (spec 001 §3). */
export interface DepositRequestBank {
  readonly id: string;
  readonly bank_name: string;
  readonly logo?: string;
}

/** Search text is at most 100 characters (spec 001 §9). */
export const BANK_SEARCH_MAX_LENGTH = 100;

/** Search text is debounced 300 ms (spec 001 §5); the caller's scheduler applies it. */
export const BANK_SEARCH_DEBOUNCE_MS = 300;

/**
 * Bank search is a case-insensitive name filter (spec 001 §5), keeping the list's order.
 * Choice: surrounding spaces are ignored, text beyond 100 characters is cut, and blank text keeps every bank.
 */
export function filterBanks<B extends { readonly bank_name: string }>(banks: readonly B[], search: string): B[] {
  const needle = search.slice(0, BANK_SEARCH_MAX_LENGTH).trim().toLocaleLowerCase('en');
  if (needle === '') return [...banks];
  return banks.filter((bank) => bank.bank_name.toLocaleLowerCase('en').includes(needle));
}
