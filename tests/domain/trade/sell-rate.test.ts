import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { sellRate, soldCoinRate } from '../../../domain/trade/sell-rate';
import { BTC, liveRates, tier, USD } from '../../support/live-rates-fixture';

const ETH = currencyCode('ETH');

const tiers = (...pairs: [string, string][]) => pairs.map(([amount, rate]) => tier(amount, rate));

/** BTC sold for USD: the key is the coin sold, priced in USD; tiers by amount typed in either currency. */
const btcUsd: LiveRates = liveRates({
  fromCurrency: BTC,
  toCurrency: USD,
  rates: [
    { inputCurrency: BTC, tiers: tiers(['0', '60000'], ['0.1', '60100']) },
    { inputCurrency: USD, tiers: tiers(['0', '60000'], ['10000', '60150']) },
  ],
});

/** BTC sold for ETH: the key is the coin received, priced in the coin sold (BTC per ETH). */
const btcEth: LiveRates = { ...btcUsd, toCurrency: ETH, keyCurrency: ETH, rates: [{ inputCurrency: BTC, tiers: tiers(['0', '0.05']) }] };

describe('sell rate (spec 000 §4: target units per source unit)', () => {
  it('uses the key price as it is when the coin sold is the key', () => {
    expect(sellRate(btcUsd, BTC, BTC, dec('0.01'))?.toFixed()).toBe('60000');
  });

  it('takes the tier of the amount typed, in the currency typed', () => {
    expect(sellRate(btcUsd, BTC, BTC, dec('0.1'))?.toFixed()).toBe('60100');
    expect(sellRate(btcUsd, BTC, USD, dec('9999.99'))?.toFixed()).toBe('60000');
    expect(sellRate(btcUsd, BTC, USD, dec('10000'))?.toFixed()).toBe('60150');
  });

  it('inverts the rate when the coin received is the key', () => {
    expect(sellRate(btcEth, BTC, BTC, dec('1'))?.toFixed()).toBe('20');
  });

  it('is undefined without a tier for the currency typed, or with a rate that is not positive', () => {
    expect(sellRate(btcEth, BTC, ETH, dec('1'))).toBeUndefined();
    const zero: LiveRates = { ...btcUsd, rates: [{ inputCurrency: BTC, tiers: tiers(['0', '0']) }] };
    expect(sellRate(zero, BTC, BTC, dec('1'))).toBeUndefined();
  });
});

describe('soldCoinRate: the confirmation prices one unit of the coin sold in what is received', () => {
  const USDT = currencyCode('USDT');
  it('a quote keyed on the coin received is inverted (ETH sold for USDT reads 1 ETH = ... USDT), cut towards zero', () => {
    expect(soldCoinRate(dec('0.00027385'), USDT, ETH).toFixed(8)).toBe('3651.63410626');
    expect(soldCoinRate(dec('3'), USDT, ETH).toFixed()).toBe('0.3333333333333333333333333333333333333333');
  });
  it('a quote keyed on the coin sold, or on nothing, is shown as it is; a rate that is not positive is left alone', () => {
    expect(soldCoinRate(dec('66604.06'), BTC, BTC).toFixed()).toBe('66604.06');
    expect(soldCoinRate(dec('66604.06'), undefined, BTC).toFixed()).toBe('66604.06');
    expect(soldCoinRate(dec('0'), USDT, ETH).toFixed()).toBe('0');
  });
});
