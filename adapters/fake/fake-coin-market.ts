import type { CoinInfo, Ticker } from '../../application/ports/coins-port';
import { coinSlug } from '../../domain/market/coin-row';
import { type CurrencyCode, currencyCode } from '../../domain/money/currency';
import { type Dec, dec, Rounding, roundTo, ZERO } from '../../domain/money/decimal';
import type { CoinFeatures } from '../../domain/trade/pre-quote-check';

/** A coin of the fake market: fixed USD figures, changes in percent. */
export interface FakeCoin {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly slug: string;
  /** 1 for the first coin of the list. */
  readonly rank: number;
  readonly priceUsd: Dec;
  /** Decimals of the price (the USD price's, at least 2). */
  readonly priceDecimals: number;
  readonly change24h: Dec;
  readonly change1h: Dec;
  readonly marketCapUsd: Dec;
  readonly volume24hUsd: Dec;
  readonly circulatingSupply: Dec;
  readonly maxSupply: Dec | undefined;
  readonly maxFraction: number;
  readonly lotSize: Dec | undefined;
  readonly features: CoinFeatures;
  readonly listedDaysAgo: number;
  readonly categoryIds: readonly string[];
}

const TRADABLE: CoinFeatures = { exchange: true, purchase: true, vibanPurchase: true, vibanOut: true };
const EXCHANGE_ONLY: CoinFeatures = { exchange: true, purchase: false, vibanPurchase: false, vibanOut: false };

/** symbol, name, USD price, circulating supply, max fraction, categories, days since listing. */
type Row = readonly [string, string, string, string, number, string, number];

/** The named coins, in rank order; LEO can be exchanged but not bought. */
const NAMED: readonly Row[] = [
  ['BTC', 'Bitcoin', '67250.00', '19700000', 8, 'layer_1,payments', 2900],
  ['ETH', 'Ethereum', '3480.50', '120200000', 8, 'layer_1,defi', 2900],
  ['USDT', 'Tether', '1.0000', '112000000000', 6, 'stablecoin', 2600],
  ['SOL', 'Solana', '151.20', '462000000', 6, 'layer_1', 1500],
  ['XRP', 'XRP', '0.5230', '55600000000', 4, 'payments', 2700],
  ['DOGE', 'Dogecoin', '0.1623', '144800000000', 4, 'meme,payments', 2700],
  ['ADA', 'Cardano', '0.4580', '35400000000', 4, 'layer_1', 2600],
  ['SHIB', 'Shiba Inu', '0.00002450', '589000000000000', 0, 'meme', 1300],
  ['BCH', 'Bitcoin Cash', '470.10', '19700000', 8, 'payments', 2500],
  ['LTC', 'Litecoin', '72.30', '74800000', 8, 'payments', 2900],
  ['CRO', 'Cronos', '0.0921', '27000000000', 4, 'layer_1,exchange_token', 2100],
  ['LEO', 'UNUS SED LEO', '5.8100', '925000000', 4, 'exchange_token', 1900],
  ['XMR', 'Monero', '165.00', '18400000', 8, 'privacy', 2800],
  ['PEPE', 'Pepe', '0.00001180', '420690000000000', 0, 'meme', 12],
];
const FILLER_CATEGORIES = ['defi', 'ai', 'gaming', 'layer_2'];
/** Choice: about as many coins as a real list, so paging (100 a page) has three pages. */
const FILLERS = 196;

const fillerRow = (n: number): Row => {
  const cents = String(n % 100).padStart(2, '0');
  return [
    `FK${String(n).padStart(3, '0')}`,
    `Fake Coin ${String(n)}`,
    `${String((n % 97) + 1)}.${cents}`,
    `${String((FILLERS + 1 - n) * 1_000_000)}`,
    6,
    FILLER_CATEGORIES[n % 4] ?? 'defi',
    n <= 3 ? n * 7 : 100 + n,
  ];
};

/** A change in percent drawn from the rank, between -span and +span with 2 decimals; never 0. */
const changeOf = (rank: number, prime: number, span: number): Dec => {
  const steps = span * 100;
  const drawn = ((rank * prime) % (2 * steps + 1)) - steps;
  return dec(String(drawn === 0 ? 1 : drawn)).dividedBy(100);
};

