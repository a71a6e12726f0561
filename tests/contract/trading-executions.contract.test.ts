import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseStart } from '../../application/ports/trading-port';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { code, ok, sessionIdOf, tradingContract } from '../support/trading-contract';

const [USD, BTC, ETH, SOL] = ['USD', 'BTC', 'ETH', 'SOL'].map(currencyCode) as [
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
];
const VISA = { method: 'credit_card' as const, cardId: 'card_visa_4242' };

const frameOf = (start: PurchaseStart) => {
  if (start.kind !== 'frame') throw new Error(`expected a frame, got ${start.kind}`);
  return start;
};

describe('trading contract: HttpTradingAdapter executions against the sandbox (spec 000 §4, §7)', () => {
  const c = tradingContract();
  beforeEach(c.setUp);
  afterEach(c.tearDown);
  const complete = (url: string, outcome: 'succeeded' | 'failed' | 'cancelled') => c.harness().exchange.context.gateway.complete(sessionIdOf(url), outcome);

  describe('confirmQuotation (fiat-wallet buy)', () => {
    it('trades once per request id and answers the transaction and first purchase', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('100') }));
      const receipt = ok(await c.trading().confirmQuotation(q.id, 'r-1'));
      expect(receipt).toMatchObject({
        isFirstPurchase: true,
        transaction: { side: 'buy', toCurrency: 'BTC', status: 'completed', paymentMethod: 'fiat_wallet' },
      });
      expect(receipt.transaction.toAmount.eq(q.toAmount)).toBe(true);
      expect(ok(await c.trading().confirmQuotation(q.id, 'r-1')).transaction.id).toBe(receipt.transaction.id);
      expect(balance('USD').toFixed(2)).toBe('9900.00');
    });

    it('refuses an expired quotation and a used one', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('100') }));
      await c.harness().time.advance(15_000);
      expect(code(await c.trading().confirmQuotation(q.id, 'r-1'))).toBe('quotation_expired');
      const fresh = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('100') }));
      ok(await c.trading().confirmQuotation(fresh.id, 'r-2'));
      expect(code(await c.trading().confirmQuotation(fresh.id, 'r-3'))).toBe('quotation_already_used');
    });
  });

  describe('confirmFiatWalletSell', () => {
    it('sells the coins into the wallet once per request id', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createFiatWalletSellQuotation({ coin: BTC, fiat: USD, amount: dec('0.01') }));
      const receipt = ok(await c.trading().confirmFiatWalletSell(q.id, 's-1'));
      expect(receipt).toMatchObject({ isFirstPurchase: false, transaction: { side: 'sell', fromCurrency: 'BTC', toCurrency: 'USD' } });
      expect(balance('USD').minus(10_000).eq(q.toAmount)).toBe(true);
      expect(ok(await c.trading().confirmFiatWalletSell(q.id, 's-1')).transaction.id).toBe(receipt.transaction.id);
    });

    it('refuses a buy quotation', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('100') }));
      expect(code(await c.trading().confirmFiatWalletSell(q.id, 's-1'))).toBe('quotation_not_found');
    });
  });

  describe('confirmCoinQuotation', () => {
    it('exchanges coin for coin once', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createCoinQuotation({ side: 'sell', from: ETH, to: SOL, fixed: { side: 'from', amount: dec('0.2') } }));
      expect(ok(await c.trading().confirmCoinQuotation(q.id, 'sell')).transaction).toMatchObject({
        fromCurrency: 'ETH',
        toCurrency: 'SOL',
        paymentMethod: 'crypto_wallet',
      });
      expect(balance('ETH').toFixed()).toBe('1');
      expect(code(await c.trading().confirmCoinQuotation(q.id, 'sell'))).toBe('quotation_already_used');
    });
  });

  describe('startPurchase, getTransaction', () => {
    it('a card purchase answers the 3-D Secure frame and settles when the page succeeds', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createCardQuotation({ coin: BTC, payment: VISA, fixed: { side: 'from', amount: dec('100') } }));
      const frame = frameOf(ok(await c.trading().startPurchase({ quotationId: q.id, payment: VISA, language: 'en' })));
      expect(frame.html).toContain(frame.url);
      expect(ok(await c.trading().getTransaction(frame.purchaseId)).status).toBe('pending');
      complete(frame.url, 'succeeded');
      const t = ok(await c.trading().getTransaction(frame.purchaseId));
      expect(t).toMatchObject({ status: 'completed', paymentMethod: 'credit_card', toCurrency: 'BTC' });
      expect(balance('BTC').minus('0.05').eq(q.toAmount)).toBe(true);
      expect(balance('USD').toFixed(2)).toBe('10000.00');
      expect(code(await c.trading().startPurchase({ quotationId: q.id, payment: VISA, language: 'en' }))).toBe('quotation_already_used');
    });

    it('a failed page moves nothing; an unknown transaction is refused', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createCardQuotation({ coin: BTC, payment: VISA, fixed: { side: 'from', amount: dec('100') } }));
      const frame = frameOf(ok(await c.trading().startPurchase({ quotationId: q.id, payment: VISA, language: 'en' })));
      complete(frame.url, 'failed');
      expect(ok(await c.trading().getTransaction(frame.purchaseId)).status).toBe('failed');
      expect(balance('BTC').toFixed()).toBe('0.05');
      expect(code(await c.trading().getTransaction('tx_nope'))).toBe('transaction_not_found');
    });
  });

  describe('validateApplePayMerchant, submitApplePayToken', () => {
    it('validates the merchant of the purchase and opens the frame with the token', async () => {
      const { balance } = await c.as('alex');
      const q = ok(await c.trading().createCardQuotation({ coin: ETH, payment: { method: 'apple_pay' }, fixed: { side: 'from', amount: dec('50') } }));
      const start = ok(await c.trading().startPurchase({ quotationId: q.id, payment: { method: 'apple_pay' }, language: 'en' }));
      if (start.kind !== 'apple_pay') throw new Error(`expected apple_pay, got ${start.kind}`);
      const session = ok(await c.trading().validateApplePayMerchant(start.gatewayMerchantId));
      expect(session.merchantIdentifier).toBe(start.gatewayMerchantId);
      expect(code(await c.trading().validateApplePayMerchant('someone-else'))).toBe('invalid_parameter');
      const url = ok(await c.trading().submitApplePayToken(start.purchaseId, 'apple-token'));
      complete(url, 'succeeded');
      expect(balance('ETH').minus('1.2').eq(q.toAmount)).toBe(true);
    });

    it('refuses a token for an unknown purchase', async () => {
      await c.as('alex');
      expect(code(await c.trading().submitApplePayToken('pur_nope', 'apple-token'))).toBe('purchase_not_found');
    });
  });

  describe('submitGooglePayToken', () => {
    it('the purchase answers the Google Pay sheet parameters and the token the frame', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createCardQuotation({ coin: BTC, payment: { method: 'google_pay' }, fixed: { side: 'from', amount: dec('40') } }));
      const start = ok(await c.trading().startPurchase({ quotationId: q.id, payment: { method: 'google_pay' }, language: 'en' }));
      if (start.kind !== 'google_pay') throw new Error(`expected google_pay, got ${start.kind}`);
      expect([start.totalAmount.toFixed(2), start.currencyCode, start.countryCode]).toEqual(['40.00', 'USD', 'US']);
      const url = ok(await c.trading().submitGooglePayToken(start.purchaseId, 'gp-token'));
      expect(url).toContain('/gateway/three_ds/');
      expect(code(await c.trading().submitGooglePayToken(start.purchaseId, ''))).toBe('invalid_parameter');
    });
  });

  describe('getTransactions', () => {
    it('lists the coin trades newest first', async () => {
      await c.as('alex');
      for (const amount of ['10', '20']) {
        const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec(amount) }));
        ok(await c.trading().confirmQuotation(q.id, `r-${amount}`));
        await c.harness().time.advance(1_000);
      }
      expect(ok(await c.trading().getTransactions()).map((t) => t.fromAmount.toFixed(2))).toEqual(['20.00', '10.00']);
    });

    it('answers unauthorized when signed out', async () => {
      expect(await c.trading().getTransactions()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    });
  });
});
