import { describe, expect, it } from 'vitest';
import {
  type BasketBuyPreview,
  basketSellPreviewRequest,
  type BasketSellPreview,
  buyPreviewToQuote,
  sellPreviewToQuote,
} from '../../../domain/basket/basket-preview';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const common = {
  id: 'p-1',
  basketId: 'b-1',
  basketName: 'Layer 1',
  basketCoins: [currencyCode('BTC'), currencyCode('ETH')],
  fee: { type: 'percentage' as const, value: dec('1.5'), currency: USD },
  fees: [],
};
const sell: BasketSellPreview = {
  ...common,
  payoutMethod: 'fiat_wallet',
  payoutAmount: dec('98.5'),
  payoutAmountInNativeCurrency: dec('91.2'),
  payoutAmountInUsd: dec('98.5'),
  totalPayoutAmount: dec('100'),
};
const buy: BasketBuyPreview = {
  ...common,
  paymentAmount: dec('100'),
  paymentAmountInNativeCurrency: dec('92.6'),
  paymentAmountInUsd: dec('100'),
  totalPaymentAmount: dec('101.5'),
  rate: dec('1.08'),
  rebalancingInterval: 'monthly',
};

describe('basket previews (spec 000 §3)', () => {
  it('a sell preview maps to a quote with side sell and interval never', () => {
    expect(sellPreviewToQuote(sell)).toEqual({
      ...common,
      side: 'sell',
      amount: dec('98.5'),
      amountInNativeCurrency: dec('91.2'),
      amountInUsd: dec('98.5'),
      totalAmount: dec('100'),
      rate: undefined,
      rebalancingInterval: 'never',
    });
  });

  it('a buy preview maps to a quote with its payment amounts, rate and rebalancing interval', () => {
    expect(buyPreviewToQuote(buy)).toEqual({
      ...common,
      side: 'buy',
      amount: dec('100'),
      amountInNativeCurrency: dec('92.6'),
      amountInUsd: dec('100'),
      totalAmount: dec('101.5'),
      rate: dec('1.08'),
      rebalancingInterval: 'monthly',
    });
  });

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
