/** Search box limits (spec 000 §2, §5; 001 §9): the asset selector allows 100 characters, the target coin search 50. */
export const SELECTOR_SEARCH_MAX_LENGTH = 100;
export const TARGET_COIN_SEARCH_MAX_LENGTH = 50;

/** Search text is debounced 300 ms (spec 000 §5, 001 §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The typed search text cut to the box's limit. Choice: the limit counts UTF-16 units as an
 * input's maxlength does, but a cut never leaves half of a surrogate pair.
 */
export function limitSearchText(typed: string, maxLength: number): string {
  if (typed.length <= maxLength) return typed;
  const cut = typed.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** When a search typed at `lastKeystrokeAt` (epoch ms) runs, if no other keystroke comes first. */
export const searchDueAt = (lastKeystrokeAt: number): number => lastKeystrokeAt + SEARCH_DEBOUNCE_MS;

/** Whether the debounce has passed at `now`: 300 ms without a keystroke. */
export const isSearchDue = (lastKeystrokeAt: number, now: number): boolean => now >= searchDueAt(lastKeystrokeAt);

/**
 * Finding the coin of a /hub/price/{slug} page (spec 001 §2) through the coin list's keyword
 * search, which matches names and symbols (coin-list-filter.ts matchesKeyword).
 */

/**
 * The keyword to search for a slug's coin: its longest dash-separated word, as that word is
 * most likely to narrow the list. Choice: "bitcoin-cash" searches "bitcoin"; an empty slug gives
 * an empty keyword (which the caller must not search with). A word of the slug may not appear
 * in the name as written ("cafe" for "Café"), so the caller falls back to the whole list.
 */
export function slugSearchKeyword(slug: string): string {
  return slug.split('-').reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** The coin whose slug is exactly `slug`, or undefined. Choice: the first one if two share it. */
export const findBySlug = <T extends { readonly slug: string }>(coins: readonly T[], slug: string): T | undefined => coins.find((coin) => coin.slug === slug);

/**
 * A holding links to its coin's page by symbol (wallets know coins by symbol, not name):
 * /hub/price/btc finds the coin whose symbol is BTC when no coin has that slug; the page then
 * shows the coin's own slug.
 */
export const findBySymbolSlug = <T extends { readonly symbol: string }>(coins: readonly T[], slug: string): T | undefined =>
  coins.find((coin) => coin.symbol.toLowerCase() === slug);

/** Slugs are coinSlug's output: lower-case letters and digits in dash-separated words. */
export const isWellFormedSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
