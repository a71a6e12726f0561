import { describe, expect, it } from 'vitest';
import { chargedBasketFees, estimateBasketBuy } from '../../../domain/basket/basket-buy-estimate';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');

describe('estimateBasketBuy', () => {
  it('a percentage fee is split off the amount, rounded up to the cent', () => {
    const estimate = estimateBasketBuy(dec('100.01'), USD, { type: 'percentage', value: dec('1'), currency: USD }, undefined);
    expect(estimate.fees).toEqual([{ kind: 'basket', percentage: dec('1'), amount: dec('1.01') }]);
    expect(estimate.invested.toFixed(2)).toBe('99.00');
  });

  it('a card fee is also taken from the whole amount, as the exchange charges it', () => {
    const estimate = estimateBasketBuy(dec('100'), USD, { type: 'percentage', value: dec('1'), currency: USD }, dec('3.99'));
    expect(estimate.fees.map((f) => [f.kind, f.amount.toFixed(2)])).toEqual([
      ['basket', '1.00'],
      ['card', '3.99'],
    ]);
    expect(estimate.invested.toFixed(2)).toBe('95.01');
  });

  it('a fixed fee counts when priced in the currency paid, and never below zero is invested', () => {
    const fixed = { type: 'amount' as const, value: dec('0.99'), currency: USD };
    expect(estimateBasketBuy(dec('0.50'), USD, fixed, undefined).invested.toString()).toBe('0');
    expect(estimateBasketBuy(dec('50'), currencyCode('GBP'), fixed, undefined).fees).toEqual([]);
  });
});

describe('chargedBasketFees', () => {
  it('states each preview fee as charged on the total paid', () => {
    const fees = chargedBasketFees(
      [
        { type: 'percentage', value: dec('1'), currency: USD },
        { type: 'amount', value: dec('0.985'), currency: USD },
      ],
      dec('250'),
    );
    expect(fees.map((f) => f.amount.toFixed(2))).toEqual(['2.50', '0.99']);
  });
});
