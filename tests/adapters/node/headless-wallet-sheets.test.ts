import { describe, expect, it } from 'vitest';
import { SANDBOX_APPLE_PAY_VALIDATION_URL } from '../../../adapters/browser/payment-sheet/sandbox-apple-pay-sheet';
import { HeadlessWalletSheets } from '../../../adapters/node/headless-wallet-sheets';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { Result } from '../../../domain/shared/result';

const request = { countryCode: 'US', currency: currencyCode('USD'), label: 'Crypto', amount: dec('30') };
const googleRequest = { isLive: false, gateway: 'sandbox', gatewayMerchantId: 'm', amount: dec('30'), currency: currencyCode('USD'), countryCode: 'US' };
const ok = <T>(value: T): Promise<Result<T, string>> => Promise.resolve({ ok: true, value });

describe('HeadlessWalletSheets: Apple Pay and Google Pay for the CLI', () => {
  it('pays by default: merchant validation, then the sandbox stand-in token is submitted', async () => {
    const ids = ['a', 'b'];
    const sheets = new HeadlessWalletSheets(() => ids.shift() ?? 'none');
    const validated: string[] = [];
    const submitted: string[] = [];
    const paid = await sheets.applePay.pay(request, {
      validateMerchant: (url) => (validated.push(url), ok('session')),
      submitToken: (token) => (submitted.push(token), ok('purchase')),
    });
    expect(paid).toEqual({ kind: 'paid', value: 'purchase' });
    expect(validated).toEqual([SANDBOX_APPLE_PAY_VALIDATION_URL]);
    expect(submitted.map((t) => JSON.parse(t) as unknown)).toEqual([{ sandbox: true, wallet: 'apple_pay', id: 'a' }]);
    expect(await sheets.googlePay.pay(googleRequest)).toEqual({
      kind: 'authorized',
      token: JSON.stringify({ sandbox: true, wallet: 'google_pay', id: 'b' }),
    });
  });

  it('a cancelled sheet submits nothing; a refused merchant validation fails with its error', async () => {
    const sheets = new HeadlessWalletSheets();
    sheets.choose('cancel');
    const submitted: string[] = [];
    const calls = { validateMerchant: () => ok('session'), submitToken: (token: string) => (submitted.push(token), ok('purchase')) };
    expect(await sheets.applePay.pay(request, calls)).toEqual({ kind: 'cancelled' });
    expect(await sheets.googlePay.pay(googleRequest)).toEqual({ kind: 'cancelled' });
    expect(submitted).toEqual([]);
    sheets.choose('pay');
    const refused = await sheets.applePay.pay(request, { ...calls, validateMerchant: () => Promise.resolve({ ok: false, error: 'merchant_refused' }) });
    expect(refused).toEqual({ kind: 'failed', error: 'merchant_refused' });
  });

  it('the device counts as able to pay with both wallets', async () => {
    const sheets = new HeadlessWalletSheets();
    expect(sheets.applePay.environment()).toEqual({ isSecureContext: true, canMakePayments: true });
    expect(await sheets.googlePay.environment(false)).toEqual({ isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false });
  });
});