function coinOf(row: Row, index: number): FakeCoin {
  const [symbol, name, price, supply, maxFraction, categories, listedDaysAgo] = row;
  const rank = index + 1;
  const priceUsd = dec(price);
  const marketCapUsd = roundTo(priceUsd.times(supply), 2, Rounding.down);
  return {
    id: symbol.toLowerCase(),
    symbol,
    name,
    slug: coinSlug(name, symbol),
    rank,
    priceUsd,
    priceDecimals: Math.max(price.split('.')[1]?.length ?? 0, 2),
    change24h: changeOf(rank, 7919, 10),
    change1h: changeOf(rank, 104_729, 2),
    marketCapUsd,
    volume24hUsd: roundTo(marketCapUsd.times(1 + (rank % 15)).dividedBy(100), 2, Rounding.down),
    circulatingSupply: dec(supply),
    maxSupply: symbol === 'BTC' || symbol === 'BCH' || symbol === 'LTC' ? dec(symbol === 'LTC' ? '84000000' : '21000000') : undefined,
    maxFraction,
    lotSize: maxFraction === 0 ? dec('1000') : undefined,
    features: symbol === 'LEO' ? EXCHANGE_ONLY : TRADABLE,
    listedDaysAgo,
    categoryIds: categories.split(','),
  };
}

/** Every coin of the fake market, in rank order. */
export const FAKE_COINS: readonly FakeCoin[] = [...NAMED, ...Array.from({ length: FILLERS }, (_, i) => fillerRow(i + 1))].map(coinOf);

/** The fake's exchange rates: units of each native currency a US dollar buys. */
export const FAKE_NATIVE_PER_USD: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  SGD: '1.35',
  AUD: '1.52',
  CAD: '1.37',
  AED: '3.6725',
  BRL: '5.45',
};

const DAY_MS = 86_400_000;
/** Choice: the 1D ticker has a point every 30 minutes. */
const TICKER_STEP_MS = 30 * 60_000;

/** A fake coin as the coins port gives it, priced at `nativePerUsd`: prices to their decimals, other amounts to cents. */
export function coinInfoOf(
  c: FakeCoin,
  nativePerUsd: string,
  view: { readonly nativeCurrency: CurrencyCode; readonly listedAt: number; readonly walletAvailable: Dec },
): CoinInfo {
  const inNative = (usd: Dec, decimals = 2) => roundTo(usd.times(nativePerUsd), decimals, Rounding.halfUp);
  return {
    id: c.id,
    name: c.name,
    symbol: currencyCode(c.symbol),
    slug: c.slug,
    iconImageUrl: `/api/coin-icons/${c.id}.svg`,
    coinInfoSymbol: c.symbol,
    displaySymbol: c.symbol,
    rank: c.rank,
    price: inNative(c.priceUsd, c.priceDecimals),
    percentage: c.change24h,
    percentChange1h: c.change1h,
    marketCap: inNative(c.marketCapUsd),
    volume24h: inNative(c.volume24hUsd),
    circulatingSupply: c.circulatingSupply,
    maxSupply: c.maxSupply,
    categoryIds: c.categoryIds,
    maxFraction: c.maxFraction,
    lotSize: c.lotSize,
    features: c.features,
    ...view,
  };
}

/** A coin's last day on a 30-minute grid ending `now`: a straight line from the price 24 h ago to the price now. */
export function tickerOf(info: CoinInfo, now: number, period: string, interval: string): Ticker {
  const change = info.percentage ?? ZERO;
  const start = info.price.dividedBy(change.dividedBy(100).plus(1));
  const points: { at: number; price: Dec }[] = [];
  for (let at = Math.ceil((now - DAY_MS) / TICKER_STEP_MS) * TICKER_STEP_MS; at < now; at += TICKER_STEP_MS) {
    const share = dec(String(at - (now - DAY_MS))).dividedBy(DAY_MS);
    points.push({ at, price: roundTo(start.plus(info.price.minus(start).times(share)), 8, Rounding.halfUp) });
  }
  points.push({ at: now, price: info.price });
  return {
    symbol: info.symbol,
    coinInfoSymbol: info.coinInfoSymbol,
    period,
    interval,
    price: info.price,
    nativeCurrency: info.nativeCurrency,
    percentage: change,
    points,
  };
}
