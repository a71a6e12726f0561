import { type BasketWeight, normaliseWeights } from '../../../../domain/basket/basket-allocation';
import { priceChangePercent } from '../../../../domain/market/coin-row';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { type Dec, Money, Rounding, ZERO, roundTo } from '../../../../domain/money/decimal';
import { fiatForCoins } from '../../../../domain/trade/conversion';
import type { SandboxContext } from '../sandbox-context';
import { nativePerUsd, usdToNative } from '../market';
import type { CatalogueOffer } from './basket-catalogue';
import { basketOwner } from './basket-slice';

/** Performance periods an offer reports (spec 000 §3 price_change{percentage, period}); the first is the default. */
export const PERFORMANCE_PERIODS: readonly { readonly period: string; readonly ms: number }[] = [
  { period: '24h', ms: 86_400_000 },
  { period: '7d', ms: 7 * 86_400_000 },
  { period: '30d', ms: 30 * 86_400_000 },
  { period: '1y', ms: 365 * 86_400_000 },
];

export interface Holding {
  readonly symbol: string;
  readonly amount: Dec;
}

/** Market prices of basket constituents in any supported fiat, and the value of baskets. */
export class BasketPricing {
  constructor(private readonly context: SandboxContext) {}

  /** Native units per one USD; undefined for a fiat the sandbox does not convert. */
  nativePerUsd(currency: string): Dec | undefined {
    return nativePerUsd(currency);
  }

  /** An amount in `currency` in USD, rounded down to cents (spec 000 §5: conversions round down). */
  toUsd(amount: Dec, currency: string): Dec {
    return roundTo(amount.dividedBy(this.rate(currency)), 2, Rounding.down);
  }

  /** A USD amount in `currency`, rounded down to its decimals. */
  fromUsd(amountUsd: Dec, currency: string): Dec {
    const amount = usdToNative(amountUsd, currency, fiatFractionDigits(currencyCode(currency)));
    if (amount === undefined) throw new Error(`no USD rate for ${currency}`);
    return amount;
  }

  /** The offer's constituents the market lists now, as percentages of 100. */
  weights(offer: CatalogueOffer): readonly BasketWeight[] {
    const listed = offer.coins.filter((c) => this.context.market.coin(c.symbol) !== undefined);
    return normaliseWeights(listed.map((c) => ({ symbol: currencyCode(c.symbol), weight: new Money(c.share) })));
  }

  /** One coin's price in `currency` at `at` (epoch ms), unrounded. */
  price(symbol: string, currency: string, at = this.context.now()): Dec {
    const coin = this.context.market.coin(symbol);
    if (coin === undefined) throw new Error(`basket constituent ${symbol} is not listed`);
    return this.context.market.priceAt(coin, at).times(this.rate(currency));
  }

  maxFraction(symbol: string): number {
    return this.context.market.coin(symbol)?.maxFraction ?? 8;
  }

  /** What an instance holds, from the ledger. */
  holdings(instanceId: string): readonly Holding[] {
    return this.context.ledger.holdings(basketOwner(instanceId)).map((h) => ({ symbol: h.currency, amount: h.amount }));
  }

  /** Holdings valued in `currency`, each rounded down to its decimals (spec 000 §3 balance). */
  value(holdings: readonly Holding[], currency: string): Dec {
    const decimals = fiatFractionDigits(currencyCode(currency));
    return holdings.reduce((sum, h) => sum.plus(fiatForCoins(h.amount, this.price(h.symbol, currency), decimals)), ZERO);
  }

  /** The price change over a period of the offer's constituents at their weights (a basket worth 100 then), in percent. */
  performance(offer: CatalogueOffer, periodMs: number): Dec {
    const now = this.context.now();
    const worthNow = this.weights(offer).reduce(
      (sum, w) => sum.plus(w.weight.times(this.price(w.symbol, 'USD', now)).dividedBy(this.price(w.symbol, 'USD', now - periodMs))),
      ZERO,
    );
    return priceChangePercent(new Money(100), worthNow);
  }

  private rate(currency: string): Dec {
    const rate = this.nativePerUsd(currency);
    if (rate === undefined) throw new Error(`no USD rate for ${currency}`);
    return rate;
  }
}
