import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { amountOfInput, acceptAmountInput } from '../../../domain/money/amount-input';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { selectTier } from '../../../domain/rates/live-rates';
import { type BuyPair, convertedAmount, quotedAmount, toggledEntry } from '../../../domain/trade/buy-entry';
import { decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const coinDecimals = fc.integer({ min: 0, max: 8 });
const lot = fc.option(fc.constantFrom('0.001', '0.5', '1', '100').map(dec), { nil: undefined });
const tiers = fc.array(fc.record({ amount: decimalAmount({ maxIntegerDigits: 6, maxDecimals: 2 }), rate: positivePrice() }), { minLength: 1, maxLength: 4 });
const fiat = decimalAmount({ maxIntegerDigits: 9, maxDecimals: 2, zero: false });
const coins = decimalAmount({ maxIntegerDigits: 5, maxDecimals: 8, zero: false });

const pairOf = (decimals: number): BuyPair => ({ source: { currency: USD, decimals: 2 }, target: { currency: BTC, decimals } });
const ratesOf = (fiatTiers: LiveRates['rates'][number]['tiers'], coinTiers: LiveRates['rates'][number]['tiers'], lotSize: Dec | undefined): LiveRates => ({
  fromCurrency: USD,
  toCurrency: BTC,
  keyCurrency: BTC,
  lotSize,
  threshold: { min: undefined, max: undefined },
  rates: [
    { inputCurrency: USD, tiers: fiatTiers },
    { inputCurrency: BTC, tiers: coinTiers },
  ],
});

describe('buy entry invariants: conversions never round up (spec 000 §5)', () => {
  it('the coins shown for a payment never exceed the exact quotient at its tier', () => {
    fc.assert(
      fc.property(tiers, fiat, lot, coinDecimals, (fiatTiers, paid, lotSize, decimals) => {
        const rate = selectTier(fiatTiers, paid)?.rate ?? dec('1');
        const shown = convertedAmount(pairOf(decimals), ratesOf(fiatTiers, fiatTiers, lotSize), 'source', paid);
        expect(exact(shown ?? dec('0')).lessThanOrEqualTo(exact(paid).dividedBy(exact(rate)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the cost shown for coins never exceeds the exact product at its tier', () => {
    fc.assert(
      fc.property(tiers, coins, (coinTiers, wanted) => {
        const rate = selectTier(coinTiers, wanted)?.rate ?? dec('1');
        const shown = convertedAmount(pairOf(8), ratesOf(coinTiers, coinTiers, undefined), 'target', wanted);
        expect(exact(shown ?? dec('0')).lessThanOrEqualTo(exact(wanted).times(exact(rate)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('toggling twice at one rate never gives back more than was typed', () => {
    fc.assert(
      fc.property(positivePrice(), fiat, coinDecimals, (rate, paid, decimals) => {
        const single = [{ amount: dec('0'), rate }];
        const pair = pairOf(decimals);
        const rates = ratesOf(single, single, undefined);
        const there = toggledEntry(pair, rates, 'source', paid);
        const back = toggledEntry(pair, rates, there.side, amountOfInput(there.text));
        expect(back.side).toBe('source');
        expect(exact(amountOfInput(back.text)).lessThanOrEqualTo(exact(paid))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the toggled text is always something the amount field accepts for its side', () => {
    fc.assert(
      fc.property(tiers, fiat, lot, coinDecimals, (fiatTiers, paid, lotSize, decimals) => {
        const toggled = toggledEntry(pairOf(decimals), ratesOf(fiatTiers, fiatTiers, lotSize), 'source', paid);
        expect(acceptAmountInput('', toggled.text, decimals)).toEqual({ accepted: true, value: toggled.text });
      }),
      RUNS,
    );
  });

  it('a quotation for coins asks for whole lots, never more than typed', () => {
    fc.assert(
      fc.property(coins, lot, (wanted, lotSize) => {
        const quoted = quotedAmount(pairOf(8), ratesOf([], [], lotSize), 'target', wanted);
        expect(quoted.side).toBe('to');
        expect(quoted.amount.lessThanOrEqualTo(wanted)).toBe(true);
        if (lotSize !== undefined) expect(quoted.amount.modulo(lotSize).isZero()).toBe(true);
      }),
      RUNS,
    );
  });
});
