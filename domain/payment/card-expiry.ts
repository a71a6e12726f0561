/** A card's expiry as printed on it: month 1-12 and four-digit year. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/**
 * Reads 'MM/YYYY' or 'MM/YY' (spaces allowed around the slash); undefined for anything else.
 * Choice: a two-digit year is in the 2000s.
 */
export function parseCardExpiry(text: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** 'MM/YYYY'. */
export const formatCardExpiry = (expiry: CardExpiry): string => `${String(expiry.month).padStart(2, '0')}/${String(expiry.year)}`;

/**
 * Spec 000 §5, 001 §5 (expired cards are shown but not selectable): a card is valid through the
 * last day of its expiry month. Choice: months are counted in UTC; `now` is epoch milliseconds.
 */
export const isCardExpired = (expiry: CardExpiry, now: number): boolean => now >= Date.UTC(expiry.year, expiry.month, 1);
