import { describe, expect, it } from 'vitest';
import { EXTERNAL, HOUSE } from '../../../adapters/sandbox/exchange/ledger';
import { signInDirect } from '../../support/sign-in';
import { refusal, tradingSandbox, value } from '../../support/trading-sandbox';

describe('sandbox executions: each quotation moves money at most once (spec 000 §4, §7, §9)', () => {
  it('a fiat-wallet buy moves the fiat to the house and the coins to the customer, and records the trade', () => {
    const { trading, account, balance, exchange } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100.00'));
    const houseBtc = exchange.context.ledger.balance(HOUSE, 'BTC');
    const t = value(trading.confirmQuotation(account, q.id, 'r-1'));
    expect(balance('USD').toFixed(2)).toBe('9900.00');
    expect(balance('BTC').minus('0.05').toFixed()).toBe(q.toAmount);
    expect(houseBtc.minus(exchange.context.ledger.balance(HOUSE, 'BTC')).toFixed()).toBe(q.toAmount);
    expect(t).toMatchObject({ kind: 'crypto_purchase', side: 'buy', fromAmount: '100', toAmount: q.toAmount, status: 'completed', isFirstPurchase: true });
    expect(t.details).toMatchObject({ payment_method: 'fiat_wallet', fee: '0.5', quotation_id: q.id, native_value: '100.00' });
    const second = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '10.00'));
    expect(value(trading.confirmQuotation(account, second.id, 'r-2')).isFirstPurchase).toBe(false);
  });

  it('a repeated request id gets the first answer; the quotation never executes again', () => {
    const { trading, account, exchange } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100.00'));
    const first = value(trading.confirmQuotation(account, q.id, 'r-1'));
    expect(value(trading.confirmQuotation(account, q.id, 'r-1'))).toEqual(first);
    expect(refusal(trading.confirmQuotation(account, q.id, 'r-2'))).toBe('quotation_already_used');
    expect(exchange.context.transactionsOf(account)).toHaveLength(1);
  });

  it('refuses expired, foreign, unknown and other-kind quotations, and answers a refused request id the same again', () => {
    const { trading, account, advance, exchange } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100.00'));
    const coin = value(trading.createCoinQuotation(account, { side: 'sell', from: 'ETH', to: 'BTC', fromAmount: '0.1', toAmount: undefined }));
    const other = signInDirect(exchange, 'priya').account;
    expect(refusal(trading.confirmQuotation(other, q.id, 'p-1'))).toBe('quotation_not_found');
    expect(refusal(trading.confirmQuotation(account, 'quo_nope', 'r-0'))).toBe('quotation_not_found');
    expect(refusal(trading.confirmQuotation(account, coin.id, 'r-3'))).toBe('quotation_not_found');
    expect(refusal(trading.confirmFiatWalletSell(account, q.id, 'r-4'))).toBe('quotation_not_found');
    advance(15_000);
    expect(refusal(trading.confirmQuotation(account, q.id, 'r-1'))).toBe('quotation_expired');
    expect(refusal(trading.confirmQuotation(account, q.id, 'r-1'))).toBe('quotation_expired');
    expect(exchange.context.transactionsOf(account)).toHaveLength(0);
  });

  it('a fiat-wallet sell moves the coins to the house and the proceeds to the wallet', () => {
    const { trading, account, balance } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '0.01'));
    const t = value(trading.confirmFiatWalletSell(account, q.id, 's-1'));
    expect(balance('BTC').toFixed()).toBe('0.04');
    expect(balance('USD').minus('10000').toFixed()).toBe(q.toAmount);
    expect(t).toMatchObject({ kind: 'crypto_sell', side: 'sell' });
    expect('isFirstPurchase' in t).toBe(false);
    expect(value(trading.confirmFiatWalletSell(account, q.id, 's-1')).id).toBe(t.id);
  });

  it('a coin quotation executes for its own side only, once', () => {
    const { trading, account, balance } = tradingSandbox('alex');
    const q = value(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'SOL', fromAmount: '0.2', toAmount: undefined }));
    expect(refusal(trading.confirmCoinQuotation(account, q.id, 'sell'))).toBe('quotation_not_found');
    const t = value(trading.confirmCoinQuotation(account, q.id, 'buy'));
    expect(t).toMatchObject({ kind: 'crypto_exchange', fromCurrency: 'ETH', toCurrency: 'SOL' });
    expect([balance('ETH').toFixed(), balance('SOL').toFixed()]).toEqual(['1', q.toAmount]);
    expect(refusal(trading.confirmCoinQuotation(account, q.id, 'buy'))).toBe('quotation_already_used');
  });

  it('checks the balance and the daily limit again when it executes', () => {
    const { trading, account } = tradingSandbox('alex');
    const a = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '6000.00'));
    const b = value(trading.createFiatWalletQuotation(account, 'USD', 'ETH', '6000.00'));
    value(trading.confirmQuotation(account, a.id, 'r-a'));
    expect(refusal(trading.confirmQuotation(account, b.id, 'r-b'))).toBe('not_enough_balance');
    expect(value(trading.createFiatWalletQuotation(account, 'USD', 'ETH', '10.00')).used).toBe(false);
  });

  it('lists the trades newest first, 50 at most, and finds one by id', () => {
    const { trading, account, advance } = tradingSandbox('tess');
    const ids = [0, 1, 2].map((i) => {
      advance(1_000);
      return value(trading.confirmQuotation(account, value(trading.createFiatWalletQuotation(account, 'USD', 'ETH', '10.00')).id, `r-${String(i)}`)).id;
    });
    expect(trading.transactions(account, 50).map((t) => t.id)).toEqual([...ids].reverse());
    expect(trading.transactions(account, 2)).toHaveLength(2);
    expect(value(trading.transaction(account, ids[1] ?? '')).id).toBe(ids[1]);
    expect(refusal(trading.transaction(account, 'tx_nope'))).toBe('transaction_not_found');
  });
});

