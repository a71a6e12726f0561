import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { type BasketBuyFixture, createBasketBuyFixture } from '../../support/basket-buy-fixture';

/** The open payment frame's purchase (its page's address or HTML names it). */
const framePurchase = (f: BasketBuyFixture): string | undefined => {
  const frame = f.services.paymentFrames.state.getSnapshot();
  if (frame.phase !== 'open') return undefined;
  const text = frame.content.kind === 'url' ? frame.content.url : frame.content.html;
  return /purchase-\d+/.exec(text)?.[0];
};

/** Shows the basket, pays with `option`, opens the confirmation, ticks the terms and confirms. */
async function confirmWith(f: BasketBuyFixture, option: string) {
  await f.select();
  f.basketBuy.typeAmount('100');
  f.basketBuy.selectPayment(option);
  f.basketBuy.pressBuy();
  await f.previewShown();
  f.basketBuy.acceptTerms(true);
  f.basketBuy.confirm();
  await f.time.until(() => framePurchase(f) !== undefined || f.state().confirm.phase === 'closed');
}

/** The bank's page answers: the purchase completes (or fails) and the page posts its result. */
function answerPage(f: BasketBuyFixture, succeeded: boolean): void {
  const purchase = framePurchase(f);
  if (purchase === undefined) throw new Error('no payment frame');
  f.fakes.baskets.completePurchase(purchase, succeeded);
  f.fakes.paymentFrame.post({ source: 'TradingCryptoPurchase', status: succeeded ? 'success' : 'failed', transaction_id: purchase });
}

describe('BasketBuyService: card, Apple Pay and Google Pay', () => {
  it.each([
    ['card_1', 'html'],
    ['apple_pay', 'url'],
    ['google_pay', 'url'],
  ])('pays with %s through the payment frame (%s), then shows the basket bought', async (option, content) => {
    const f = await createBasketBuyFixture();
    await confirmWith(f, option);
    expect(f.services.paymentFrames.state.getSnapshot()).toMatchObject({ phase: 'open', content: { kind: content } });
    expect(f.state().confirm).toMatchObject({ phase: 'open', submitting: true });
    expect(f.fakes.baskets.calls.requests('previewBuy')[0]?.[0]).toMatchObject({ paymentMethod: option === 'card_1' ? 'credit_card' : option });
    answerPage(f, true);
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toMatchObject({ kind: 'success', preview: { basketName: 'blue_chip' } });
    expect(f.services.paymentFrames.state.getSnapshot().phase).toBe('closed');
    expect(f.completed).toHaveLength(1);
    expect(f.fakes.baskets.calls.count('startThirdPartyBuy')).toBe(1);
    expect(f.fakes.baskets.calls.count('confirmBuy')).toBe(0);
    f.stop();
  });

  it('the Apple Pay sheet charges the preview total in the customer’s country', async () => {
    const f = await createBasketBuyFixture();
    await confirmWith(f, 'apple_pay');
    expect(f.fakes.applePay.requests[0]).toMatchObject({ countryCode: 'US', currency: 'USD', label: 'Crypto' });
    expect(f.fakes.applePay.requests[0]?.amount.toFixed(2)).toBe('100.00');
    f.stop();
  });

  it('a failed bank page is the failure modal; a closed frame or a cancelled sheet charges nothing and shows nothing', async () => {
    const failedPage = await createBasketBuyFixture();
    await confirmWith(failedPage, 'card_1');
    answerPage(failedPage, false);
    await failedPage.time.until(() => failedPage.state().outcome !== undefined);
    expect(failedPage.state().outcome).toMatchObject({ kind: 'failure', notice: { code: ErrorCode.transactionFailed } });
    failedPage.stop();

    const closed = await createBasketBuyFixture();
    await confirmWith(closed, 'card_1');
    closed.services.paymentFrames.close();
    await closed.time.until(() => closed.state().confirm.phase === 'closed');
    expect(closed.state().outcome).toBeUndefined();
    expect(closed.completed).toEqual([]);
    closed.stop();

    const cancelled = await createBasketBuyFixture();
    cancelled.fakes.googlePay.choice = 'cancel';
    await confirmWith(cancelled, 'google_pay');
    await cancelled.time.until(() => cancelled.state().confirm.phase === 'closed');
    expect(cancelled.state().outcome).toBeUndefined();
    expect(cancelled.fakes.trading.calls.count('submitGooglePayToken')).toBe(0);
    cancelled.stop();
  });

  it('a device the session does not trust is told so before any preview', async () => {
    const f = await createBasketBuyFixture({ trustedDevice: false });
    await f.select();
    f.basketBuy.typeAmount('100');
    f.basketBuy.selectPayment('card_1');
    f.basketBuy.pressBuy();
    await f.time.until(() => !f.state().checking);
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code: ErrorCode.deviceNotTrusted });
    expect(f.state().confirm.phase).toBe('closed');
    expect(f.fakes.baskets.calls.count('previewBuy')).toBe(0);
    f.stop();
  });

  it('inside the UK cooling-off window no basket is previewed, whatever the payment', async () => {
    const f = await createBasketBuyFixture();
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: f.time.now() + 3_600_000 } };
    await f.services.customer.reload();
    await f.ready('100');
    f.basketBuy.pressBuy();
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code: ErrorCode.coolingOffRestriction });
    expect(f.state().confirm.phase).toBe('closed');
    expect(f.fakes.baskets.calls.count('previewBuy')).toBe(0);
    f.stop();
  });
});
