import { type Dec, Money, Rounding } from '../../../domain/money/decimal';
import { roundTo } from '../../../domain/money/rounding';

export interface ListedCoin {
  readonly symbol: string;
  readonly name: string;
  readonly maxFraction: number;
  /** Reference price in USD; the market moves around it. */
  readonly basePrice: string;
}

export const LISTED_COINS: readonly ListedCoin[] = [
  { symbol: 'BTC', name: 'Bitcoin', maxFraction: 8, basePrice: '67250.00' },
  { symbol: 'ETH', name: 'Ethereum', maxFraction: 8, basePrice: '3480.50' },
  { symbol: 'SOL', name: 'Solana', maxFraction: 6, basePrice: '151.20' },
  { symbol: 'CRO', name: 'Cronos', maxFraction: 4, basePrice: '0.0921' },
];

export const FIAT_CURRENCIES = ['USD'] as const;

/** Prices move every 5 s within ±0.20 %, deterministically from the seed and the time. */
const STEP_MS = 5_000;
const SPREAD_BPS = 20;

export class Market {
  constructor(private readonly seed: number) {}

  coin(symbol: string): ListedCoin | undefined {
    return LISTED_COINS.find((c) => c.symbol === symbol);
  }

  /** USD price of one coin at a moment; prices keep 2 decimals, or 4 below 1 USD. */
  priceAt(coin: ListedCoin, now: number): Dec {
    const bucket = Math.floor(now / STEP_MS);
    const offsetBps = (hash(`${this.seed}:${coin.symbol}:${bucket}`) % (2 * SPREAD_BPS + 1)) - SPREAD_BPS;
    const base = new Money(coin.basePrice);
    const moved = base.times(new Money(10_000 + offsetBps)).dividedBy(10_000);
    return roundTo(moved, base.lessThan(1) ? 4 : 2, Rounding.halfUp);
  }
}

/** FNV-1a, enough to scatter price steps; not for security. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
