import { describe, expect, it } from 'vitest';
import { basketSellPreviewRequest } from '../../../domain/basket/basket-preview';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');

describe('basket previews (spec 000 §3)', () => {
  it('a sell preview request carries basket, payout method, percentage and currency', () => {
    expect(basketSellPreviewRequest('b-1', 'fiat_wallet', dec('25'), USD)).toEqual({
      basketId: 'b-1',
      payoutMethod: 'fiat_wallet',
      payoutPercentage: dec('25'),
      payoutCurrency: USD,
    });
  });

  it('a sell preview request outside (0, 100] is a programmer error', () => {
    expect(() => basketSellPreviewRequest('b-1', 'fiat_wallet', dec('0'), USD)).toThrow(RangeError);
    expect(() => basketSellPreviewRequest('b-1', 'fiat_wallet', dec('100.01'), USD)).toThrow(RangeError);
  });
});
