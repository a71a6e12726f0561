import { priceChangePercent } from '../../../domain/market/coin-row';
import { type Dec, Money, Rounding, roundTo } from '../../../domain/money/decimal';
import { COIN_UNIVERSE, LISTED_COINS, type ListedCoin } from './market/coin-universe';
import { draw, PRICE_STEP_MS, volatilityOf, walkKey, walkOffsetPpm } from './market/price-walk';

export { COIN_UNIVERSE, LISTED_COINS, type ListedCoin } from './market/coin-universe';
export { FIAT_CURRENCIES, fiatToFiat, NATIVE_PER_USD, nativePerUsd, usdToNative } from './market/fx-rates';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** One point of a price history: a moment (epoch ms) and the price then. */
export interface PricePoint {
  readonly at: number;
  readonly price: Dec;
}

/** A coin's market figures at a moment, in USD; changes in percent. */
export interface CoinStats {
  readonly price: Dec;
  readonly change24h: Dec;
  readonly change1h: Dec;
  readonly marketCap: Dec;
  readonly volume24h: Dec;
}

const BY_SYMBOL = new Map(LISTED_COINS.map((coin) => [coin.symbol, coin]));
const BY_ID = new Map(LISTED_COINS.map((coin) => [coin.id, coin]));
const VOLUME_LAYER = 99;
/** Prices remembered at most (207 coins over a few dozen steps: the charts' history reads many). */
const PRICE_MEMO_SIZE = 20_000;

interface Walker {
  readonly key: number;
  readonly volatility: number;
}

/**
 * The sandbox market: the listed coins and their USD prices, a deterministic random walk of the
 * seed and the time (market/price-walk.ts), so the same seed prices every moment the same way.
 * Changes, volumes, market values and price histories all come from the same walk.
 */
export class Market {
  private readonly walkers: ReadonlyMap<string, Walker>;
  /** Prices by coin and 5 s step (a Dec is immutable, so one instance serves every reader). */
  private readonly prices = new Map<string, Dec>();

  constructor(seed: number) {
    this.walkers = new Map(COIN_UNIVERSE.map((coin) => [coin.symbol, { key: walkKey(seed, coin.symbol), volatility: volatilityOf(coin.categoryIds) }]));
  }

  /** A listed coin by symbol (delisted coins are not listed). */
  coin(symbol: string): ListedCoin | undefined {
    return BY_SYMBOL.get(symbol);
  }

  /** A listed coin by id (rails_ids, favourites). */
  coinById(id: string): ListedCoin | undefined {
    return BY_ID.get(id);
  }

  /** Every listed coin, in rank order. */
  coins(): readonly ListedCoin[] {
    return LISTED_COINS;
  }

  /**
   * USD price of one coin at a moment, to the coin's price tick; it holds for a 5 s step, so a
   * step's price is computed once (every valuation of every request in that step reads it).
   */
  priceAt(coin: ListedCoin, at: number): Dec {
    const key = `${coin.symbol}@${String(Math.floor(at / PRICE_STEP_MS))}`;
    const known = this.prices.get(key);
    if (known !== undefined) return known;
    const walker = this.walker(coin);
    const ppm = walkOffsetPpm(walker.key, walker.volatility, at);
    const price = roundTo(new Money(coin.basePrice).times(new Money(`${1_000_000 + ppm}e-6`)), coin.priceDecimals, Rounding.halfUp);
    if (this.prices.size >= PRICE_MEMO_SIZE) this.prices.clear();
    this.prices.set(key, price);
    return price;
  }

  /**
   * The coin's figures at `at`: the price, its change over 24 h and 1 h, the market value
   * (circulating supply times the price) and the USD traded over 24 h, both rounded down to
   * cents. Choice: the 24 h volume is a share of the market value between 1 % and 15 %, drawn per
   * coin and hour from the seed.
   */
  stats(coin: ListedCoin, at: number): CoinStats {
    const price = this.priceAt(coin, at);
    const marketCap = roundTo(price.times(coin.circulatingSupply), 2, Rounding.down);
    const turnoverBps = Math.round(100 + 1_400 * draw(this.walker(coin).key, VOLUME_LAYER, Math.floor(at / HOUR_MS)));
    return {
      price,
      change24h: priceChangePercent(this.priceAt(coin, at - DAY_MS), price),
      change1h: priceChangePercent(this.priceAt(coin, at - HOUR_MS), price),
      marketCap,
      volume24h: roundTo(marketCap.times(turnoverBps).dividedBy(10_000), 2, Rounding.down),
    };
  }

  /**
   * USD prices over the period that ends at `at`: one point every interval on the clock's grid,
   * then the price at `at` itself, so a chart ends on the live price.
   */
  history(coin: ListedCoin, at: number, periodMs: number, intervalMs: number): readonly PricePoint[] {
    const points: PricePoint[] = [];
    for (let t = Math.ceil((at - periodMs) / intervalMs) * intervalMs; t < at; t += intervalMs) points.push({ at: t, price: this.priceAt(coin, t) });
    return [...points, { at, price: this.priceAt(coin, at) }];
  }

  private walker(coin: ListedCoin): Walker {
    const walker = this.walkers.get(coin.symbol);
    if (walker === undefined) throw new Error(`${coin.symbol} is not a coin of the market`);
    return walker;
  }
}
