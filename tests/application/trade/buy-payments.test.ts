import { describe, expect, it } from 'vitest';
import type { CardQuotationRequest, CoinQuotationRequest, FiatWalletBuyRequest } from '../../../application/ports/trading-port';
import { dec } from '../../../domain/money/decimal';
import { createBuyFixture, type BuyFixture, startingFixtures } from '../../support/buy-fixture';

const started = startingFixtures();

/** A customer with a saved credit Visa, ready to buy `amount` USD of BTC with it. */
async function withCard(amount = '50', trustedDevice = true): Promise<BuyFixture> {
  const f = createBuyFixture({}, { trustedDevice });
  f.setCards({ id: 'card-4242' });
  await started(f);
  await f.time.until(() => f.state().cashOptions.some((o) => o.id === 'card-4242'));
  f.buy.selectPayment('card-4242');
  f.buy.typeAmount(amount);
  return f;
}

const outcomeKind = (f: BuyFixture) => f.state().outcome?.kind;

describe('BuyService: paying by card through 3-D Secure in the frame (spec 000 §4, §7)', () => {
  it('quotes the card, starts the purchase, shows the bank page and, on its success, fetches the transaction', async () => {
    const f = await withCard();
    await f.buyNow();
    const request = f.trading.calls.requests('createCardQuotation')[0]?.[0] as CardQuotationRequest;
    expect(request).toEqual({
      coin: 'BTC',
      payment: { method: 'credit_card', cardId: 'card-4242' },
      fixed: { side: 'from', amount: expect.objectContaining({}) },
    });
    expect(request.fixed.amount.toFixed()).toBe('50');
    const purchaseId = await f.payInFrame('success');
    await f.time.until(() => outcomeKind(f) === 'success');
    expect(f.trading.calls.requests('startPurchase')[0]?.[0]).toMatchObject({ payment: { method: 'credit_card', cardId: 'card-4242' }, language: 'en' });
    expect(f.trading.calls.requests('getTransaction')).toEqual([[purchaseId]]);
    expect(f.trading.trades).toHaveLength(1);
    expect(f.completed).toEqual([{ kind: 'coin_buy', transactionId: f.trading.trades[0]?.transaction.id, isFirstPurchase: false }]);
    expect(f.services.paymentFrames.state.getSnapshot()).toEqual({ phase: 'closed' });
    expect(f.state().confirm).toEqual({ phase: 'closed' });
  });

  it('the confirmation stays in flight while the frame is open: no cancel, no second trade', async () => {
    const f = await withCard();
    await f.buyNow();
    await f.time.until(() => f.services.paymentFrames.state.getSnapshot().phase === 'open');
    f.buy.cancel();
    f.buy.confirm();
    await f.time.advance(1000);
    expect(f.confirm().submitting).toBe(true);
    expect(f.trading.calls.count('startPurchase')).toBe(1);
    await f.payInFrame('success');
    await f.time.until(() => outcomeKind(f) === 'success');
    expect(f.trading.trades).toHaveLength(1);
  });

  it('a failed authentication opens the failure modal with the frame’s code and moves no money', async () => {
    const f = await withCard();
    await f.buyNow();
    await f.payInFrame('failed', 'card_declined');
    await f.time.until(() => outcomeKind(f) === 'failure');
    expect(f.state().outcome).toMatchObject({
      kind: 'failure',
      notice: { code: 'card_declined', title: { kind: 'key', key: 'web_error_purchase_failed_title' } },
    });
    expect(f.trading.trades).toHaveLength(0);
    expect(f.trading.calls.count('getTransaction')).toBe(0);
  });

  it('a Singapore card code from the frame goes to the notice host as card-not-supported', async () => {
    const f = await withCard();
    await f.buyNow();
    await f.payInFrame('failed', 'sg_credit_card_crypto_not_supported');
    await f.time.until(() => f.notices.alert.getSnapshot() !== undefined);
    expect(f.notices.alert.getSnapshot()).toMatchObject({
      code: 'sg_credit_card_crypto_not_supported',
      title: { kind: 'key', key: 'web_error_card_not_supported_title' },
    });
    expect(f.state().outcome).toBeUndefined();
  });

  it('closing the frame cancels quietly: no modal, no trade, the amount is kept', async () => {
    const f = await withCard();
    await f.buyNow();
    await f.time.until(() => f.services.paymentFrames.state.getSnapshot().phase === 'open');
    f.services.paymentFrames.close();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.state()).toMatchObject({ outcome: undefined, amountText: '50' });
    expect(f.trading.trades).toHaveLength(0);
  });
});

