import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type CardFee, cardFeeDisplay, fiatFeeShown, type TradingFee, tradingFeeDisplay } from '../../../domain/trade/trading-fee';

const USD = currencyCode('USD');
const fee = (overrides: Partial<TradingFee>): TradingFee => ({
  originalAmount: dec('1.50'),
  actualAmount: dec('1.50'),
  waivedAmount: dec('0'),
  currency: USD,
  waived: false,
  taxFeeIncluded: false,
  waivedReason: undefined,
  ...overrides,
});

describe('trading fee display (spec 000 §4)', () => {
  it('an ordinary fee is charged at its actual amount', () => {
    expect(tradingFeeDisplay(fee({}))).toEqual({ kind: 'charged', actual: dec('1.50'), currency: USD });
  });

  it('reads waived under the 30-day promotion', () => {
    expect(tradingFeeDisplay(fee({ waived: true, waivedReason: '30_days_promotion', actualAmount: dec('0') })).kind).toBe('waived_promotion');
  });

  it('reads free for subscribers under a subscription with a fee left to pay', () => {
    expect(tradingFeeDisplay(fee({ waived: true, waivedReason: 'subscription', actualAmount: dec('0.5') }))).toEqual({
      kind: 'free_for_subscribers',
      actual: dec('0.5'),
      currency: USD,
    });
  });

  it('reads waived for Prime', () => {
    expect(tradingFeeDisplay(fee({ waived: true, waivedReason: 'prime_waived', actualAmount: dec('0') })).kind).toBe('waived_prime');
  });

  it('reads free with the original struck through when actual is zero under a subscription', () => {
    expect(tradingFeeDisplay(fee({ waived: true, waivedReason: 'subscription', actualAmount: dec('0') }))).toEqual({
      kind: 'free_struck_through',
      original: dec('1.50'),
      currency: USD,
    });
  });

  it('the struck-through form does not need the waived flag', () => {
    expect(tradingFeeDisplay(fee({ waived: false, waivedReason: 'subscription', actualAmount: dec('0.00') })).kind).toBe('free_struck_through');
  });

  it('a reason without the waived flag, or the flag without a reason, reads as charged', () => {
    expect(tradingFeeDisplay(fee({ waivedReason: 'prime_waived' })).kind).toBe('charged');
    expect(tradingFeeDisplay(fee({ waived: true })).kind).toBe('charged');
  });

  it('a fee shown in fiat is rounded down to 2 decimals', () => {
    expect(fiatFeeShown(dec('1.239')).toFixed()).toBe('1.23');
    expect(fiatFeeShown(dec('0.009')).toFixed()).toBe('0');
    expect(fiatFeeShown(dec('2')).toFixed()).toBe('2');
  });
});

describe('card fee display', () => {
  const card = (overrides: Partial<CardFee>): CardFee => ({
    originalAmount: dec('3.99'),
    actualAmount: dec('3.99'),
    currency: USD,
    waived: false,
    ...overrides,
  });

  it('a charged card fee shows its actual amount', () => {
    expect(cardFeeDisplay(card({}))).toEqual({ kind: 'charged', actual: dec('3.99'), currency: USD });
  });

  it('a waived card fee shows the original struck through', () => {
    expect(cardFeeDisplay(card({ waived: true }))).toEqual({ kind: 'waived', original: dec('3.99'), currency: USD });
  });

  it('a zero card fee reads waived', () => {
    expect(cardFeeDisplay(card({ actualAmount: dec('0') })).kind).toBe('waived');
  });
});
