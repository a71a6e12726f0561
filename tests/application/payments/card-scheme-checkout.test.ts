import { describe, expect, it } from 'vitest';
import { FakePaymentFrameAdapter } from '../../../adapters/fake/fake-payment-frame-adapter';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../../../adapters/fake/fake-wallet-sheets';
import { FakeExternalPages } from '../../../adapters/fake/fake-paypal-login';
import { type CardSchemeCalls, CardSchemeCheckout, type CardSchemeStart } from '../../../application/payments/card-scheme-checkout';
import { PaymentFrameService } from '../../../application/payments/payment-frame-service';
import { type ApiResult, businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { settle } from '../../support/virtual-time';
import { DEFAULT_APP_CONFIG, DEFAULT_PRODUCT_CONFIG } from '../../../adapters/fake/fake-config-adapter';
import { type CustomerService, deriveCustomer } from '../../../application/account/customer-service';
import { StateStore } from '../../../application/shared/store';

const USD = currencyCode('USD');
const CHARGE = { amount: dec('50'), currency: USD, countryCode: 'US', label: 'Crypto' };
const PAID = { source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'pur-1' };

/** A customer whose product config runs Google Pay in production (live) or in Google's test environment. */
const customerIn = (live: boolean): Pick<CustomerService, 'state'> => {
  const topUp = { ...DEFAULT_PRODUCT_CONFIG.topUp, googlePay: { ...DEFAULT_PRODUCT_CONFIG.topUp.googlePay, environment: live ? 'PRODUCTION' : 'TEST' } };
  return { state: new StateStore(deriveCustomer(undefined, DEFAULT_APP_CONFIG, { ...DEFAULT_PRODUCT_CONFIG, topUp }, false)) };
};

function setUp(live = false) {
  const frame = new FakePaymentFrameAdapter();
  const applePay = new FakeApplePayAdapter();
  const googlePay = new FakeGooglePayAdapter();
  const surfaces = { paymentFrame: frame, applePay, googlePay, paypalLogin: undefined, externalPages: new FakeExternalPages() };
  const frames = new PaymentFrameService({ paymentSurfaces: surfaces });
  const log: string[] = [];
  const answer = <T>(name: string, value: T, result?: ApiResult<T>) => {
    log.push(name);
    return Promise.resolve(result ?? { ok: true as const, value });
  };
  let failToken: ApiResult<string> | undefined;
  const calls: CardSchemeCalls = {
    validateApplePayMerchant: (id) => answer(`validate ${id}`, { session: id }),
    submitApplePayToken: (purchase) => answer(`apple token ${purchase}`, `https://gateway.test/three_ds/${purchase}`, failToken),
    submitGooglePayToken: (purchase) => answer(`google token ${purchase}`, `https://gateway.test/three_ds/${purchase}`, failToken),
  };
  const checkout = new CardSchemeCheckout({ paymentSurfaces: surfaces, paymentFrames: frames, customer: customerIn(live) });
  /** Runs the checkout; once the frame is open, `onFrame` plays the page. */
  const run = async (start: CardSchemeStart, onFrame?: () => void) => {
    const outcome = checkout.run(start, CHARGE, calls);
    if (onFrame !== undefined) {
      for (let i = 0; i < 50 && frames.state.getSnapshot().phase === 'closed'; i++) await settle(1);
      onFrame();
    }
    return outcome;
  };
  return { frame, frames, applePay, googlePay, log, run, failTokenWith: (r: ApiResult<string>) => (failToken = r) };
}

describe('CardSchemeCheckout: card, Apple Pay and Google Pay purchases after they started (spec 000 §4)', () => {
  it('a card shows its page in the frame and answers what the page posts', async () => {
    const t = setUp();
    const outcome = await t.run({ kind: 'frame', purchaseId: 'pur-1', content: { kind: 'url', url: 'https://gateway.test/3ds' } }, () => {
      expect(t.frames.state.getSnapshot()).toEqual({ phase: 'open', content: { kind: 'url', url: 'https://gateway.test/3ds' } });
      t.frame.post(PAID);
    });
    expect(outcome).toEqual({
      kind: 'answered',
      message: { source: 'TradingCryptoPurchase', status: 'success', transactionId: 'pur-1', errorCode: undefined },
    });
  });

  it('closing the frame cancels', async () => {
    const t = setUp();
    expect(await t.run({ kind: 'frame', purchaseId: 'pur-1', content: { kind: 'html', html: '<p/>' } }, () => t.frames.close())).toEqual({ kind: 'cancelled' });
  });

  it('Apple Pay validates the merchant, submits the token and shows the page it answers', async () => {
    const t = setUp();
    const outcome = await t.run({ kind: 'apple_pay', purchaseId: 'pur-2', gatewayMerchantId: 'm-1' }, () => {
      expect(t.frames.state.getSnapshot()).toEqual({ phase: 'open', content: { kind: 'url', url: 'https://gateway.test/three_ds/pur-2' } });
      t.frame.post({ ...PAID, transaction_id: 'pur-2' });
    });
    expect(outcome).toMatchObject({ kind: 'answered', message: { transactionId: 'pur-2' } });
    expect(t.log).toEqual(['validate m-1', 'apple token pur-2']);
    expect(t.applePay.requests).toEqual([CHARGE]);
  });

  it('a cancelled Apple Pay sheet cancels; a failed token submit fails with its error', async () => {
    const t = setUp();
    t.applePay.choice = 'cancel';
    expect(await t.run({ kind: 'apple_pay', purchaseId: 'pur-2', gatewayMerchantId: 'm-1' })).toEqual({ kind: 'cancelled' });
    t.applePay.choice = 'pay';
    t.failTokenWith({ ok: false, error: businessError('purchase_not_found') });
    expect(await t.run({ kind: 'apple_pay', purchaseId: 'pur-3', gatewayMerchantId: 'm-1' })).toEqual({
      kind: 'failed',
      error: businessError('purchase_not_found'),
    });
    expect(t.frames.state.getSnapshot()).toEqual({ phase: 'closed' });
  });

  it('Google Pay opens its sheet with the purchase’s parameters, then submits the token for the page', async () => {
    const t = setUp(true);
    const params = { gatewayMerchantId: 'gm', totalAmount: dec('40'), currencyCode: USD, countryCode: 'US', gateway: 'gw', realGatewayMerchantId: 'real' };
    const outcome = await t.run({ kind: 'google_pay', purchaseId: 'pur-4', params }, () =>
      t.frame.post({ ...PAID, status: 'failed', error_code: 'card_declined' }),
    );
    expect(outcome).toMatchObject({ kind: 'answered', message: { status: 'failed', errorCode: 'card_declined' } });
    expect(t.googlePay.requests).toEqual([
      { isLive: true, gateway: 'gw', gatewayMerchantId: 'gm', merchantId: 'real', amount: dec('40'), currency: USD, countryCode: 'US' },
    ]);
    expect(t.log).toEqual(['google token pur-4']);
  });

  it('a cancelled Google Pay sheet cancels without submitting anything', async () => {
    const t = setUp();
    t.googlePay.choice = 'cancel';
    const params = { gatewayMerchantId: 'gm', totalAmount: dec('40'), currencyCode: USD, countryCode: 'US', gateway: 'gw', realGatewayMerchantId: 'real' };
    expect(await t.run({ kind: 'google_pay', purchaseId: 'pur-5', params })).toEqual({ kind: 'cancelled' });
    expect(t.log).toEqual([]);
  });

  it('without a frame in this environment the purchase fails', async () => {
    const applePay = new FakeApplePayAdapter();
    const surfaces = {
      paymentFrame: undefined,
      applePay,
      googlePay: new FakeGooglePayAdapter(),
      paypalLogin: undefined,
      externalPages: new FakeExternalPages(),
    };
    const checkout = new CardSchemeCheckout({
      paymentSurfaces: surfaces,
      paymentFrames: new PaymentFrameService({ paymentSurfaces: surfaces }),
      customer: customerIn(false),
    });
    const calls: CardSchemeCalls = {
      validateApplePayMerchant: () => Promise.resolve({ ok: true, value: {} }),
      submitApplePayToken: () => Promise.resolve({ ok: true, value: 'u' }),
      submitGooglePayToken: () => Promise.resolve({ ok: true, value: 'u' }),
    };
    expect(await checkout.run({ kind: 'frame', purchaseId: 'p', content: { kind: 'url', url: 'u' } }, CHARGE, calls)).toEqual({
      kind: 'failed',
      error: undefined,
    });
  });
});
