import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, ZERO } from '../../../domain/money/decimal';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { sellRate } from '../../../domain/trade/sell-rate';
import { fiatForCoins } from '../../../domain/trade/conversion';
import { amountWithDecimals, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const BTC = currencyCode('BTC');
const ETH = currencyCode('ETH');

const coinPair = (rate: Dec): LiveRates => ({
  fromCurrency: BTC,
  toCurrency: ETH,
  keyCurrency: ETH,
  lotSize: undefined,
  threshold: { min: undefined, max: undefined },
  rates: [{ inputCurrency: BTC, tiers: [{ amount: ZERO, rate }] }],
});

describe('sell rate, properties', () => {
  it('an inverted rate never gives more of the coin received than the exact conversion', () => {
    fc.assert(
      fc.property(positivePrice({ maxIntegerDigits: 4 }), amountWithDecimals(8, 6), (keyPrice, sold) => {
        const rate = sellRate(coinPair(keyPrice), BTC, BTC, sold);
        expect(rate).toBeDefined();
        if (rate === undefined) return;
        const received = fiatForCoins(sold, rate, 8);
        expect(exact(received).lessThanOrEqualTo(exact(sold).dividedBy(exact(keyPrice)))).toBe(true);
        expect(exact(rate).times(exact(keyPrice)).lessThanOrEqualTo(1)).toBe(true);
      }),
      RUNS,
    );
  });
});
