import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../application/ports/api-error';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { FakeTradingAdapter } from '../../../adapters/fake/fake-trading-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const [USD, BTC, ETH] = [currencyCode('USD'), currencyCode('BTC'), currencyCode('ETH')];
const VISA = { method: 'credit_card' as const, cardId: 'card-1' };

function setup(options: { waiver?: 'subscription' } = {}) {
  let now = 1_000_000;
  const account = new FakeAccountAdapter().setFiatWallet('USD', '1000.00').setCoinWallet('BTC', '0.1');
  const trading = new FakeTradingAdapter({ clock: () => now, account, ...options });
  return { account, trading, advance: (ms: number) => (now += ms) };
}

function ok<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}
const code = (result: ApiResult<unknown>) => (!result.ok && result.error.kind === 'business' ? result.error.code : undefined);

describe('FakeTradingAdapter: sells, coin trades and card-scheme purchases', () => {
  it('sells coins into the fiat wallet once per request id, the fee off the proceeds', async () => {
    const { trading, account } = setup();
    const q = ok(await trading.createFiatWalletSellQuotation({ coin: BTC, fiat: USD, amount: dec('0.01') }));
    expect([q.totalAmount.toFixed(2), q.fee?.toFixed(2), q.toAmount.toFixed(2)]).toEqual(['500.00', '2.50', '497.50']);
    const first = await trading.confirmFiatWalletSell(q.id, 's-1');
    expect(await trading.confirmFiatWalletSell(q.id, 's-1')).toBe(first);
    expect(account.fiatWallet('USD')?.amount.toFixed(2)).toBe('1497.50');
    expect(account.coinWallet('BTC')?.available.toFixed()).toBe('0.09');
    expect(code(await trading.confirmFiatWalletSell(q.id, 's-2'))).toBe('quotation_already_used');
  });

  it('exchanges coins for a fixed amount to receive, for its own side only', async () => {
    const { trading, account } = setup();
    const q = ok(await trading.createCoinQuotation({ side: 'buy', from: BTC, to: ETH, fixed: { side: 'to', amount: dec('1') } }));
    expect(q.toAmount.greaterThanOrEqualTo(1)).toBe(true);
    expect(code(await trading.confirmCoinQuotation(q.id, 'sell'))).toBe('quotation_not_found');
    ok(await trading.confirmCoinQuotation(q.id, 'buy'));
    expect(account.coinWallet('ETH')?.available.eq(q.toAmount)).toBe(true);
  });

  it('prices card buys with the card processing fee and applies a waiver to the trading fee', async () => {
    const { trading } = setup({ waiver: 'subscription' });
    const q = ok(await trading.createCardQuotation({ coin: BTC, payment: VISA, fixed: { side: 'from', amount: dec('100') } }));
    expect([q.cardFee?.actualAmount.toFixed(2), q.tradingFee?.actualAmount.toFixed(2), q.tradingFee?.waivedReason]).toEqual(['3.99', '0.00', 'subscription']);
  });

  it('a card purchase waits for the page: success credits the coins once, failure moves nothing', async () => {
    const { trading, account } = setup();
    const q = ok(await trading.createCardQuotation({ coin: BTC, payment: VISA, fixed: { side: 'from', amount: dec('100') } }));
    expect(code(await trading.startPurchase({ quotationId: q.id, payment: { method: 'credit_card', cardId: 'other' }, language: 'en' }))).toBe(
      'invalid_parameter',
    );
    const start = ok(await trading.startPurchase({ quotationId: q.id, payment: VISA, language: 'en' }));
    expect(start.kind).toBe('frame');
    expect(code(await trading.getTransaction(start.purchaseId))).toBe('transaction_not_found');
    trading.completePurchase(start.purchaseId, 'succeeded');
    trading.completePurchase(start.purchaseId, 'succeeded');
    expect(ok(await trading.getTransaction(start.purchaseId)).paymentMethod).toBe('credit_card');
    expect(account.coinWallet('BTC')?.available.minus('0.1').eq(q.toAmount)).toBe(true);
    expect(account.fiatWallet('USD')?.amount.toFixed(2)).toBe('1000.00');
    expect(code(await trading.startPurchase({ quotationId: q.id, payment: VISA, language: 'en' }))).toBe('quotation_already_used');

    const failed = ok(await trading.createCardQuotation({ coin: BTC, payment: VISA, fixed: { side: 'from', amount: dec('50') } }));
    const second = ok(await trading.startPurchase({ quotationId: failed.id, payment: VISA, language: 'en' }));
    trading.completePurchase(second.purchaseId, 'failed');
    expect(trading.trades).toHaveLength(1);
  });

  it('Apple Pay and Google Pay purchases authenticate after their token', async () => {
    const { trading } = setup();
    const apple = ok(await trading.createCardQuotation({ coin: BTC, payment: { method: 'apple_pay' }, fixed: { side: 'from', amount: dec('30') } }));
    const start = ok(await trading.startPurchase({ quotationId: apple.id, payment: { method: 'apple_pay' }, language: 'en' }));
    if (start.kind !== 'apple_pay') throw new Error(start.kind);
    expect(ok(await trading.validateApplePayMerchant(start.gatewayMerchantId)).merchantIdentifier).toBe(start.gatewayMerchantId);
    trading.completePurchase(start.purchaseId, 'succeeded');
    expect(trading.trades).toHaveLength(0);
    ok(await trading.submitApplePayToken(start.purchaseId, 'token'));
    trading.completePurchase(start.purchaseId, 'succeeded');
    expect(trading.trades).toHaveLength(1);
    expect(code(await trading.submitGooglePayToken('pur-404', 'token'))).toBe('purchase_not_found');
  });

  it('lists trades newest first; expired quotations are refused; calls can be failed on demand', async () => {
    const { trading, advance } = setup();
    for (const amount of ['10', '20']) {
      const q = ok(await trading.createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec(amount) }));
      ok(await trading.confirmQuotation(q.id, `r-${amount}`));
    }
    expect(ok(await trading.getTransactions()).map((t) => t.fromAmount.toFixed(0))).toEqual(['20', '10']);
    const q = ok(await trading.createCoinQuotation({ side: 'sell', from: BTC, to: ETH, fixed: { side: 'from', amount: dec('0.01') } }));
    advance(15_000);
    expect(code(await trading.confirmCoinQuotation(q.id, 'sell'))).toBe('quotation_expired');
    trading.calls.failNext('getTradingFees', { kind: 'timeout' });
    expect(await trading.getTradingFees(false)).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(ok(await trading.getTransactableAmount(USD, BTC)).toFixed(2)).toBe('970.00');
    expect(ok(await trading.setTransactable('5').getTransactableAmount(USD, BTC)).toFixed()).toBe('5');
  });
});