describe('BuyService: Apple Pay and Google Pay (spec 000 §4)', () => {
  async function withWallet(id: 'apple_pay' | 'google_pay'): Promise<BuyFixture> {
    const f = await started(createBuyFixture());
    f.buy.selectPayment(id);
    f.buy.typeAmount('40');
    return f;
  }

  it('Apple Pay: merchant validation and token through the sheet, then the page in the frame', async () => {
    const f = await withWallet('apple_pay');
    await f.buyNow();
    await f.payInFrame('success');
    await f.time.until(() => outcomeKind(f) === 'success');
    expect(f.trading.calls.requests('createCardQuotation')[0]?.[0]).toMatchObject({ payment: { method: 'apple_pay' } });
    expect(f.trading.calls.count('validateApplePayMerchant')).toBe(1);
    expect(f.trading.calls.count('submitApplePayToken')).toBe(1);
    expect(f.fakes.applePay.requests).toEqual([expect.objectContaining({ currency: 'USD', countryCode: 'US', label: 'Crypto' })]);
    expect(f.trading.trades).toHaveLength(1);
  });

  it('a cancelled Apple Pay sheet returns to the widget without a modal or a trade', async () => {
    const f = await withWallet('apple_pay');
    f.fakes.applePay.choice = 'cancel';
    await f.buyNow();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.state().outcome).toBeUndefined();
    expect(f.trading.calls.count('submitApplePayToken')).toBe(0);
    expect(f.trading.trades).toHaveLength(0);
  });

  it('Google Pay: the sheet with the purchase’s parameters, the token, then the page', async () => {
    const f = await withWallet('google_pay');
    await f.buyNow();
    await f.payInFrame('success');
    await f.time.until(() => outcomeKind(f) === 'success');
    expect(f.fakes.googlePay.requests).toEqual([expect.objectContaining({ isLive: false, currency: 'USD', countryCode: 'US' })]);
    expect(f.trading.calls.count('submitGooglePayToken')).toBe(1);
    expect(f.trading.trades).toHaveLength(1);
  });
});

describe('BuyService: paying with crypto and entering coins (spec 000 §2, §7)', () => {
  it('the crypto tab buys with a coin held: a coin quotation of side buy, then its confirmation', async () => {
    const f = createBuyFixture();
    f.account.setCoinWallet('ETH', '2');
    await started(f);
    f.buy.selectTab('crypto');
    await f.time.until(() => f.state().payment?.id === 'crypto_wallet:ETH' && f.state().pairRate !== undefined);
    expect(f.trading.calls.requests('getLiveRate').at(-1)).toEqual(['ETH', 'BTC']);
    expect(f.state().pair?.source).toEqual({ currency: 'ETH', decimals: 8 });
    f.buy.typeAmount('0.5');
    await f.buyNow();
    await f.time.until(() => outcomeKind(f) === 'success');
    const request = f.trading.calls.requests('createCoinQuotation')[0]?.[0] as CoinQuotationRequest;
    expect([request.side, request.from, request.to, request.fixed.side, request.fixed.amount.toFixed()]).toEqual(['buy', 'ETH', 'BTC', 'from', '0.5']);
    expect(f.trading.calls.requests('confirmCoinQuotation')[0]?.[1]).toBe('buy');
    expect(f.account.coinWallet('ETH')?.available.toFixed()).toBe('1.5');
  });

  it('coins typed after the toggle are quoted as the coins to receive, from the cash account too', async () => {
    const f = await started(createBuyFixture());
    f.buy.typeAmount('100');
    f.buy.toggleEntry();
    expect(f.state()).toMatchObject({ entry: 'target', amountText: '0.002' });
    await f.buyNow();
    await f.time.until(() => outcomeKind(f) === 'success');
    const request = f.trading.calls.requests('createFiatWalletBuyQuotation')[0]?.[0] as FiatWalletBuyRequest;
    expect([request.fixedSide, request.amount.toFixed()]).toEqual(['to', '0.002']);
    expect(f.trading.trades[0]?.transaction.toAmount.greaterThanOrEqualTo('0.002')).toBe(true);
  });

  it('a quick amount is entered in the paying currency, also from coin entry', async () => {
    const f = await started(createBuyFixture());
    f.buy.typeAmount('1');
    f.buy.toggleEntry();
    f.buy.chooseQuickAmount(dec('100'));
    expect(f.state()).toMatchObject({ entry: 'source', amountText: '100' });
  });
});

describe('BuyService: the check before card-scheme purchases (spec 000 §4, 001 §6)', () => {
  it('an untrusted device is told to verify and no confirmation opens', async () => {
    const f = await withCard('50', false);
    f.buy.pressBuy();
    await f.time.until(() => f.notices.alert.getSnapshot() !== undefined);
    expect(f.notices.alert.getSnapshot()).toMatchObject({ code: 'device_not_trusted', title: { kind: 'key', key: 'web_error_device_not_trusted_title' } });
    expect(f.state()).toMatchObject({ confirm: { phase: 'closed' }, checking: false });
    expect(f.trading.calls.count('createCardQuotation')).toBe(0);
  });

  it('a UK customer inside cooling-off gets the cooling-off notice without asking the server', async () => {
    const f = createBuyFixture();
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: f.time.now() + 3_600_000 } };
    f.setCards({ id: 'card-4242' });
    await started(f);
    await f.time.until(() => f.state().cashOptions.some((o) => o.id === 'card-4242'));
    f.buy.selectPayment('card-4242');
    f.buy.typeAmount('50');
    f.buy.pressBuy();
    expect(f.notices.alert.getSnapshot()).toMatchObject({ code: 'trade_feature_restriction_in_cooling_off_period', extras: ['cooling_off_modal'] });
    expect(f.fakes.session.calls.count('isTrustedDevice')).toBe(0);
    await f.time.advance(0);
    expect(f.state().confirm.phase).toBe('closed');
  });

  it('Buy is disabled while the check runs, so it cannot start twice', async () => {
    const f = await withCard();
    const held = f.fakes.session.calls.holdNext('isTrustedDevice');
    f.buy.pressBuy();
    expect(f.state()).toMatchObject({ checking: true, canBuy: false });
    f.buy.pressBuy();
    held.release();
    await f.quoteShown();
    expect(f.fakes.session.calls.count('isTrustedDevice')).toBe(1);
    expect(f.trading.calls.count('createCardQuotation')).toBe(1);
  });
});
