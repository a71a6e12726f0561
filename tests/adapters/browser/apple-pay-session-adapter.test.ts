import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLE_PAY_JS_VERSION,
  type ApplePayPaymentRequestLike,
  ApplePaySessionAdapter,
  type ApplePaySessionClass,
} from '../../../adapters/browser/apple-pay-session-adapter';
import type { ApplePayCalls } from '../../../application/ports/apple-pay-port';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { err, ok } from '../../../domain/shared/result';

const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;

/** A stand-in for Safari's ApplePaySession: the test plays Apple's part through `last`. */
function fakeApplePay(options: { canMakePayments?: () => boolean } = {}) {
  const sessions: FakeSession[] = [];
  class FakeSession {
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((event: unknown) => void) | null = null;
    readonly begin = vi.fn();
    readonly abort = vi.fn();
    readonly completeMerchantValidation = vi.fn();
    readonly completePayment = vi.fn();
    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequestLike,
    ) {
      sessions.push(this);
    }
    static canMakePayments = options.canMakePayments ?? (() => true);
    static readonly STATUS_SUCCESS = STATUS_SUCCESS;
    static readonly STATUS_FAILURE = STATUS_FAILURE;
  }
  const last = (): FakeSession => {
    const session = sessions.at(-1);
    if (session === undefined) throw new Error('no ApplePaySession was made');
    return session;
  };
  return { Session: FakeSession as ApplePaySessionClass, sessions, last };
}

const REQUEST = { countryCode: 'US', currency: currencyCode('USD'), label: 'Crypto', amount: dec('100.5') };

/** The backend calls; the mocks are returned apart so tests can watch them. */
const watchedCalls = (overrides: Partial<ApplePayCalls<string, string>> = {}) => {
  const validateMerchant = vi.fn(overrides.validateMerchant ?? ((_url: string) => Promise.resolve(ok<unknown>({ merchantSession: 'ms-1' }))));
  const submitToken = vi.fn(overrides.submitToken ?? ((_token: string) => Promise.resolve(ok('https://gateway/3ds/1'))));
  return { validateMerchant, submitToken, calls: { validateMerchant, submitToken } as ApplePayCalls<string, string> };
};
const calls = (overrides: Partial<ApplePayCalls<string, string>> = {}): ApplePayCalls<string, string> => watchedCalls(overrides).calls;

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(options: Parameters<typeof fakeApplePay>[0] = {}, secure = true) {
  const apple = fakeApplePay(options);
  const scheduler = new VirtualTimeScheduler();
  const adapter = new ApplePaySessionAdapter(apple.Session, secure, scheduler);
  return { ...apple, scheduler, adapter };
}

describe('Apple Pay on ApplePaySession', () => {
  it('reports the environment: a secure context and a device that can pay', () => {
    expect(setup().adapter.environment()).toEqual({ isSecureContext: true, canMakePayments: true });
    const canMakePayments = vi.fn(() => true);
    expect(setup({ canMakePayments }, false).adapter.environment()).toEqual({ isSecureContext: false, canMakePayments: false });
    expect(canMakePayments, 'never asked outside a secure context, where it throws').not.toHaveBeenCalled();
    expect(
      setup({
        canMakePayments: () => {
          throw new Error('InvalidAccessError');
        },
      }).adapter.environment().canMakePayments,
    ).toBe(false);
    expect(new ApplePaySessionAdapter(undefined, true, new VirtualTimeScheduler()).environment().canMakePayments).toBe(false);
  });

  it("validates the merchant through the caller's call, submits the token and completes the sheet", async () => {
    const { adapter, last } = setup();
    const backend = watchedCalls();
    const outcome = adapter.pay(REQUEST, backend.calls);
    const session = last();
    expect(session.version).toBe(APPLE_PAY_JS_VERSION);
    expect(session.request).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'maestro'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Crypto', amount: '100.5' },
    });
    expect(session.begin).toHaveBeenCalledOnce();
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await settle();
    expect(backend.validateMerchant).toHaveBeenCalledWith('https://apple-pay-gateway.apple.com/paymentservices/startSession');
    expect(session.completeMerchantValidation).toHaveBeenCalledWith({ merchantSession: 'ms-1' });
    session.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'opaque' }, transactionIdentifier: 'T1' } } });
    await expect(outcome).resolves.toEqual({ kind: 'paid', value: 'https://gateway/3ds/1' });
    expect(backend.submitToken).toHaveBeenCalledWith('{"paymentData":{"data":"opaque"},"transactionIdentifier":"T1"}');
    expect(session.completePayment).toHaveBeenCalledWith(STATUS_SUCCESS);
  });

  it("fails with the call's error and aborts the sheet when merchant validation fails", async () => {
    const { adapter, last } = setup();
    const outcome = adapter.pay(REQUEST, calls({ validateMerchant: () => Promise.resolve(err('merchant_refused')) }));
    last().onvalidatemerchant?.({ validationURL: 'https://apple' });
    await expect(outcome).resolves.toEqual({ kind: 'failed', error: 'merchant_refused' });
    expect(last().abort).toHaveBeenCalledOnce();
  });

  it("fails with the token submit's error and completes the sheet with STATUS_FAILURE", async () => {
    const { adapter, last } = setup();
    const outcome = adapter.pay(REQUEST, calls({ submitToken: () => Promise.resolve(err('weekly_limit')) }));
    last().onpaymentauthorized?.({ payment: { token: {} } });
    await expect(outcome).resolves.toEqual({ kind: 'failed', error: 'weekly_limit' });
    expect(last().completePayment).toHaveBeenCalledWith(STATUS_FAILURE);
  });

  it.each([
    [0, 'failed'],
    [1000, 'failed'],
    [1001, 'cancelled'],
    [60_000, 'cancelled'],
  ])('a cancel %i ms after the start is %s (spec 000 §4: within 1 s counts as failure)', async (after, kind) => {
    const { adapter, last, scheduler } = setup();
    const outcome = adapter.pay(REQUEST, calls());
    scheduler.frame = after;
    last().oncancel?.({});
    await expect(outcome).resolves.toMatchObject({ kind });
  });

  it('fails at once, without a sheet, where Apple Pay cannot run', async () => {
    const { adapter, sessions } = setup({}, false);
    await expect(adapter.pay(REQUEST, calls())).resolves.toEqual({ kind: 'failed', error: undefined });
    expect(sessions).toHaveLength(0);
  });
});
