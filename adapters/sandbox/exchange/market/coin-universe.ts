import { coinSlug } from '../../../../domain/market/coin-row';
import { Money } from '../../../../domain/money/decimal';
import type { CoinFeatures } from '../../../../domain/trade/pre-quote-check';
import { COIN_UNIVERSE_DATA } from './coin-universe-data';

/** One coin of the sandbox market (spec 000 §3 coin detail, spec 001 §3 coin list item). */
export interface ListedCoin {
  /** The coin's id in every coin call (rails_ids, favourites): the symbol in lower case. */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  /** The coin page /hub/price/{slug} (spec 001 §2), from the domain's coinSlug. */
  readonly slug: string;
  readonly maxFraction: number;
  /** Reference price in USD; the market walks around it. Its written decimals are the price tick. */
  readonly basePrice: string;
  /** Decimals of the coin's USD price (the base price's). */
  readonly priceDecimals: number;
  /** Coin amounts are whole multiples of it (spec 000 §3 lot_size), when the coin has one. */
  readonly lotSize?: string;
  readonly circulatingSupply: string;
  readonly maxSupply: string | undefined;
  /** 1 for the largest market value at the base prices. */
  readonly rank: number;
  readonly features: CoinFeatures;
  readonly delisted: boolean;
  /** How long before the sandbox started the coin was listed. */
  readonly listedDaysBeforeStart: number;
  readonly categoryIds: readonly string[];
}

const NO_FEATURES: CoinFeatures = { exchange: false, purchase: false, vibanPurchase: false, vibanOut: false };

type Unranked = Omit<ListedCoin, 'rank'>;

function parseLine(line: string): Unranked {
  const fields = line.split('|');
  const [symbol, name, basePrice, circulating, max, fraction, lot, flags, days, categories] = fields;
  if (
    fields.length !== 10 ||
    symbol === undefined ||
    name === undefined ||
    basePrice === undefined ||
    circulating === undefined ||
    max === undefined ||
    fraction === undefined ||
    lot === undefined ||
    flags === undefined ||
    days === undefined ||
    categories === undefined
  ) {
    throw new Error(`coin universe: malformed line ${line}`);
  }
  const delisted = flags.includes('D');
  return {
    id: symbol.toLowerCase(),
    symbol,
    name,
    slug: coinSlug(name, symbol),
    maxFraction: Number.parseInt(fraction, 10),
    basePrice,
    priceDecimals: basePrice.split('.')[1]?.length ?? 0,
    ...(lot === '-' ? {} : { lotSize: lot }),
    circulatingSupply: circulating,
    maxSupply: max === '-' ? undefined : max,
    features: delisted
      ? NO_FEATURES
      : { exchange: flags.includes('E'), purchase: flags.includes('P'), vibanPurchase: flags.includes('V'), vibanOut: flags.includes('O') },
    delisted,
    listedDaysBeforeStart: Number.parseInt(days, 10),
    categoryIds: categories.split(','),
  };
}

const baseMarketCap = (coin: Unranked) => new Money(coin.basePrice).times(coin.circulatingSupply);

/**
 * Every coin the sandbox knows in rank order, the delisted ones last. Choice: the rank is fixed,
 * by market value at the base prices (ties by symbol), as ranks change slowly.
 */
export const COIN_UNIVERSE: readonly ListedCoin[] = COIN_UNIVERSE_DATA.trim()
  .split('\n')
  .map(parseLine)
  .sort((a, b) => Number(a.delisted) - Number(b.delisted) || baseMarketCap(b).comparedTo(baseMarketCap(a)) || (a.symbol < b.symbol ? -1 : 1))
  .map((coin, index) => ({ ...coin, rank: index + 1 }));

/** The coins the market lists: every coin but the delisted ones, in rank order. */
export const LISTED_COINS: readonly ListedCoin[] = COIN_UNIVERSE.filter((coin) => !coin.delisted);
