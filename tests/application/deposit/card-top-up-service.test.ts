import { describe, expect, it } from 'vitest';
import { CardTopUpService } from '../../../application/deposit/card-top-up-service';
import { PaymentFrameService } from '../../../application/payments/payment-frame-service';
import { pickCard, quoteFor } from '../../../application/deposit/top-up-choices';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../../../adapters/fake/fake-wallet-sheets';
import { FakeExternalPages } from '../../../adapters/fake/fake-paypal-login';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const VISA: AccountCard = { id: 'card-visa', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: USD };
const DEBIT: AccountCard = { id: 'card-debit', brand: 'mastercard', maskedCardNumber: '**** **** **** 5454', type: 'debit_card', currency: USD };
const EXPIRED: AccountCard = { ...VISA, id: 'card-old', status: 'expired' };
const PASSCODE = '123456';
const LIMITS = {
  minTransactionAmount: dec('25'),
  maxTransactionAmount: dec('5000'),
  monthlyMaxAmount: dec('20000'),
  monthlyUsedAmount: dec('0'),
  feeLabel: undefined,
};

function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  world.fakes.payments.setCards([EXPIRED, VISA, DEBIT]);
  world.fakes.account.setFiatWallet('USD', '1000');
  world.fakes.deposits.setLimits('credit_card', LIMITS);
  const service = world.services.cardTopUp;
  return { ...world, time, service, state: () => service.state.getSnapshot(), wallet: () => world.fakes.account.fiatWallet('USD')?.amount.toFixed(2) };
}

/** Choices, the first selectable card, a quote and the order, up to PASSCODE. */
async function toPasscode(f: ReturnType<typeof setup>, amount: string, cardId?: string) {
  const choices = await f.service.choices(USD);
  if (!choices.ok) throw new Error('choices failed');
  const card = pickCard(choices.value, cardId);
  if (!card.ok) throw new Error('no card');
  const quote = quoteFor(choices.value, dec(amount), card.value.type);
  if (!quote.ok) throw new Error('quote refused');
  const order = await f.service.createOrder(quote.value, card.value.id);
  if (!order.ok) throw new Error(`order refused: ${JSON.stringify(order.error)}`);
  expect(f.service.confirm({ feeAgreed: true, debitCardAttested: card.value.type === 'debit_card' })).toEqual({ ok: true, value: undefined });
  return { quote: quote.value, order: order.value };
}

