import { type Basket, isOwned } from '../basket/basket';
import { isOfferShown } from '../basket/basket-availability';
import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { CoinFeatures } from '../trade/pre-quote-check';

/** Choice: Buy lists the coins that can be bought at all (feature purchase or viban_purchase, spec 000 §3). */
export const isBuyableCoin = (features: CoinFeatures): boolean => features.purchase || features.vibanPurchase;

/** A coin wallet as Sell lists it. */
export interface HeldCoin {
  readonly symbol: CurrencyCode;
  readonly available: Dec;
  /** The holding's value in the native currency. */
  readonly nativeValue: Dec;
}

/**
 * The coins Sell offers (spec 000 §2: Sell lists what the customer holds): wallets with an
 * available amount above 0. Choice: largest native value first, ties by symbol.
 */
export function heldCoinsForSale<H extends HeldCoin>(wallets: readonly H[]): readonly H[] {
  return wallets
    .filter((wallet) => wallet.available.greaterThan(0))
    .sort((a, b) => b.nativeValue.comparedTo(a.nativeValue) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

/** The baskets Sell offers: owned (balance above 0) and shown for selling (preset origin, spec 000 §3). */
export const ownedBasketsForSale = <B extends Basket>(baskets: readonly B[]): readonly B[] =>
  baskets.filter((basket) => isOwned(basket) && isOfferShown(basket, 'sell'));

/**
 * Whether a basket matches a search keyword. Choice: as for coins (coin-list-filter.ts), the
 * trimmed keyword case-insensitively anywhere in the title or a constituent's symbol ("eth" finds
 * every basket holding ETH); a blank keyword matches every basket.
 */
export function basketMatchesKeyword(basket: Pick<Basket, 'title' | 'coins'>, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || basket.title.toLowerCase().includes(wanted) || basket.coins.some((symbol) => symbol.toLowerCase().includes(wanted));
}
