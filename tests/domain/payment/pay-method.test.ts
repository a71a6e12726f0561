import { describe, expect, it } from 'vitest';
import {
  isPayMethod,
  PAY_METHODS,
  type ApplePayEnvironment,
  type CurrencyAccess,
  type GooglePayEnvironment,
  isApplePayAvailable,
  currencyAccessOf,
  isCurrencyPayable,
  isGooglePayAvailable,
  type PurchaseConfig,
} from '../../../domain/payment/pay-method';
import { currencyCode } from '../../../domain/money/currency';

describe('pay methods (spec 000 §3)', () => {
  it('are fiat_wallet, credit_card, apple_pay, google_pay and crypto_wallet', () => {
    expect(PAY_METHODS).toEqual(['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay', 'crypto_wallet']);
  });

  it('isPayMethod recognises exactly those names', () => {
    for (const method of PAY_METHODS) expect(isPayMethod(method)).toBe(true);
    for (const other of ['{product}_wallet', 'pay_pal', 'debit_card', 'Credit_Card', '']) expect(isPayMethod(other), other).toBe(false);
  });
});

const config: PurchaseConfig = { applePayEnabled: true, googlePayEnabled: true, creditCardEnabled: true };
const safari: ApplePayEnvironment = { isSecureContext: true, canMakePayments: true };
const chrome: GooglePayEnvironment = { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false };
const USD = currencyCode('USD');
const access: CurrencyAccess = { blockedForEntity: new Set(), supportedOnWeb: new Set([USD]), isInternalTester: false };

describe('Apple Pay availability (spec 000 §5)', () => {
  it('needs a secure context, device capability and apple_pay_enabled', () => {
    expect(isApplePayAvailable(safari, config)).toBe(true);
    expect(isApplePayAvailable({ ...safari, isSecureContext: false }, config)).toBe(false);
    expect(isApplePayAvailable({ ...safari, canMakePayments: false }, config)).toBe(false);
    expect(isApplePayAvailable(safari, { ...config, applePayEnabled: false })).toBe(false);
  });
});

describe('Google Pay availability (spec 000 §5)', () => {
  it('needs Chrome, the provider ready, a loaded script and google_pay_enabled', () => {
    expect(isGooglePayAvailable(chrome, config)).toBe(true);
    expect(isGooglePayAvailable({ ...chrome, isChrome: false }, config)).toBe(false);
    expect(isGooglePayAvailable({ ...chrome, providerReady: false }, config)).toBe(false);
    expect(isGooglePayAvailable(chrome, { ...config, googlePayEnabled: false })).toBe(false);
  });

  it('is not offered in Edge, even though Edge reports Chrome', () => {
    expect(isGooglePayAvailable({ ...chrome, isEdge: true }, config)).toBe(false);
  });

  it('a failed script load marks it unsupported', () => {
    expect(isGooglePayAvailable({ ...chrome, scriptLoadFailed: true }, config)).toBe(false);
  });
});

describe('pay method currencies (spec 000 §5, 001 §5)', () => {
  it('a supported, unblocked currency is payable', () => {
    expect(isCurrencyPayable(USD, access)).toBe(true);
  });

  it('a currency blocked for the user entity is hidden', () => {
    expect(isCurrencyPayable(USD, { ...access, blockedForEntity: new Set([USD]) })).toBe(false);
  });

  it('a currency not supported on the web is hidden', () => {
    expect(isCurrencyPayable(currencyCode('TRY'), access)).toBe(false);
  });

  it('internal testers are exempt from both', () => {
    const tester = { ...access, blockedForEntity: new Set([USD]), isInternalTester: true };
    expect(isCurrencyPayable(USD, tester)).toBe(true);
    expect(isCurrencyPayable(currencyCode('TRY'), tester)).toBe(true);
  });
});

describe('currencyAccessOf: what the app config says about paying currencies (spec 000 §5)', () => {
  const [USD, GBP, CAD, SGD] = ['USD', 'GBP', 'CAD', 'SGD'].map(currencyCode) as [
    ReturnType<typeof currencyCode>,
    ReturnType<typeof currencyCode>,
    ReturnType<typeof currencyCode>,
    ReturnType<typeof currencyCode>,
  ];
  it('the web supports the cash account currencies; blocked ones are hidden; testers are exempt', () => {
    const access = currencyAccessOf([USD, GBP, SGD], [SGD], false);
    expect([USD, GBP, CAD, SGD].map((c) => isCurrencyPayable(c, access))).toEqual([true, true, false, false]);
    const tester = currencyAccessOf([USD, GBP, SGD], [SGD], true);
    expect([CAD, SGD].map((c) => isCurrencyPayable(c, tester))).toEqual([true, true]);
  });
});
