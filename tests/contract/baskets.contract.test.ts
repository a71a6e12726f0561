import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import type { BasketBuyPreviewRequest } from '../../application/ports/baskets-port';
import { HttpBasketsAdapter } from '../../adapters/http/baskets-http-adapter';
import { HttpTradingAdapter } from '../../adapters/http/trading-http-adapter';
import { basketFeeAmount } from '../../domain/basket/basket-fee';
import { basketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { basketSellAmount } from '../../domain/basket/basket-sell-amount';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { dec, ZERO } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const DAY_MS = 86_400_000;
const ALEX_BASKET = 'bski_alex_blue_chip';

const buy = (overrides: Partial<BasketBuyPreviewRequest> = {}): BasketBuyPreviewRequest => ({
  basketId: 'bsk_balanced_four',
  paymentMethod: 'fiat_wallet',
  rebalancingInterval: 'weekly',
  paymentCurrency: USD,
  paymentAmount: dec('100'),
  ...overrides,
});

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function codeOf(result: ApiResult<unknown>): string {
  if (result.ok) throw new Error('expected a business error');
  return result.error.kind === 'business' ? result.error.code : result.error.kind;
}

describe('baskets contract: HttpBasketsAdapter against the sandbox exchange', () => {
  let h: SandboxHarness;
  let baskets: HttpBasketsAdapter;

  const signIn = (persona: string) => signInAs(h, persona);

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    baskets = new HttpBasketsAdapter(h.get('http'));
  });

  afterEach(() => h.stop());

  describe('offers (public)', () => {
    it('lists preset offers with categories, weights summing to 100 and all performance periods; filters by origin, search and category', async () => {
      const all = value(await baskets.listOffers({ allPerformancePeriods: true }));
      expect(all.offers.length).toBeGreaterThanOrEqual(9);
      expect(all.categories.map((c) => c.id)).toContain('large_caps');
      for (const offer of all.offers) {
        expect(
          offer.weights
            .reduce((sum, w) => sum.plus(w.weight), ZERO)
            .toDecimalPlaces(20)
            .eq(100),
        ).toBe(true);
        expect(offer.performance.map((p) => p.period)).toEqual(['24h', '7d', '30d', '1y']);
        expect(offer.balance.isZero()).toBe(true);
      }
      const preset = value(await baskets.listOffers({ origin: 'preset' }));
      expect(preset.offers.every((o) => o.origin === 'preset')).toBe(true);
      expect(preset.offers.map((o) => o.id)).not.toContain('bsk_my_picks');
      expect(preset.offers[0]?.performance).toHaveLength(1);
      expect(value(await baskets.listOffers({ search: 'cronos' })).offers.map((o) => o.id)).toEqual(['bsk_cronos']);
      expect(value(await baskets.listOffers({ categoryId: 'defi' })).offers.map((o) => o.id)).toEqual(['bsk_defi', 'bsk_staked_eth']);
      const flags = Object.fromEntries(all.offers.map((o) => [o.id, { stakeable: o.stakeable, delisted: o.delisted, disabled: o.disabled }]));
      expect(flags['bsk_staked_eth']?.stakeable).toBe(true);
      expect(flags['bsk_legacy']?.delisted).toBe(true);
      expect(flags['bsk_solana_surge']?.disabled).toBe(true);
    });

    it('reads one offer and its purchasing info; an unknown offer is invalid_parameter', async () => {
      const offer = value(await baskets.getOffer('bsk_cronos'));
      expect(offer.fee).toMatchObject({ type: 'amount', currency: 'USD' });
      expect(offer.fee.value.toFixed(2)).toBe('0.99');
      const info = value(await baskets.getPurchasingInfo('bsk_defi'));
      expect(info.minimums.trading.withBuffer.toFixed(2)).toBe('26.25');
      expect(info.rebalancingIntervals).toEqual(['never', 'weekly', 'bi_weekly', 'monthly']);
      expect(info.defaultRebalancingInterval).toBe('monthly');
      expect(codeOf(await baskets.getOffer('nope'))).toBe(ErrorCode.invalidParameter);
      expect(codeOf(await baskets.getPurchasingInfo('nope'))).toBe(ErrorCode.invalidParameter);
    });
  });

  describe('instances', () => {
    it('lists the customer’s baskets (alex: blue chip, monthly) and finds one by offer; private calls need a session', async () => {
      expect(codeOf(await baskets.listInstances())).toBe('unauthorized');
      await signIn('alex');
      const [blueChip, ...others] = value(await baskets.listInstances());
      expect(others).toHaveLength(0);
      expect(blueChip).toMatchObject({ id: ALEX_BASKET, offerId: 'bsk_blue_chip', rebalancingInterval: 'monthly', balanceCurrency: 'USD' });
      expect(blueChip?.balance.greaterThan(0)).toBe(true);
      expect(blueChip?.nextRebalancingAt).toBe(h.time.now() + 30 * DAY_MS);
      expect(value(await baskets.getInstanceForOffer('bsk_blue_chip'))?.id).toBe(ALEX_BASKET);
      expect(value(await baskets.getInstanceForOffer('bsk_cronos'))).toBeUndefined();
    });

    it('reads an instance with its holdings; someone else’s basket is invalid_parameter', async () => {
      await signIn('alex');
      const detail = value(await baskets.getInstance(ALEX_BASKET));
      expect(detail.holdings.map((x) => x.symbol).sort()).toEqual(['BTC', 'ETH']);
      expect(detail.holdings.reduce((sum, x) => sum.plus(x.value), ZERO).eq(detail.balance)).toBe(true);
      expect(detail.rebalancingInProgress).toBe(false);
      expect(codeOf(await baskets.getInstance('bski_priya_layer_1'))).toBe(ErrorCode.invalidParameter);
    });

    it('changes rebalancing: weekly schedules in 7 days, never clears it; delisted baskets refuse; a running rebalancing refuses', async () => {
      await signIn('alex');
      const weekly = value(await baskets.setRebalancing(ALEX_BASKET, 'weekly'));
      expect(weekly.rebalancingInterval).toBe('weekly');
      expect(weekly.nextRebalancingAt).toBe(h.time.now() + 7 * DAY_MS);
      const never = value(await baskets.setRebalancing(ALEX_BASKET, 'never'));
      expect(never.nextRebalancingAt).toBeUndefined();
      value(await baskets.setRebalancing(ALEX_BASKET, 'weekly'));
      await h.time.advance(7 * DAY_MS);
      expect(value(await baskets.getInstance(ALEX_BASKET)).rebalancingInProgress).toBe(true);
      expect(codeOf(await baskets.setRebalancing(ALEX_BASKET, 'monthly'))).toBe(ErrorCode.rebalancingInProgress);
      expect(value(await baskets.listTransactions()).map((t) => t.kind)).toContain('basket_rebalance');
    });

    it('refuses a rebalancing change on a delisted basket with basket_delisted', async () => {
      await signIn('tess');
      expect(codeOf(await baskets.setRebalancing('bski_tess_legacy', 'weekly'))).toBe(ErrorCode.basketDelisted);
    });
  });

  describe('payment methods', () => {
    it('offers cash, saved cards (expired flagged), Apple Pay and Google Pay to buy; only cash to sell', async () => {
      await signIn('ed');
      const forBuy = value(await baskets.getPaymentMethods('buy'));
      expect(forBuy.map((m) => m.paymentMethod)).toEqual(['fiat_wallet', 'credit_card', 'credit_card', 'apple_pay', 'google_pay']);
      expect(forBuy.filter((m) => m.paymentMethod === 'credit_card').map((m) => m.isExpired)).toEqual([true, false]);
      expect(forBuy[0]?.balance?.toFixed(2)).toBe('1500.00');
      expect(value(await baskets.getPaymentMethods('sell')).map((m) => m.paymentMethod)).toEqual(['fiat_wallet']);
    });
  });

  describe('buy', () => {
    it('previews with the fee split off the amount, confirms once, creates the basket and debits the cash account', async () => {
      await signIn('alex');
      const preview = value(await baskets.previewBuy(buy()));
      expect(preview.totalPaymentAmount.toFixed(2)).toBe('100.00');
      expect(preview.paymentAmount.toFixed(2)).toBe('99.25');
      expect(preview.fee?.value.toFixed(2)).toBe('0.75');
      expect(preview.basketCoins).toEqual(['BTC', 'ETH', 'SOL', 'CRO']);
      expect(preview.expiresAt).toBe(h.time.now() + 15_000);
      const transaction = value(await baskets.confirmBuy(preview.id));
      expect(transaction).toMatchObject({ kind: 'basket_purchase', side: 'buy', status: 'completed', offerId: 'bsk_balanced_four' });
      expect(codeOf(await baskets.confirmBuy(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
      const owned = value(await baskets.getInstanceForOffer('bsk_balanced_four'));
      expect(owned?.id).toBe(transaction.basketId);
      expect(value(await baskets.getPaymentMethods('buy'))[0]?.balance?.toFixed(2)).toBe('9900.00');
      expect(value(await baskets.listTransactions())[0]?.id).toBe(transaction.id);
    });

    it('refuses a preview once it expired (15 s)', async () => {
      await signIn('alex');
      const preview = value(await baskets.previewBuy(buy()));
      await h.time.advance(15_000);
      expect(codeOf(await baskets.confirmBuy(preview.id))).toBe(ErrorCode.quotationExpired);
    });

    it('answers the basket quote errors of the catalogue', async () => {
      await signIn('alex');
      expect(codeOf(await baskets.previewBuy(buy({ paymentAmount: dec('5') })))).toBe(ErrorCode.basketBelowMinimum);
      expect(codeOf(await baskets.previewBuy(buy({ basketId: 'bsk_legacy' })))).toBe(ErrorCode.basketDelisted);
      expect(codeOf(await baskets.previewBuy(buy({ basketId: 'bsk_solana_surge' })))).toBe(ErrorCode.basketDelisted);
      expect(codeOf(await baskets.previewBuy(buy({ basketId: 'bsk_staked_eth' })))).toBe(ErrorCode.invalidParameter);
      expect(codeOf(await baskets.previewBuy(buy({ basketId: 'bsk_cronos', paymentAmount: dec('11') })))).toBe(ErrorCode.hitMinThreshold);
      expect(codeOf(await baskets.previewBuy(buy({ paymentAmount: dec('10000.01') })))).toBe(ErrorCode.notEnoughBalance);
    });

    it.each([
      ['zoe', 'USD', ErrorCode.notEnoughBalance],
      ['harriet', 'GBP', ErrorCode.coolingOffRestriction],
      ['sam', 'USD', ErrorCode.restrictedFeature],
    ])('answers %s’s basket quote error (%s): %s', async (persona, fiat, code) => {
      await signIn(persona);
      expect(codeOf(await baskets.previewBuy(buy({ paymentCurrency: currencyCode(fiat) })))).toBe(code);
    });

    it('answers exceed_user_daily_trading_limit once the day’s basket buys would pass the limit, and hit_max_threshold for a coin over its maximum', async () => {
      await signIn('tess');
      expect(codeOf(await baskets.previewBuy(buy({ basketId: 'bsk_blue_chip', paymentAmount: dec('17000') })))).toBe(ErrorCode.hitMaxThreshold);
      value(await baskets.confirmBuy(value(await baskets.previewBuy(buy({ paymentAmount: dec('20000') }))).id));
      expect(codeOf(await baskets.previewBuy(buy({ paymentAmount: dec('10000.01') })))).toBe(ErrorCode.exceedUserDailyTradingLimit);
      await h.time.advance(DAY_MS);
      value(await baskets.previewBuy(buy({ paymentAmount: dec('10000.01') })));
    });

    it('pays by card through the gateway’s 3-D Secure page: the money moves when the page succeeds', async () => {
      const alex = await signIn('alex');
      const preview = value(
        await baskets.previewBuy(buy({ paymentMethod: 'credit_card', card: { id: 'card_visa_4242', brand: 'visa', maskedCardNumber: '**** 4242' } })),
      );
      expect(preview.fees.map((f) => f.value.toFixed(2))).toEqual(['0.75', '3.99']);
      expect(codeOf(await baskets.confirmBuy(preview.id))).toBe(ErrorCode.invalidParameter);
      const payment = value(await baskets.startThirdPartyBuy(preview.id));
      if (payment.kind !== 'card') throw new Error('expected a card page');
      expect(payment.html).toContain(`/gateway/three_ds/${payment.purchaseUuid}`);
      expect(codeOf(await baskets.startThirdPartyBuy(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
      expect(value(await baskets.getPurchase(payment.purchaseUuid)).status).toBe('pending');
      h.exchange.context.gateway.complete(payment.purchaseUuid, 'succeeded');
      const purchase = value(await baskets.getPurchase(payment.purchaseUuid));
      expect(purchase.status).toBe('completed');
      expect(h.exchange.context.ledger.balance(alex.uuid, 'USD').toFixed(2)).toBe('10000.00');
      expect(value(await baskets.listTransactions())[0]).toMatchObject({ id: purchase.transactionId, status: 'completed' });
      expect(codeOf(await baskets.getPurchase('bskpur_unknown'))).toBe(ErrorCode.quotationNotFound);
    });

    it('answers the Apple Pay and Google Pay sheet parameters, and refuses a card over the weekly limit', async () => {
      await signIn('wendy');
      const apple = value(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'apple_pay', paymentAmount: dec('50') }))).id));
      expect(apple).toMatchObject({ kind: 'apple_pay', gatewayMerchantId: expect.any(String) });
      const google = value(
        await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'google_pay', paymentAmount: dec('50') }))).id),
      );
      if (google.kind !== 'google_pay') throw new Error('expected Google Pay parameters');
      expect(google.totalAmount.toFixed(2)).toBe('50.00');
      expect(google).toMatchObject({ currencyCode: 'USD', countryCode: 'US' });
      expect(
        codeOf(
          await baskets.previewBuy(
            buy({ paymentMethod: 'credit_card', paymentAmount: dec('150'), card: { id: 'card_visa_4242', brand: 'visa', maskedCardNumber: '**** 4242' } }),
          ),
        ),
      ).toBe(ErrorCode.creditCardWeeklyLimitExceeded);
    });

    it('takes a basket purchase’s Apple Pay and Google Pay tokens through the trading token calls and answers the 3-D Secure page', async () => {
      await signIn('alex');
      const trading = new HttpTradingAdapter(h.get('http'));
      const apple = value(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'apple_pay', paymentAmount: dec('50') }))).id));
      expect(value(await trading.submitApplePayToken(apple.purchaseUuid, 'apple-token'))).toContain(`/gateway/three_ds/${apple.purchaseUuid}`);
      const google = value(
        await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'google_pay', paymentAmount: dec('50') }))).id),
      );
      expect(value(await trading.submitGooglePayToken(google.purchaseUuid, 'google-token'))).toContain(`/gateway/three_ds/${google.purchaseUuid}`);
      expect(codeOf(await trading.submitApplePayToken(google.purchaseUuid, 'apple-token'))).toBe(ErrorCode.purchaseNotFound);
    });

    it('refuses an expired card with payment_card_expired, and a cash-account preview in the third-party trade', async () => {
      await signIn('ed');
      expect(
        codeOf(await baskets.previewBuy(buy({ paymentMethod: 'credit_card', card: { id: 'card_visa_0005', brand: 'visa', maskedCardNumber: '**** 0005' } }))),
      ).toBe(ErrorCode.paymentCardExpired);
      expect(codeOf(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy())).id))).toBe(ErrorCode.invalidParameter);
    });
  });

  describe('sell', () => {
    it('previews a percentage (amount = % × balance, half up), confirms once; the sale settles, pays out and notifies', async () => {
      const alex = await signIn('alex');
      const balance = value(await baskets.getInstance(ALEX_BASKET)).balance;
      const preview = value(await baskets.previewSell(basketSellPreviewRequest(ALEX_BASKET, 'fiat_wallet', dec('50'), USD)));
      expect(preview.payoutAmount.eq(basketSellAmount(dec('50'), balance))).toBe(true);
      if (preview.fee === undefined) throw new Error('expected the basket fee');
      expect(preview.totalPayoutAmount.plus(basketFeeAmount(preview.fee, preview.payoutAmount, 2)).eq(preview.payoutAmount)).toBe(true);
      const sale = value(await baskets.confirmSell(preview.id));
      expect(sale).toMatchObject({ kind: 'basket_sale', status: 'pending' });
      expect(codeOf(await baskets.confirmSell(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
      expect(value(await baskets.listNotifications())).toHaveLength(0);
      await h.time.advance(2_000);
      const [notification] = value(await baskets.listNotifications());
      expect(notification).toMatchObject({ kind: 'basket_sell_completed', basketId: ALEX_BASKET, transactionId: sale.id, read: false });
      expect(h.exchange.context.ledger.balance(alex.uuid, 'USD').eq(dec('10000').plus(preview.totalPayoutAmount))).toBe(true);
      value(await baskets.markNotificationRead(notification?.id ?? ''));
      expect(value(await baskets.listNotifications())[0]?.read).toBe(true);
      expect(codeOf(await baskets.markNotificationRead('bskn_unknown'))).toBe(ErrorCode.invalidParameter);
    });

    it('refuses a sell amount not above the minimum and a sell while the basket rebalances', async () => {
      await signIn('alex');
      expect(codeOf(await baskets.previewSell(basketSellPreviewRequest(ALEX_BASKET, 'fiat_wallet', dec('0.5'), USD)))).toBe(ErrorCode.basketBelowMinimum);
      await h.time.advance(30 * DAY_MS);
      expect(codeOf(await baskets.previewSell(basketSellPreviewRequest(ALEX_BASKET, 'fiat_wallet', dec('50'), USD)))).toBe(ErrorCode.rebalancingInProgress);
      await h.time.advance(60_000);
      value(await baskets.previewSell(basketSellPreviewRequest(ALEX_BASKET, 'fiat_wallet', dec('50'), USD)));
    });
  });

  describe('transfers', () => {
    it('previews a portion of every coin and creates the transfer once: processing, then the coins reach the customer’s wallets 20 s later', async () => {
      const alex = await signIn('alex');
      const btcBefore = h.exchange.context.ledger.balance(alex.uuid, 'BTC');
      const preview = value(await baskets.previewTransfer(ALEX_BASKET, dec('100')));
      expect(preview.coins.map((c) => c.symbol).sort()).toEqual(['BTC', 'ETH']);
      const transfer = value(await baskets.createTransfer(preview.id));
      expect([transfer.status, transfer.transactionIds]).toEqual(['processing', []]);
      expect(codeOf(await baskets.createTransfer(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
      expect(h.exchange.context.ledger.balance(alex.uuid, 'BTC').eq(btcBefore)).toBe(true);
      await h.time.advance(15_000);
      expect(value(await baskets.getTransfer(transfer.id)).status).toBe('processing');
      await h.time.advance(5_000);
      const settled = value(await baskets.getTransfer(transfer.id));
      expect([settled.status, settled.transactionIds.length]).toEqual(['completed', 2]);
      const btc = preview.coins.find((c) => c.symbol === 'BTC')?.amount ?? ZERO;
      expect(h.exchange.context.ledger.balance(alex.uuid, 'BTC').eq(btcBefore.plus(btc))).toBe(true);
      expect(value(await baskets.listInstances())).toHaveLength(0);
    });

    it('refuses a portion whose value is not above the selling minimum, naming the minimum; a transfer the basket can no longer cover fails', async () => {
      await signIn('alex');
      const small = value(await baskets.confirmBuy(value(await baskets.previewBuy(buy({ paymentAmount: dec('40') }))).id));
      const refused = await baskets.previewTransfer(small.basketId, dec('10'));
      expect(refused.ok || refused.error.kind !== 'business' ? undefined : [refused.error.code, refused.error.meta]).toEqual([
        ErrorCode.basketBelowMinimum,
        { minimum: '5.25', currency: 'USD' },
      ]);
      const partial = value(await baskets.previewTransfer(ALEX_BASKET, dec('60')));
      const transfer = value(await baskets.createTransfer(partial.id));
      const sell = value(await baskets.previewSell(basketSellPreviewRequest(ALEX_BASKET, 'fiat_wallet', dec('100'), USD)));
      value(await baskets.confirmSell(sell.id));
      await h.time.advance(20_000);
      expect(value(await baskets.getTransfer(transfer.id)).status).toBe('failed');
    });

    it('refuses portions outside 1-100 or with decimals, and transfers while the basket rebalances', async () => {
      await signIn('alex');
      for (const portion of ['0', '101', '12.5']) expect(codeOf(await baskets.previewTransfer(ALEX_BASKET, dec(portion)))).toBe(ErrorCode.invalidParameter);
      await h.time.advance(30 * DAY_MS);
      expect(codeOf(await baskets.previewTransfer(ALEX_BASKET, dec('25')))).toBe(ErrorCode.rebalancingInProgress);
      await h.time.advance(60_000);
      const preview = value(await baskets.previewTransfer(ALEX_BASKET, dec('25')));
      await h.time.advance(15_000);
      expect(codeOf(await baskets.createTransfer(preview.id))).toBe(ErrorCode.quotationExpired);
    });
  });
});
