import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode } from '../../../../domain/money/currency';
import { type Dec, Money, Rounding, roundTo } from '../../../../domain/money/decimal';
import type { LiveRates, RateTier } from '../../../../domain/rates/live-rates';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { midPrice, priceDecimals, type TradeCurrency, tradeCurrency, usdValue } from './coin-terms';

/** Quote thresholds in the pair's fiat (the same figures in every fiat), or their USD value for coin pairs. */
export const QUOTE_MIN = '1.00';
export const QUOTE_MAX = '25000.00';
/** The spread the customer pays on the mid price, in basis points, before volume and Prime discounts. */
export const SPREAD_BPS = 25;
/** Volume tiers: from these amounts (USD value) the spread is this much smaller, in basis points. */
export const VOLUME_TIERS: readonly { readonly fromUsd: string; readonly discountBps: number }[] = [
  { fromUsd: '0', discountBps: 0 },
  { fromUsd: '1000', discountBps: 5 },
  { fromUsd: '10000', discountBps: 10 },
];
/** Choice: Prime regular users' rates (spec 000 §6) are 10 basis points better on every tier. */
export const PRIME_DISCOUNT_BPS = 10;

/** A supported pair: both currencies, the live rates, and which currency is the key. */
export interface Pair {
  readonly from: TradeCurrency;
  readonly to: TradeCurrency;
  /** The coin the rate prices. */
  readonly key: Extract<TradeCurrency, { kind: 'coin' }>;
  readonly rates: LiveRates;
}

const bps = (n: number): Dec => new Money(10_000 + n).dividedBy(10_000);

/**
 * The key's price in the other currency for a volume tier: the customer buying the key pays the
 * spread above the mid price, the customer selling it gets the spread below.
 */
function tierRate(mid: Dec, keyIsBought: boolean, discountBps: number, decimals: number): Dec {
  const spread = SPREAD_BPS - discountBps;
  return roundTo(mid.times(bps(keyIsBought ? spread : -spread)), decimals, Rounding.halfUp);
}

/**
 * Live rates of a pair (spec 000 §3): fiat -> coin buys the coin, coin -> fiat sells it (key: the
 * coin, rate in the fiat); coin -> coin buys the target (key: the target, rate in the paying coin).
 * Tiers are listed for amounts typed in either currency; the lot size is the coin's (the bought
 * coin's for coin pairs). Threshold: in the fiat for fiat pairs, in the paying coin for coin pairs.
 */
export function pairRates(context: SandboxContext, fromSymbol: string, toSymbol: string, prime: boolean): SandboxResult<Pair> {
  const from = tradeCurrency(context, fromSymbol);
  const to = tradeCurrency(context, toSymbol);
  if (from === undefined || to === undefined || from.symbol === to.symbol || (from.kind === 'fiat' && to.kind === 'fiat')) {
    return err({ code: ErrorCode.pairNotSupported });
  }
  const key = to.kind === 'coin' ? to : from;
  const other = key === to ? from : to;
  if (key.kind !== 'coin') return err({ code: ErrorCode.pairNotSupported });
  const mid = other.kind === 'fiat' ? midPrice(context, key.coin, other.symbol) : usdValue(context, key).dividedBy(usdValue(context, other));
  // Fiat rates as the mid price; coin rates with 10 significant digits and 4 decimals beyond the paying coin's.
  const rateDecimals = other.kind === 'fiat' ? priceDecimals(mid, 6, 6) : Math.max(other.precision.maxFraction + 4, 9 - mid.e);
  const discount = prime ? PRIME_DISCOUNT_BPS : 0;
  const rateTiers = (currency: TradeCurrency): RateTier[] =>
    VOLUME_TIERS.map((tier) => ({
      amount: roundTo(new Money(tier.fromUsd).dividedBy(usdValue(context, currency)), currency.precision.maxFraction, Rounding.down),
      rate: tierRate(mid, key === to, tier.discountBps + discount, rateDecimals),
    }));
  const thresholdIn = other.kind === 'fiat' ? other : from;
  const threshold =
    thresholdIn.kind === 'fiat'
      ? { min: new Money(QUOTE_MIN), max: new Money(QUOTE_MAX) }
      : {
          min: roundTo(new Money(QUOTE_MIN).dividedBy(usdValue(context, thresholdIn)), thresholdIn.precision.maxFraction, Rounding.up),
          max: roundTo(new Money(QUOTE_MAX).dividedBy(usdValue(context, thresholdIn)), thresholdIn.precision.maxFraction, Rounding.down),
        };
  return ok({
    from,
    to,
    key,
    rates: {
      fromCurrency: currencyCode(from.symbol),
      toCurrency: currencyCode(to.symbol),
      keyCurrency: currencyCode(key.symbol),
      lotSize: (to.kind === 'coin' ? to : from).precision.lotSize,
      threshold,
      rates: [from, to].map((currency) => ({ inputCurrency: currencyCode(currency.symbol), tiers: rateTiers(currency) })),
    },
  });
}
