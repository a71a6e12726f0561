import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { livePortfolio } from '../../../domain/market/holding-value';
import { dec, Rounding, roundTo, ZERO } from '../../../domain/money/decimal';
import { amountWithDecimals, decimalString } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const SYMBOLS = ['BTC', 'ETH', 'SOL', 'CRO', 'ADA'] as const;

const held = fc.uniqueArray(
  fc.record({
    currency: fc.constantFrom(...SYMBOLS),
    available: amountWithDecimals(8, 4),
    nativeAvailable: amountWithDecimals(2, 7),
    nativeCurrency: fc.constantFrom('USD', 'USD', 'USD', 'EUR'),
  }),
  { selector: (c) => c.currency, maxLength: SYMBOLS.length },
);
const prices = fc.dictionary(fc.constantFrom(...SYMBOLS), decimalString({ maxIntegerDigits: 6, maxDecimals: 6 }));

describe('the portfolio at live prices (issue 16: the total is the sum of the parts shown)', () => {
  it('the total moves by exactly what the shown coin values moved; a live coin shows amount x price rounded down; others keep their value', () => {
    fc.assert(
      fc.property(amountWithDecimals(2, 8), held, prices, (amount, coins, priced) => {
        const total = { amount, currency: 'USD' };
        const live = livePortfolio(total, coins, (s) => priced[s], 2);
        const shown = coins.reduce((sum, c) => sum.plus(live.coinValues.get(c.currency) ?? ZERO), ZERO);
        const before = coins.reduce((sum, c) => sum.plus(c.nativeAvailable), ZERO);
        expect(live.total?.minus(shown).eq(amount.minus(before))).toBe(true);
        for (const coin of coins) {
          const price = priced[coin.currency];
          const expected =
            price !== undefined && coin.nativeCurrency === 'USD' ? roundTo(coin.available.times(dec(price)), 2, Rounding.down) : coin.nativeAvailable;
          expect(live.coinValues.get(coin.currency)?.eq(expected)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('without a total nothing is live and no total is stated', () => {
    const coin = { currency: 'BTC', available: dec('1'), nativeAvailable: dec('50000'), nativeCurrency: 'USD' };
    const live = livePortfolio(undefined, [coin], () => '60000', 2);
    expect([live.total, live.coinValues.get('BTC')?.toFixed()]).toEqual([undefined, '50000']);
  });
});