describe('sandbox card, Apple Pay and Google Pay purchases settle when the payment page completes', () => {
  const cardQuote = (s: ReturnType<typeof tradingSandbox>) =>
    value(
      s.trading.createCardQuotation(s.account, {
        currency: 'BTC',
        nativeAmount: '100.00',
        amount: undefined,
        cardId: 'card_visa_4242',
        fixedSide: 'crypto',
        paymentMethod: undefined,
      }),
    );

  it('a card purchase opens a 3-D Secure page and moves nothing until it succeeds; then the card scheme pays once', () => {
    const s = tradingSandbox('alex');
    const q = cardQuote(s);
    const external = s.exchange.context.ledger.balance(EXTERNAL, 'USD');
    const start = value(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_visa_4242', paymentMethod: undefined, language: 'en' }));
    expect(start.url).toMatch(/^http:\/\/gateway\.sandbox\.test\/gateway\/three_ds\//);
    const session = s.exchange.context.gateway.find(start.purchase.gatewaySessionId ?? '');
    expect(session).toMatchObject({ kind: 'three_ds', purpose: 'crypto_purchase', messageSource: 'TradingCryptoPurchase', status: 'pending' });
    expect(session?.payload).toMatchObject({ amount: '100', currency: 'USD', transaction_id: start.purchase.id });
    expect(s.balance('BTC').toFixed()).toBe('0.05');
    expect(value(s.trading.transaction(s.account, start.purchase.id)).status).toBe('pending');
    s.advance(60_000);
    s.exchange.context.gateway.complete(session?.id ?? '', 'succeeded');
    s.exchange.context.gateway.complete(session?.id ?? '', 'succeeded');
    expect(s.balance('BTC').minus('0.05').toFixed()).toBe(q.toAmount);
    expect(s.balance('USD').toFixed(2)).toBe('10000.00');
    expect(external.minus(s.exchange.context.ledger.balance(EXTERNAL, 'USD')).toFixed(2)).toBe('100.00');
    const t = value(s.trading.transaction(s.account, start.purchase.id));
    expect(t).toMatchObject({ status: 'completed', kind: 'crypto_purchase', fromAmount: '100' });
    expect(t.details).toMatchObject({ payment_method: 'credit_card', card_id: 'card_visa_4242', processing_fee: '3.99' });
    expect(s.exchange.context.transactionsOf(s.account)).toHaveLength(1);
  });

  it('a failed or cancelled page moves no money and the quotation cannot be used again', () => {
    for (const outcome of ['failed', 'cancelled'] as const) {
      const s = tradingSandbox('alex');
      const q = cardQuote(s);
      const start = value(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_visa_4242', paymentMethod: undefined, language: 'en' }));
      s.exchange.context.gateway.complete(start.purchase.gatewaySessionId ?? '', outcome, { errorCode: 'card_declined' });
      expect(s.balance('BTC').toFixed()).toBe('0.05');
      expect(value(s.trading.transaction(s.account, start.purchase.id))).toMatchObject({ status: 'failed' });
      expect(s.exchange.context.transactionsOf(s.account)).toHaveLength(0);
      expect(refusal(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_visa_4242', paymentMethod: undefined, language: 'en' }))).toBe(
        'quotation_already_used',
      );
    }
  });

  it('refuses a purchase whose card or method does not match its quotation, and a quotation of another method', () => {
    const s = tradingSandbox('alex');
    const q = cardQuote(s);
    expect(refusal(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_mc_5454', paymentMethod: undefined, language: 'en' }))).toBe(
      'invalid_parameter',
    );
    expect(refusal(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: undefined, paymentMethod: 'apple_pay', language: 'en' }))).toBe(
      'invalid_parameter',
    );
    const wallet = value(s.trading.createFiatWalletQuotation(s.account, 'USD', 'BTC', '10.00'));
    expect(refusal(s.trading.startPurchase(s.account, { quotationId: wallet.id, cardId: undefined, paymentMethod: 'fiat_wallet', language: 'en' }))).toBe(
      'quotation_not_found',
    );
    s.advance(15_000);
    expect(refusal(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_visa_4242', paymentMethod: undefined, language: 'en' }))).toBe(
      'quotation_expired',
    );
  });

  it('Apple Pay: merchant validation, then the token opens the page once; success settles', () => {
    const s = tradingSandbox('alex');
    const q = value(
      s.trading.createCardQuotation(s.account, {
        currency: 'ETH',
        nativeAmount: '50.00',
        amount: undefined,
        cardId: undefined,
        fixedSide: undefined,
        paymentMethod: 'apple_pay',
      }),
    );
    const start = value(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: undefined, paymentMethod: 'apple_pay', language: 'en' }));
    expect([start.url, start.purchase.status]).toEqual([undefined, 'awaiting_token']);
    expect(s.trading.validateApplePayMerchant('sandbox-crypto-merchant').ok).toBe(true);
    expect(refusal(s.trading.validateApplePayMerchant('someone-else'))).toBe('invalid_parameter');
    expect(refusal(s.trading.submitWalletToken(s.account, start.purchase.id, 'apple_pay', ''))).toBe('invalid_parameter');
    expect(refusal(s.trading.submitWalletToken(s.account, start.purchase.id, 'google_pay', 'tok'))).toBe('purchase_not_found');
    const url = value(s.trading.submitWalletToken(s.account, start.purchase.id, 'apple_pay', 'apple-token'));
    expect(value(s.trading.submitWalletToken(s.account, start.purchase.id, 'apple_pay', 'apple-token'))).toBe(url);
    s.exchange.context.gateway.complete(start.purchase.gatewaySessionId ?? '', 'succeeded');
    expect(s.balance('ETH').minus('1.2').toFixed()).toBe(q.toAmount);
    expect(refusal(s.trading.submitWalletToken(s.account, start.purchase.id, 'apple_pay', 'again'))).toBe('quotation_already_used');
  });

  it('Google Pay: the purchase answers the sheet parameters, the token the page', () => {
    const s = tradingSandbox('alex');
    const q = value(
      s.trading.createCardQuotation(s.account, {
        currency: 'BTC',
        nativeAmount: undefined,
        amount: '0.001',
        cardId: undefined,
        fixedSide: undefined,
        paymentMethod: 'google_pay',
      }),
    );
    const start = value(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: undefined, paymentMethod: 'google_pay', language: 'en' }));
    const url = value(s.trading.submitWalletToken(s.account, start.purchase.id, 'google_pay', 'gp-token'));
    expect(url).toContain('/gateway/three_ds/');
    const other = signInDirect(s.exchange, 'priya').account;
    expect(refusal(s.trading.submitWalletToken(other, start.purchase.id, 'google_pay', 'gp-token'))).toBe('purchase_not_found');
    s.exchange.context.gateway.complete(start.purchase.gatewaySessionId ?? '', 'succeeded');
    expect(s.balance('BTC').minus('0.05').toFixed()).toBe(q.toAmount);
  });

  it('settled card purchases count toward the weekly limit', () => {
    const s = tradingSandbox('wendy');
    const q = value(
      s.trading.createCardQuotation(s.account, {
        currency: 'BTC',
        nativeAmount: '80.00',
        amount: undefined,
        cardId: 'card_visa_4242',
        fixedSide: 'crypto',
        paymentMethod: undefined,
      }),
    );
    const start = value(s.trading.startPurchase(s.account, { quotationId: q.id, cardId: 'card_visa_4242', paymentMethod: undefined, language: 'en' }));
    s.exchange.context.gateway.complete(start.purchase.gatewaySessionId ?? '', 'succeeded');
    expect(value(s.trading.paymentMethods(s.account, 'BTC', 'buy', 'one_time')).weeklyLimits.creditCard?.currentAmount.toFixed(2)).toBe('4980.00');
    expect(
      refusal(
        s.trading.createCardQuotation(s.account, {
          currency: 'BTC',
          nativeAmount: '20.01',
          amount: undefined,
          cardId: 'card_visa_4242',
          fixedSide: 'crypto',
          paymentMethod: undefined,
        }),
      ),
    ).toBe('credit_card_weekly_limit_exceeded');
  });
});
