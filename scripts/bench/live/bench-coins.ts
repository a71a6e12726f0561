import type { CoinInfo, CoinsPort } from '../../../application/ports/coins-port';
import type { Screener } from '../../../domain/market/coin-category';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { ok, type Result } from '../../../domain/shared/result';

/** The bench's market: `count` synthetic coins, prices spread over every display band. */
export function benchCoins(count: number, now: number): CoinInfo[] {
  return Array.from({ length: count }, (_, i) => {
    const symbol = `C${String(i).padStart(3, '0')}`;
    const price = dec(String(((i * 7919) % 100_000) + 1)).dividedBy(i % 5 === 0 ? '1000' : '1');
    return {
      id: symbol.toLowerCase(),
      name: `Coin ${String(i)}`,
      symbol: currencyCode(symbol),
      slug: `coin-${String(i)}`,
      iconImageUrl: '',
      coinInfoSymbol: symbol,
      displaySymbol: symbol,
      nativeCurrency: currencyCode('USD'),
      rank: i + 1,
      price,
      marketCap: price.times(String(1_000_000 + i)),
      percentage: dec(String((i % 41) - 20))
        .dividedBy('3')
        .toDecimalPlaces(2),
      percentChange1h: dec(String((i % 13) - 6))
        .dividedBy('7')
        .toDecimalPlaces(2),
      volume24h: dec(String(1_000_000 - i * 997)),
      circulatingSupply: dec('1000000'),
      maxSupply: undefined,
      listedAt: now - (i % 60) * 86_400_000,
      categoryIds: [],
      walletAvailable: undefined,
      maxFraction: 8,
      lotSize: undefined,
      features: { exchange: true, purchase: true, vibanPurchase: true, vibanOut: true },
    };
  });
}

/** A coin's 1D ticker prices: 48 half-hour points around its price. */
export const benchTickerPrices = (coin: CoinInfo): Dec[] => Array.from({ length: 48 }, (_, i) => coin.price.times(String(1 + ((i % 7) - 3) / 100)));

/**
 * A network answer: in a task of its own, as a fetch's answer is, never within the task that
 * asked (the fake ports answer in a microtask, which would count the answer's render and layout in
 * the same frame as the click).
 */
const answer = <T>(value: T): Promise<Result<T, never>> => new Promise((done) => setTimeout(() => done(ok(value)), 0));

/**
 * The coin list, screeners and tickers of `coins`, for the fake coins port's instance. Every
 * answer's data is made once, up front: the synthetic data's own Decimals are not the page's work.
 */
export function benchCoinCalls(coins: readonly CoinInfo[], now: number): Pick<CoinsPort, 'getCoinList' | 'getScreener' | 'getTickers'> {
  const byChange = (sign: 1 | -1) => [...coins].sort((a, b) => sign * (b.percentage ?? dec('0')).comparedTo(a.percentage ?? dec('0'))).slice(0, 100);
  const screeners: Partial<Record<Screener, readonly CoinInfo[]>> = { top_gainers: byChange(1), top_losers: byChange(-1) };
  const tickers = new Map(
    coins.map((coin) => [
      coin.symbol,
      {
        symbol: coin.symbol,
        coinInfoSymbol: coin.symbol,
        period: '1D',
        interval: 'low',
        price: coin.price,
        nativeCurrency: coin.nativeCurrency,
        percentage: coin.percentage ?? dec('0'),
        points: benchTickerPrices(coin).map((price, i) => ({ at: now - (47 - i) * 1_800_000, price })),
      },
    ]),
  );
  return {
    getCoinList: (request) => {
      const size = request.pageSize ?? 100;
      const index = request.pageIndex ?? 1;
      return answer({ coins: coins.slice((index - 1) * size, index * size), pageIndex: index, pageSize: size, total: coins.length });
    },
    getScreener: (screener: Screener) => answer(screeners[screener] ?? coins.slice(0, 100)),
    getTickers: (request) => answer(request.symbols.flatMap((symbol) => tickers.get(symbol) ?? [])),
  };
}

const made = new WeakMap<readonly CoinInfo[], Map<number, string>>();

/**
 * A live-prices event's data with every coin's price moved by `step` ticks (the wire's JSON), made
 * once per coin list and step: the pages make their events in `prepare`, before the measured call,
 * so the synthetic generator's own work (Decimals, JSON) is not counted as the page's.
 */
export function priceEvent(coins: readonly CoinInfo[], step: number): string {
  let events = made.get(coins);
  if (events === undefined) {
    events = new Map();
    made.set(coins, events);
  }
  const known = events.get(step);
  if (known !== undefined) return known;
  const text = makePriceEvent(coins, step);
  events.set(step, text);
  return text;
}

function makePriceEvent(coins: readonly CoinInfo[], step: number): string {
  return JSON.stringify({
    coin_prices: coins.map((coin, i) => ({
      id: coin.id,
      symbol: coin.symbol,
      price_native: { amount: coin.price.plus(dec(String(((step + i) % 9) + 1)).dividedBy('100')).toFixed(), currency: 'USD' },
      percent_change_24h_native: dec(String(((step + i) % 41) - 20))
        .dividedBy('3')
        .toDecimalPlaces(2)
        .toFixed(),
    })),
  });
}
