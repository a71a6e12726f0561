import fc from 'fast-check';
import { currencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';
import { coinSlug, type CoinRow } from '../../domain/market/coin-row';
import type { FavouriteOp } from '../../domain/market/favourites';
import type { LivePrice } from '../../domain/market/live-price-batch';
import { decimalAmount, positivePrice } from './money';

/**
 * Market arbitraries: coin rows with Decimal fields, favourite ops and live price updates.
 * Values are drawn partly from small pools so that ties (equal prices, equal ranks) and repeated
 * coin ids are common: that is where sort stability and "last update wins" are exercised.
 */

/** A small pool of coin ids, so that ops and updates hit the same coins often. */
export const coinId = fc.constantFrom('btc', 'eth', 'sol', 'cro', 'ada', 'dot', 'xrp', 'doge');

/** An amount that is often one of a few common values, so rows tie often. */
const tieProne = (amount: fc.Arbitrary<Dec>): fc.Arbitrary<Dec> => fc.oneof(amount, fc.constantFrom('0.5', '1', '10', '100').map(dec));

/** A percentage change within -999.99..999.99. */
export const percentChange: fc.Arbitrary<Dec> = tieProne(decimalAmount({ maxIntegerDigits: 3, maxDecimals: 2, signed: true }));

const optional = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 5 });

const coinName = fc.oneof(
  fc.constantFrom('Bitcoin', 'Ethereum', 'bitcoin', 'Bitcoin Cash', 'Crypto.com Coin', 'USD Coin', 'Solana', 'Ávila Token', '狗狗币'),
  fc.string({ maxLength: 12 }),
);

/** A coin table row; ids are unique within a list built by coinRows. */
export const coinRow = (id: string): fc.Arbitrary<CoinRow> =>
  fc
    .record({
      name: coinName,
      symbol: fc.constantFrom('BTC', 'ETH', 'SOL', 'CRO', 'USDC'),
      price: tieProne(positivePrice()),
      marketCap: optional(tieProne(decimalAmount({ maxDecimals: 2 }))),
      percentage: optional(percentChange),
      rank: optional(fc.integer({ min: 1, max: 20 })),
      volume24h: optional(tieProne(decimalAmount({ maxDecimals: 2 }))),
      percentChange1h: optional(percentChange),
    })
    .map((r) => ({
      id,
      slug: coinSlug(r.name, r.symbol),
      coinSymbol: currencyCode(r.symbol),
      name: r.name,
      price: r.price,
      marketCap: r.marketCap,
      percentage: r.percentage,
      rank: r.rank,
      volume24h: r.volume24h,
      percentChange1h: r.percentChange1h,
    }));

/** A list of coin rows with distinct ids. */
export const coinRows = (maxLength = 30): fc.Arbitrary<CoinRow[]> =>
  fc.integer({ min: 0, max: maxLength }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => coinRow(`coin-${i}`))));

/** Favourite ids without duplicates, from the coin pool. */
export const favourites: fc.Arbitrary<string[]> = fc.uniqueArray(coinId, { maxLength: 8 });

export const favouriteOp: fc.Arbitrary<FavouriteOp> = fc.record({ type: fc.constantFrom('add' as const, 'remove' as const), coinId });

/** A live price update for a coin of the pool. */
export const livePrice: fc.Arbitrary<LivePrice> = fc.oneof(
  fc.record({ coinId, price: tieProne(positivePrice()).map((p) => p.toFixed()) }),
  fc.record({ coinId, price: tieProne(positivePrice()).map((p) => p.toFixed()), percentage: percentChange.map((p) => p.toFixed()) }),
);

export const livePriceUpdates = (maxLength = 12): fc.Arbitrary<LivePrice[]> => fc.array(livePrice, { maxLength });