describe('CardTopUpService (spec 001 §4 "Card top-up")', () => {
  it('options: saved cards (the expired one not selectable), Apple Pay and Google Pay where enabled and supported, Add debit card; the first selectable card is the default', async () => {
    const f = setup();
    const kinds = async () => {
      const answer = await f.service.choices(USD);
      if (!answer.ok) throw new Error('choices failed');
      return answer.value.options.map((o) => (o.kind === 'card' ? `${o.card.id}:${String(o.selectable)}` : o.kind));
    };
    expect(await kinds()).toEqual(['card-old:false', 'card-visa:true', 'card-debit:true', 'apple_pay', 'google_pay', 'add_debit_card']);
    f.fakes.applePay.available = false;
    f.fakes.googlePay.environmentAnswer = { ...f.fakes.googlePay.environmentAnswer, providerReady: false };
    expect(await kinds()).toEqual(['card-old:false', 'card-visa:true', 'card-debit:true', 'add_debit_card']);
    const choices = await f.service.choices(USD);
    if (!choices.ok) throw new Error('choices failed');
    expect(pickCard(choices.value, undefined)).toEqual({ ok: true, value: VISA });
    expect(pickCard(choices.value, 'card-old')).toEqual({ ok: false, error: { kind: 'rule', code: 'payment_card_expired', params: {} } });
    expect(pickCard(choices.value, 'nope')).toEqual({ ok: false, error: { kind: 'rule', code: 'credit_card_not_found', params: { card: 'nope' } } });
  });

  it('a currency the product config does not top up is refused; so is an amount outside the limits, before any order', async () => {
    const f = setup();
    expect(await f.service.choices(currencyCode('EUR'))).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'fiat_wallet_top_up_currency_not_supported', params: { currency: 'EUR' } },
    });
    const choices = await f.service.choices(USD);
    if (!choices.ok) throw new Error('choices failed');
    expect(quoteFor(choices.value, dec('24.99'), 'credit_card')).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'top_up_below_minimum', params: { min: '25', currency: 'USD' } },
    });
    expect(f.fakes.payments.calls.count('createTopUpOrder')).toBe(0);
  });

  it('order, confirm, passcode, 3-D Secure: the server-recorded success gives SUCCESS, the wallet grows by exactly the receivable', async () => {
    const f = setup();
    const { quote, order } = await toPasscode(f, '100');
    expect(order).toMatchObject({ feeAmount: dec('3.99'), receivableAmount: dec('96.01') });
    expect(quote).toMatchObject({ fee: dec('3.99'), receivable: dec('96.01') });
    const submitted = await f.service.submitPasscode(PASSCODE);
    expect(submitted).toMatchObject({
      ok: true,
      value: { step: { step: 'AUTHENTICATION', orderId: order.id }, authentication: { url: `https://gateway.fake/three_ds/${order.id}` } },
    });
    f.fakes.payments.finishAuthentication(order.id, true);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    const done = await f.service.authenticated();
    expect(done.step).toEqual({ step: 'SUCCESS', orderId: order.id });
    expect(done.authentication).toBeUndefined();
    const settled = await f.service.settlement();
    expect(settled).toMatchObject({ ok: true, value: { status: 'settled', transaction: { id: done.transactionId, amount: dec('96.01') } } });
    expect(f.wallet()).toBe('1096.01');
    await f.time.until(() => f.services.balances.state.getSnapshot().wallets !== undefined);
  });

  it('never takes the page at its word: a success message for an order the server failed is ERROR, nothing credited', async () => {
    const f = setup();
    const { order } = await toPasscode(f, '100');
    await f.service.submitPasscode(PASSCODE);
    f.fakes.payments.finishAuthentication(order.id, false);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    const done = await f.service.authenticated();
    expect(done).toMatchObject({ step: { step: 'ERROR' }, failure: { kind: 'rule', code: 'top_up_failed' }, transactionId: undefined });
    expect(f.wallet()).toBe('1000.00');
  });

  it('a failed gateway status is invalid card details; a Singapore code is card not supported', async () => {
    const f = setup();
    const { order } = await toPasscode(f, '100');
    await f.service.submitPasscode(PASSCODE);
    f.fakes.payments.finishAuthentication(order.id, false);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'error' });
    expect((await f.service.authenticated()).failure).toEqual({ kind: 'rule', code: 'invalid_card_information', params: {} });
    f.service.tryAgain();
    expect(f.state().step).toEqual({ step: 'TOP_UP_OPTIONS', creatingOrderFor: null });
    const again = await toPasscode(f, '150');
    await f.service.submitPasscode(PASSCODE);
    f.fakes.payments.finishAuthentication(again.order.id, false);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'error', errorCode: 'sg_credit_card_crypto_not_supported' });
    expect((await f.service.authenticated()).failure).toEqual({ kind: 'rule', code: 'card_not_supported', params: {} });
  });

  it('reads the order every second while the server still authenticates it, then follows what it recorded', async () => {
    const f = setup();
    const { order } = await toPasscode(f, '100');
    await f.service.submitPasscode(PASSCODE);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    const done = f.service.authenticated();
    await f.time.advance(2_000);
    expect(f.fakes.payments.calls.count('getTopUpOrder')).toBe(3);
    f.fakes.payments.finishAuthentication(order.id, true);
    await f.time.advance(1_000);
    expect((await done).step.step).toBe('SUCCESS');
    expect(f.fakes.payments.calls.count('getTopUpOrder')).toBe(4);
  });

  it('the fee agreement is required, and for a debit card the attestation too; both before PASSCODE', async () => {
    const f = setup();
    const choices = await f.service.choices(USD);
    if (!choices.ok) throw new Error('choices failed');
    const quote = quoteFor(choices.value, dec('100'), 'debit_card');
    if (!quote.ok) throw new Error('refused');
    await f.service.createOrder(quote.value, DEBIT.id);
    expect(f.service.confirm({ feeAgreed: false, debitCardAttested: true })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'top_up_fee_agreement_required', params: {} },
    });
    expect(f.service.confirm({ feeAgreed: true, debitCardAttested: false })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'top_up_debit_card_attestation_required', params: {} },
    });
    expect(f.state().step.step).toBe('CONFIRM_DEPOSIT');
    expect(f.service.confirm({ feeAgreed: true, debitCardAttested: true }).ok).toBe(true);
    expect(f.state().step.step).toBe('PASSCODE');
  });

  it('a passcode that is not 6 digits is refused before any call; a wrong one is the server refusal, then ERROR', async () => {
    const f = setup();
    await toPasscode(f, '100');
    expect(await f.service.submitPasscode('12345')).toEqual({ ok: false, error: { kind: 'rule', code: 'top_up_passcode_required', params: {} } });
    expect(f.fakes.payments.calls.count('confirmTopUp')).toBe(0);
    const wrong = await f.service.submitPasscode('000000');
    expect(wrong).toMatchObject({
      ok: true,
      value: { step: { step: 'ERROR' }, failure: { kind: 'api', error: { kind: 'business', code: 'invalid_passcode' } } },
    });
    expect(f.wallet()).toBe('1000.00');
  });

  it('an order the server refuses is ERROR with its code', async () => {
    const f = setup();
    f.fakes.payments.setCards([{ ...VISA, status: 'rejected' }]);
    const choices = await f.service.choices(USD);
    if (!choices.ok) throw new Error('choices failed');
    const quote = quoteFor(choices.value, dec('100'), 'credit_card');
    if (!quote.ok) throw new Error('refused');
    const order = await f.service.createOrder(quote.value, VISA.id);
    expect(order).toMatchObject({ ok: false, error: { kind: 'api', error: { code: 'sg_credit_card_crypto_not_supported' } } });
    expect(f.state()).toMatchObject({ step: { step: 'ERROR' }, failure: { kind: 'api' } });
  });

  it('closing while the page is open stops waiting for it; a late message changes nothing', async () => {
    const f = setup();
    const { order } = await toPasscode(f, '100');
    await f.service.submitPasscode(PASSCODE);
    expect(f.fakes.paymentFrame.listening).toBe(true);
    f.service.close();
    expect(f.fakes.paymentFrame.listening).toBe(false);
    f.fakes.payments.finishAuthentication(order.id, true);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    await f.time.advance(1_000);
    expect(f.state().step).toEqual({ step: 'TOP_UP_OPTIONS', creatingOrderFor: null });
  });

  it('without a payment frame the 3-D Secure page cannot be shown: ERROR saying it needs a browser', async () => {
    const f = setup();
    const { fakes } = f;
    const noFrame = new PaymentFrameService({
      paymentSurfaces: {
        paymentFrame: undefined,
        applePay: new FakeApplePayAdapter(),
        googlePay: new FakeGooglePayAdapter(),
        paypalLogin: undefined,
        externalPages: new FakeExternalPages(),
      },
    });
    const headless = new CardTopUpService({
      payments: fakes.payments,
      deposits: fakes.deposits,
      config: fakes.config,
      paymentFrames: noFrame,
      balances: f.services.balances,
      scheduler: f.time.scheduler,
      trading: fakes.trading,
      paymentSurfaces: {
        paymentFrame: undefined,
        applePay: fakes.applePay,
        googlePay: fakes.googlePay,
        paypalLogin: undefined,
        externalPages: fakes.externalPages,
      },
      customer: f.services.customer,
      toasts: f.services.toasts,
    });
    const choices = await headless.choices(USD);
    if (!choices.ok) throw new Error('choices failed');
    const quote = quoteFor(choices.value, dec('100'), 'credit_card');
    if (!quote.ok) throw new Error('refused');
    const order = await headless.createOrder(quote.value, VISA.id);
    if (!order.ok) throw new Error('refused');
    headless.confirm({ feeAgreed: true, debitCardAttested: false });
    expect(await headless.submitPasscode(PASSCODE)).toMatchObject({ ok: true, value: { step: { step: 'AUTHENTICATION' } } });
    expect(await headless.authenticated()).toMatchObject({
      step: { step: 'ERROR' },
      failure: { kind: 'rule', code: 'top_up_authentication_needs_browser', params: { url: `https://gateway.fake/three_ds/${order.value.id}` } },
    });
  });

  it("the page is shown in the app's one payment frame; the customer closing it fails the top-up", async () => {
    const f = setup();
    const { order } = await toPasscode(f, '100');
    await f.service.submitPasscode(PASSCODE);
    expect(f.services.paymentFrames.state.getSnapshot()).toEqual({ phase: 'open', content: { kind: 'url', url: `https://gateway.fake/three_ds/${order.id}` } });
    f.services.paymentFrames.close();
    expect(await f.service.authenticated()).toMatchObject({ step: { step: 'ERROR' }, failure: { kind: 'rule', code: 'top_up_failed' } });
    expect(f.services.paymentFrames.state.getSnapshot()).toEqual({ phase: 'closed' });
  });
});
