import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { buyAmounts, type BuyPair, convertedAmount, entryDecimals, quotedAmount, toggledEntry } from '../../../domain/trade/buy-entry';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const ETH = currencyCode('ETH');
const PAIR: BuyPair = { source: { currency: USD, decimals: 2 }, target: { currency: BTC, decimals: 8 } };
const rates = (lotSize?: string): LiveRates => ({
  fromCurrency: USD,
  toCurrency: BTC,
  keyCurrency: BTC,
  lotSize: lotSize === undefined ? undefined : dec(lotSize),
  threshold: { min: undefined, max: undefined },
  rates: [
    {
      inputCurrency: USD,
      tiers: [
        { amount: dec('0'), rate: dec('30000') },
        { amount: dec('1000'), rate: dec('29000') },
      ],
    },
    { inputCurrency: BTC, tiers: [{ amount: dec('0'), rate: dec('30000') }] },
  ],
});

describe('buy entry (spec 000 §2 toggle, §4 recalculation, §5 rounding down)', () => {
  it('a fiat entry converts to coins at the tier for the fiat amount, rounded down to the coin precision', () => {
    expect(convertedAmount(PAIR, rates(), 'source', dec('100'))?.toFixed()).toBe('0.00333333');
    expect(convertedAmount(PAIR, rates(), 'source', dec('2900'))?.toFixed()).toBe('0.1');
  });

  it('a coin entry converts to its cost in fiat, rounded down to cents', () => {
    expect(convertedAmount(PAIR, rates(), 'target', dec('0.0033333'))?.toFixed()).toBe('99.99');
  });

  it('rounds the coins down to whole lots when the rates give a lot size', () => {
    expect(convertedAmount(PAIR, rates('0.001'), 'source', dec('100'))?.toFixed()).toBe('0.003');
  });

  it('converts nothing without rates or a positive amount', () => {
    expect(convertedAmount(PAIR, undefined, 'source', dec('100'))).toBeUndefined();
    expect(convertedAmount(PAIR, rates(), 'source', dec('0'))).toBeUndefined();
  });

  it('buyAmounts gives the entered side and its counterpart by side', () => {
    expect(buyAmounts(PAIR, rates(), 'target', dec('0.01'))).toEqual({ source: dec('300'), target: dec('0.01') });
  });

  it('the quotation fixes the payment as entered, or the coins rounded down to whole lots', () => {
    expect(quotedAmount(PAIR, rates(), 'source', dec('100'))).toEqual({ side: 'from', amount: dec('100') });
    expect(quotedAmount(PAIR, rates('0.001'), 'target', dec('0.0125'))).toEqual({ side: 'to', amount: dec('0.012') });
  });

  it('the field accepts the decimals of the side entered', () => {
    expect(entryDecimals(PAIR, 'source')).toBe(2);
    expect(entryDecimals({ ...PAIR, source: { currency: ETH, decimals: 18 } }, 'source')).toBe(18);
    expect(entryDecimals(PAIR, 'target')).toBe(8);
  });

  it('toggling moves the approximate converted amount into the field', () => {
    expect(toggledEntry(PAIR, rates(), 'source', dec('100'))).toEqual({ side: 'target', text: '0.00333333' });
    expect(toggledEntry(PAIR, rates(), 'target', dec('0.01'))).toEqual({ side: 'source', text: '300' });
  });

  it('toggling an empty or unpriced amount leaves the field empty', () => {
    expect(toggledEntry(PAIR, rates(), 'source', dec('0'))).toEqual({ side: 'target', text: '' });
    expect(toggledEntry(PAIR, undefined, 'target', dec('1'))).toEqual({ side: 'source', text: '' });
    expect(toggledEntry(PAIR, rates('1'), 'source', dec('100'))).toEqual({ side: 'target', text: '' });
  });
});
