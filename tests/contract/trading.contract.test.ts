import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { code, ok, tradingContract } from '../support/trading-contract';

const [USD, GBP, BTC, ETH, SOL, LEO] = ['USD', 'GBP', 'BTC', 'ETH', 'SOL', 'LEO'].map(currencyCode) as [
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
  ReturnType<typeof currencyCode>,
];

describe('trading contract: HttpTradingAdapter reads and quotations against the sandbox (spec 000 §3, §5, §7)', () => {
  const c = tradingContract();
  beforeEach(c.setUp);
  afterEach(c.tearDown);

  describe('getCoins', () => {
    it('lists the tradable coins of the market with their precision', async () => {
      const coins = ok(await c.trading().getCoins());
      expect(coins.length).toBeGreaterThan(100);
      expect(coins.find((coin) => coin.symbol === 'BTC')).toEqual({ symbol: 'BTC', name: 'Bitcoin', maxFraction: 8 });
      expect(coins.some((coin) => coin.symbol === 'LUNC')).toBe(false);
    });

    it('reports a malformed answer as a schema failure', async () => {
      c.harness().faults.arm({ path: '/api/currencies', times: 2, kind: 'malformed' });
      const result = await c.trading().getCoins();
      expect(result.ok).toBe(false);
    });
  });

  describe('getLiveRate', () => {
    it('answers tiers, thresholds and the key currency as Decimal; Prime regular users get their tiers', async () => {
      await c.as('priya');
      const regular = ok(await c.trading().getLiveRate(USD, BTC));
      const prime = ok(await c.trading().getLiveRate(USD, BTC, 'prime'));
      expect(regular).toMatchObject({ fromCurrency: 'USD', toCurrency: 'BTC', keyCurrency: 'BTC', lotSize: undefined });
      expect(regular.threshold.min?.toFixed(2)).toBe('1.00');
      expect(prime.rates[0]?.tiers[0]?.rate.lessThan(regular.rates[0]?.tiers[0]?.rate ?? 0)).toBe(true);
      expect(ok(await c.trading().getLiveRate(ETH, currencyCode('SHIB'))).lotSize?.toFixed()).toBe('1000');
    });

    it('refuses an unsupported pair, and answers unauthorized when signed out', async () => {
      expect((await c.trading().getLiveRate(USD, BTC)).ok).toBe(false);
      await c.as('alex');
      expect(code(await c.trading().getLiveRate(USD, GBP))).toBe('trading_pair_not_supported');
    });
  });

  describe('getTransactableAmount', () => {
    it("answers what the customer's wallet can spend on the pair", async () => {
      await c.as('alex');
      expect(ok(await c.trading().getTransactableAmount(USD, BTC)).toFixed(2)).toBe('10000.00');
      expect(ok(await c.trading().getTransactableAmount(ETH, SOL)).toFixed()).toBe('1.2');
      expect(code(await c.trading().getTransactableAmount(USD, currencyCode('NOPE')))).toBe('trading_pair_not_supported');
    });
  });

  describe('getTradingFees', () => {
    it('answers each payment method fee by the stable-coin flag', async () => {
      await c.as('alex');
      const fees = (list: readonly { paymentMethod: string; percentage: { toFixed: (d: number) => string } }[]) =>
        Object.fromEntries(list.map((f) => [f.paymentMethod, f.percentage.toFixed(2)]));
      expect(fees(ok(await c.trading().getTradingFees(false)))).toMatchObject({
        fiat_wallet: '0.50',
        credit_card: '3.99',
        debit_card: '1.49',
        apple_pay: '1.49',
        pay_pal: '1.99',
      });
      expect(fees(ok(await c.trading().getTradingFees(true)))).toMatchObject({ fiat_wallet: '0.20' });
    });

    it('answers unauthorized when signed out', async () => {
      expect(await c.trading().getTradingFees(false)).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    });
  });

  describe('getPaymentMethods', () => {
    it("lists one-time buy methods following the coin's features, with the weekly limits", async () => {
      await c.as('wendy');
      const view = ok(await c.trading().getPaymentMethods(BTC, 'buy'));
      expect(view.methods.filter((m) => m.enabled).map((m) => m.method)).toEqual(['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay']);
      expect([view.weeklyLimits.applePay?.currentAmount.toFixed(2), view.weeklyLimits.applePay?.limitAmount.toFixed(2)]).toEqual(['4900.00', '5000.00']);
      expect(ok(await c.trading().getPaymentMethods(LEO, 'buy')).methods.every((m) => !m.enabled)).toBe(true);
    });

    it('refuses an asset that is not a coin', async () => {
      await c.as('alex');
      expect(code(await c.trading().getPaymentMethods(USD, 'sell'))).toBe('trading_pair_not_supported');
    });
  });

  describe('createFiatWalletBuyQuotation', () => {
    it('quotes the amount with the trading fee split off, valid 15 s', async () => {
      await c.as('alex');
      const now = c.harness().time.now();
      const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('100') }));
      expect([q.totalAmount.toFixed(2), q.fromAmount.toFixed(2), q.fee?.toFixed(2), q.paymentMethod, q.expiresAt - now]).toEqual([
        '100.00',
        '99.50',
        '0.50',
        'fiat_wallet',
        15_000,
      ]);
      expect(q.tradingFee).toMatchObject({ waived: false, waivedReason: undefined, taxFeeIncluded: false });
      expect(q.cardFee).toBeUndefined();
    });

    it('quotes a fixed amount of coins to receive (to_amount)', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount: dec('0.001'), fixedSide: 'to' }));
      expect(q).toMatchObject({ side: 'buy', fromCurrency: 'USD', toCurrency: 'BTC', paymentMethod: 'fiat_wallet' });
      expect(q.toAmount.greaterThanOrEqualTo('0.001')).toBe(true);
      expect(q.totalAmount.greaterThan(0)).toBe(true);
    });

    it('refuses a UK customer in cooling-off', async () => {
      await c.as('harriet');
      expect(code(await c.trading().createFiatWalletBuyQuotation({ fiat: GBP, coin: BTC, amount: dec('50') }))).toBe(
        'trade_feature_restriction_in_cooling_off_period',
      );
    });
  });

  describe('createFiatWalletSellQuotation', () => {
    it('quotes coins for the wallet with the fee off the proceeds', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createFiatWalletSellQuotation({ coin: BTC, fiat: USD, amount: dec('0.01') }));
      expect(q).toMatchObject({ side: 'sell', fromCurrency: 'BTC', toCurrency: 'USD' });
      expect(q.toAmount.plus(q.fee ?? 0).eq(q.totalAmount)).toBe(true);
    });

    it('refuses more coins than held', async () => {
      await c.as('alex');
      expect(code(await c.trading().createFiatWalletSellQuotation({ coin: BTC, fiat: USD, amount: dec('1') }))).toBe('not_enough_balance');
    });
  });

  describe('createCoinQuotation', () => {
    it('quotes a crypto-wallet buy for a fixed amount to receive', async () => {
      await c.as('alex');
      const q = ok(await c.trading().createCoinQuotation({ side: 'buy', from: ETH, to: SOL, fixed: { side: 'to', amount: dec('2') } }));
      expect(q).toMatchObject({ side: 'buy', keyCurrency: 'SOL', paymentMethod: 'crypto_wallet' });
      expect(q.toAmount.greaterThanOrEqualTo(2)).toBe(true);
    });

    it('refuses an amount below the minimum with the minimum in the meta', async () => {
      await c.as('alex');
      const result = await c.trading().createCoinQuotation({ side: 'sell', from: ETH, to: SOL, fixed: { side: 'from', amount: dec('0.00000001') } });
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'business', code: 'web_trade_below_min_limit_label', meta: expect.objectContaining({ currency: 'ETH' }) }),
      });
    });
  });

  describe('createCardQuotation', () => {
    it('quotes card, Apple Pay and Google Pay buys with the card processing fee and the Prime waiver', async () => {
      await c.as('priya');
      const card = ok(
        await c
          .trading()
          .createCardQuotation({ coin: BTC, payment: { method: 'credit_card', cardId: 'card_visa_4242' }, fixed: { side: 'from', amount: dec('100') } }),
      );
      expect(card.cardFee?.actualAmount.toFixed(2)).toBe('3.99');
      expect(card.tradingFee).toMatchObject({ waived: true, waivedReason: 'prime_waived' });
      expect(card.tradingFee?.waivedAmount.toFixed(2)).toBe('0.50');
      const apple = ok(await c.trading().createCardQuotation({ coin: ETH, payment: { method: 'apple_pay' }, fixed: { side: 'to', amount: dec('0.01') } }));
      expect(apple.toAmount.greaterThanOrEqualTo('0.01')).toBe(true);
      expect(
        ok(await c.trading().createCardQuotation({ coin: BTC, payment: { method: 'google_pay' }, fixed: { side: 'from', amount: dec('20') } })).paymentMethod,
      ).toBe('google_pay');
    });

    it("refuses wei's Singapore-issued card, ed's expired card and wendy over the weekly limit", async () => {
      const quote = (cardId: string, amount = '50') =>
        c.trading().createCardQuotation({ coin: BTC, payment: { method: 'credit_card', cardId }, fixed: { side: 'from', amount: dec(amount) } });
      await c.as('wei');
      expect(code(await quote('card_sg_4000'))).toBe('sg_credit_card_crypto_not_supported');
      c.tearDown();
      c.setUp();
      await c.as('ed');
      expect(code(await quote('card_visa_0005'))).toBe('payment_card_expired');
      c.tearDown();
      c.setUp();
      await c.as('wendy');
      expect(code(await quote('card_visa_4242', '100.01'))).toBe('credit_card_weekly_limit_exceeded');
    });
  });
});
