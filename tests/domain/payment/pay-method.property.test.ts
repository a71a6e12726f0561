import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplePayEnvironment,
  type GooglePayEnvironment,
  isApplePayAvailable,
  isGooglePayAvailable,
  type PurchaseConfig,
} from '../../../domain/payment/pay-method';
import { RUNS } from '../../arbitraries/runs';

const config: fc.Arbitrary<PurchaseConfig> = fc.record({
  applePayEnabled: fc.boolean(),
  googlePayEnabled: fc.boolean(),
  creditCardEnabled: fc.boolean(),
});
const apple: fc.Arbitrary<ApplePayEnvironment> = fc.record({ isSecureContext: fc.boolean(), canMakePayments: fc.boolean() });
const google: fc.Arbitrary<GooglePayEnvironment> = fc.record({
  isChrome: fc.boolean(),
  isEdge: fc.boolean(),
  providerReady: fc.boolean(),
  scriptLoadFailed: fc.boolean(),
});

describe('wallet pay availability truth tables', () => {
  it('Apple Pay is available iff every condition holds', () => {
    fc.assert(
      fc.property(apple, config, (env, c) => {
        expect(isApplePayAvailable(env, c)).toBe(env.isSecureContext && env.canMakePayments && c.applePayEnabled);
      }),
      RUNS,
    );
  });

  it('Google Pay is available iff every condition holds', () => {
    fc.assert(
      fc.property(google, config, (env, c) => {
        expect(isGooglePayAvailable(env, c)).toBe(env.isChrome && !env.isEdge && env.providerReady && !env.scriptLoadFailed && c.googlePayEnabled);
      }),
      RUNS,
    );
  });
});
