/** Transactions page size (spec 001 §9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Transactions fetched per list (spec 000 §7, §9; 001 §7, §9): baskets and coin wallets 50, fiat wallets 1000. */
export const BASKET_TRANSACTIONS_COUNT = 50;
export const WALLET_TRANSACTIONS_COUNT = 50;
export const FIAT_TRANSACTIONS_COUNT = 1000;

/** How many pages a list of `total` transactions has; an empty list still has one (empty) page. */
export const pageCount = (total: number, pageSize = TRANSACTIONS_PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The transactions on a page, pages counted from 1. Choice: a page past the end is empty, and a
 * page below 1 is a programmer error.
 */
export function pageOf<T>(items: readonly T[], page: number, pageSize = TRANSACTIONS_PAGE_SIZE): readonly T[] {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a whole number >= 1, got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a whole number >= 1, got ${pageSize}`);
  return items.slice((page - 1) * pageSize, page * pageSize);
}
