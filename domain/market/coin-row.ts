import type { CurrencyCode } from '../money/currency';
import { type Dec, Rounding, roundTo } from '../money/decimal';

/** A coin of the coin list (spec 001 §3 "Coin list item" and its listing fields), amounts in the native currency. */
export interface CoinListing {
  readonly id: string;
  readonly name: string;
  readonly symbol: CurrencyCode;
  readonly price: Dec;
  readonly marketCap: Dec | undefined;
  /** Price change over 24 h, in percent. */
  readonly percentage: Dec | undefined;
  readonly percentChange1h: Dec | undefined;
  readonly volume24h: Dec | undefined;
  readonly rank: number | undefined;
}

/**
 * A row of the coin table (spec 001 §3: id, slug, coinSymbol, price, marketCap, percentage, rank),
 * plus the name, 24 h volume and 1 h change the sort keys asset, 24h and 1h need.
 */
export interface CoinRow {
  readonly id: string;
  readonly slug: string;
  readonly coinSymbol: CurrencyCode;
  readonly name: string;
  readonly price: Dec;
  readonly marketCap: Dec | undefined;
  readonly percentage: Dec | undefined;
  readonly rank: number | undefined;
  readonly volume24h: Dec | undefined;
  readonly percentChange1h: Dec | undefined;
}

/**
 * The slug of a coin's page /hub/price/{slug} (spec 001 §2). Choice: the name in lower case,
 * accents dropped, every run of other characters one dash, no dash at either end
 * ("Bitcoin Cash" -> "bitcoin-cash", "Crypto.com Coin" -> "crypto-com-coin"); a name with no
 * letter or digit left uses the symbol the same way.
 */
export function coinSlug(name: string, symbol: string): string {
  return slugify(name) || slugify(symbol);
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The coin detail route for a slug (spec 001 §2). */
export const coinPricePath = (slug: string): string => `/hub/price/${encodeURIComponent(slug)}`;

/** The table row of a coin listing. */
export const toCoinRow = (coin: CoinListing): CoinRow => ({
  id: coin.id,
  slug: coinSlug(coin.name, coin.symbol),
  coinSymbol: coin.symbol,
  name: coin.name,
  price: coin.price,
  marketCap: coin.marketCap,
  percentage: coin.percentage,
  rank: coin.rank,
  volume24h: coin.volume24h,
  percentChange1h: coin.percentChange1h,
});

/**
 * A price change in percent: (after / before - 1) x 100, half up to 2 decimals (the 24 h and 1 h
 * changes of the coin list, spec 001 §3 percentage and percent_change_1h). A price is positive;
 * a `before` of zero or less is a bug.
 */
export function priceChangePercent(before: Dec, after: Dec): Dec {
  if (!before.greaterThan(0)) throw new RangeError(`a price change needs a positive starting price, got ${before.toString()}`);
  return roundTo(after.dividedBy(before).minus(1).times(100), 2, Rounding.halfUp);
}
