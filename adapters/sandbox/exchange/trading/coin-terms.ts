import { type Dec, Money, Rounding, roundTo } from '../../../../domain/money/decimal';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import type { AmountPrecision } from '../../../../domain/money/lot-size';
import { usableLotSize } from '../../../../domain/rates/live-rates';
import type { CoinFeatures } from '../../../../domain/trade/pre-quote-check';
import { fiatToFiat, type ListedCoin, nativePerUsd } from '../market';
import type { SandboxContext } from '../sandbox-context';

/** A currency as a trade sees it: a listed coin of the market (with its lot and features) or a fiat the market converts. */
export type TradeCurrency =
  | { readonly kind: 'coin'; readonly symbol: string; readonly coin: ListedCoin; readonly precision: AmountPrecision; readonly features: CoinFeatures }
  | { readonly kind: 'fiat'; readonly symbol: string; readonly precision: AmountPrecision; readonly perUsd: Dec };

export function tradeCurrency(context: SandboxContext, symbol: string): TradeCurrency | undefined {
  const perUsd = nativePerUsd(symbol);
  if (perUsd !== undefined) return { kind: 'fiat', symbol, precision: { maxFraction: fiatFractionDigits(currencyCode(symbol)) }, perUsd };
  const coin = context.market.coin(symbol);
  if (coin === undefined) return undefined;
  const lotSize = usableLotSize(coin.lotSize === undefined ? undefined : new Money(coin.lotSize));
  const precision = lotSize === undefined ? { maxFraction: coin.maxFraction } : { maxFraction: coin.maxFraction, lotSize };
  return { kind: 'coin', symbol: coin.symbol, coin, precision, features: coin.features };
}

/** USD value of one unit of a trade currency now (the market prices coins in USD). */
export function usdValue(context: SandboxContext, currency: TradeCurrency): Dec {
  return currency.kind === 'fiat' ? new Money(1).dividedBy(currency.perUsd) : context.market.priceAt(currency.coin, context.now());
}

/** An amount of one fiat in another through USD at the market's reference rates, rounded down to the target's decimals. */
export function convertFiat(amount: Dec, from: string, to: string): Dec {
  const decimals = fiatFractionDigits(currencyCode(to));
  return fiatToFiat(amount, from, to, decimals) ?? roundTo(amount, decimals, Rounding.down);
}

/**
 * Decimals a price keeps: 2 from 1 upwards, otherwise at least `minBelowOne` and enough for
 * `significant` significant digits (a coin worth 0.0000003 USD still has a price).
 */
export const priceDecimals = (price: Dec, minBelowOne: number, significant: number): number =>
  price.greaterThanOrEqualTo(1) ? 2 : Math.max(minBelowOne, significant - 1 - price.e);

/** The market's mid price of one coin in a fiat, now: 2 decimals from 1 upwards, else 6 significant digits (6 decimals at least). */
export function midPrice(context: SandboxContext, coin: ListedCoin, fiat: string): Dec {
  const price = context.market.priceAt(coin, context.now()).times(nativePerUsd(fiat) ?? 1);
  return roundTo(price, priceDecimals(price, 6, 6), Rounding.halfUp);
}
