import { type CoinCategory, defaultCoinCategory, isCategoryAllowed, isCoinCategory } from './coin-category';

/** The coin-list category last chosen on each page, keyed by page path (spec 001 §4; kept in session storage). */
export type CategoryMemory = Readonly<Record<string, CoinCategory>>;

export const EMPTY_CATEGORY_MEMORY: CategoryMemory = {};

/** Choice: "/hub/market/" and "/hub/market" are the same page; the root stays "/". */
export const pageKey = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The memory with `category` remembered for the page; the input is not changed. */
export const rememberCategory = (memory: CategoryMemory, path: string, category: CoinCategory): CategoryMemory => ({
  ...memory,
  [pageKey(path)]: category,
});

/**
 * The category to show on a page: the one remembered for it, else the default (All coins when
 * allowed, else Favourites). Choice: a remembered All coins that is no longer allowed gives the default.
 */
export function recallCategory(memory: CategoryMemory, path: string, allCoinsAllowed: boolean): CoinCategory {
  const key = pageKey(path);
  const remembered = Object.hasOwn(memory, key) ? memory[key] : undefined;
  return remembered !== undefined && isCategoryAllowed(remembered, allCoinsAllowed) ? remembered : defaultCoinCategory(allCoinsAllowed);
}

/**
 * A memory read back from storage (already JSON-parsed): entries that are not a known category
 * are dropped, and anything but a plain object gives the empty memory.
 */
export function decodeCategoryMemory(stored: unknown): CategoryMemory {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return EMPTY_CATEGORY_MEMORY;
  const entries = Object.entries(stored).filter((entry): entry is [string, CoinCategory] => isCoinCategory(entry[1]));
  return Object.fromEntries(entries.map(([path, category]) => [pageKey(path), category]));
}
