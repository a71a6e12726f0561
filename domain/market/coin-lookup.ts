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

/** Slugs are coinSlug's output: lower-case letters and digits in dash-separated words. */
export const isWellFormedSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
