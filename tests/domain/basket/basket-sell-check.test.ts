import { describe, expect, it } from 'vitest';
import { basketSellMinimum, belowMinimumOf, checkBasketSell, sellPreviewFee } from '../../../domain/basket/basket-sell-check';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const GBP = currencyCode('GBP');
const minimums = { trading: { plain: dec('25'), withBuffer: dec('26.25') }, selling: { plain: dec('10'), withBuffer: dec('10.50') } };

describe('basket sell check (spec 000 §5)', () => {
  it('the minimum is the with-buffer selling minimum converted to the native currency, rounded up', () => {
    expect(basketSellMinimum(minimums, dec('1'), USD).toFixed()).toBe('10.5');
    expect(basketSellMinimum(minimums, dec('0.79'), GBP).toFixed()).toBe('8.3'); // 8.295 rounded up
  });

  it('a valid percentage sells percentage x balance / 100, rounded half up to 2 decimals', () => {
    expect(checkBasketSell('50', dec('700.01'), { amount: dec('10.5'), currency: USD })).toEqual({ amount: dec('350.01'), error: undefined });
    expect(checkBasketSell('33.33', dec('100'), undefined).amount?.toFixed()).toBe('33.33');
    expect(checkBasketSell('0.5', dec('1.01'), undefined).amount?.toFixed()).toBe('0.01'); // 0.00505 half up
  });

  it('an amount not above the minimum gives the below-minimum error with the minimum', () => {
    expect(checkBasketSell('1.5', dec('700'), { amount: dec('10.5'), currency: USD })).toEqual({
      amount: dec('10.5'),
      error: { code: 'basket_below_minimum', minimum: dec('10.5'), currency: USD },
    });
    expect(checkBasketSell('1.51', dec('700'), { amount: dec('10.5'), currency: USD }).error).toBeUndefined();
  });

  it('an invalid percentage has no amount and no error (Sell is simply disabled)', () => {
    expect(checkBasketSell('', dec('700'), undefined)).toEqual({ amount: undefined, error: undefined });
    expect(checkBasketSell('0', dec('700'), undefined)).toEqual({ amount: undefined, error: undefined });
  });

  it("reads the preview's below-minimum answer from its meta, and nothing else", () => {
    expect(belowMinimumOf('basket_below_minimum', { minimum: '8.30', currency: 'GBP' })).toEqual({
      code: 'basket_below_minimum',
      minimum: dec('8.30'),
      currency: GBP,
    });
    expect(belowMinimumOf('basket_below_minimum', { minimum: 8.3, currency: 'GBP' })).toBeUndefined();
    expect(belowMinimumOf('basket_below_minimum', {})).toBeUndefined();
    expect(belowMinimumOf('rebalancing_is_in_progress', { minimum: '8.30', currency: 'GBP' })).toBeUndefined();
  });

  it("a preview's fee is its payout less what is paid out", () => {
    expect(sellPreviewFee({ payoutAmount: dec('350.01'), totalPayoutAmount: dec('348.26') }).toFixed()).toBe('1.75');
    expect(sellPreviewFee({ payoutAmount: dec('1'), totalPayoutAmount: dec('2') }).toFixed()).toBe('0');
  });
});
