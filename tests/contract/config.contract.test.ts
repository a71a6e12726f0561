import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import type { ConfigPort } from '../../application/ports/config-port';
import { HttpConfigAdapter } from '../../adapters/http/config-http-adapter';
import { coolingOffApplies, isCoolingOffOver } from '../../domain/compliance/cooling-off';
import { OFFERED_LANGUAGES } from '../../domain/format/languages';
import { isInternalTester } from '../../domain/user/membership';
import { errorCode, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

describe('config contract: HttpConfigAdapter against the sandbox exchange (spec 000 §3, 001 §3, §7 configs)', () => {
  let h: SandboxHarness;
  let config: HttpConfigAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    config = new HttpConfigAdapter(h.get('http'), h.time.now);
  });

  afterEach(() => h.stop());

  it('refuses every call without a signed-in session (unauthorized)', async () => {
    const calls: ((port: ConfigPort) => Promise<ApiResult<unknown>>)[] = [
      (p) => p.getAppConfig(),
      (p) => p.getProductConfig(),
      (p) => p.getUserConfigs(),
      (p) => p.updatePreferredLocale('fr'),
      (p) => p.getRequiredPersonalInformation(),
    ];
    for (const call of calls) expect(errorCode(await call(config))).toBe('unauthorized');
  });

  describe('getAppConfig', () => {
    it('gives a US customer no cooling-off, prime enabled, card and wallet purchases, the offered languages', async () => {
      await signInAs(h, 'alex');
      const app = expectOk(await config.getAppConfig());
      expect(app.coolingOff).toBeUndefined();
      expect(app.primeEnabled).toBe(true);
      expect(app.cryptoPurchase).toMatchObject({ applePayEnabled: true, googlePayEnabled: true, creditCardEnabled: true, newUserFeeWaiver: false });
      expect(app.cryptoPurchase.percentage.toFixed(2)).toBe('3.99');
      expect(app.cryptoPurchase.blockedCurrencies).toEqual(['SGD']);
      expect(app.languages).toEqual([...OFFERED_LANGUAGES]);
      expect(app.vibanCurrencies).toContainEqual({ currency: 'USD', canDeposit: true });
      expect(app.serverErrorNoticeEnabled).toBe(false);
    });

    it('blocks no pay currency for the Singapore entity (wei pays in SGD)', async () => {
      await signInAs(h, 'wei');
      expect(expectOk(await config.getAppConfig()).cryptoPurchase.blockedCurrencies).toEqual([]);
    });

    it('gives harriet a UK cooling-off still running and oliver one that is over (spec 001 §4)', async () => {
      await signInAs(h, 'harriet');
      const harriet = expectOk(await config.getAppConfig()).coolingOff;
      expect(coolingOffApplies(harriet)).toBe(true);
      expect(isCoolingOffOver(harriet?.endAt ?? 0, h.time.now())).toBe(false);
      expect((harriet?.endAt ?? 0) - h.time.now()).toBe(20 * 3_600_000);
      await switchPersona(h, 'oliver');
      const oliver = expectOk(await config.getAppConfig()).coolingOff;
      expect(coolingOffApplies(oliver)).toBe(true);
      expect(isCoolingOffOver(oliver?.endAt ?? 0, h.time.now() + 1)).toBe(true);
    });

    it('lists tess as an internal tester (and only her), who also gets the server-error notice', async () => {
      const tess = await signInAs(h, 'tess');
      const app = expectOk(await config.getAppConfig());
      expect(isInternalTester(tess.uuid, app.internalTesterUuids)).toBe(true);
      expect(app.internalTesterUuids).toHaveLength(1);
      expect(app.testerPaymentNetworks).toEqual(['paypal', 'us_ach_pull', 'deposit_request']);
      expect(app.usProofOfAddress).toEqual({ enabled: true, testerOnly: true });
      expect(app.serverErrorNoticeEnabled).toBe(true);
      const alex = await switchPersona(h, 'alex');
      expect(isInternalTester(alex.uuid, expectOk(await config.getAppConfig()).internalTesterUuids)).toBe(false);
    });

    it("waives zoe's fees as a new customer for the days left of the first 30", async () => {
      await signInAs(h, 'zoe');
      expect(expectOk(await config.getAppConfig()).cryptoPurchase).toMatchObject({ newUserFeeWaiver: true, waiveFeeTotalDays: 30, waiveFeeLeftDays: 28 });
    });
  });

  describe('getProductConfig', () => {
    it('enables Apple Pay, Google Pay and the basket product, with the default top-up fees and basket minimums', async () => {
      await signInAs(h, 'alex');
      const product = expectOk(await config.getProductConfig());
      expect(product.topUp).toMatchObject({ applePayEnabled: true, googlePayEnabled: true, supportedCurrencies: ['USD', 'GBP', 'SGD'] });
      expect(product.topUp.feePercentages.credit_card.toFixed(2)).toBe('3.99');
      expect(product.topUp.googlePay.allowedAuthMethods).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
      expect(product.basket.enabled).toBe(true);
      expect(product.basket.minimums.trading.withBuffer.toFixed(2)).toBe('10.50');
    });

    it('turns Google Pay off for a Singapore customer', async () => {
      await signInAs(h, 'wei');
      expect(expectOk(await config.getProductConfig()).topUp.googlePayEnabled).toBe(false);
    });
  });

  describe('user configs', () => {
    it('start with the persona locale and keep an offered language in its offered spelling', async () => {
      await signInAs(h, 'harriet');
      expect(expectOk(await config.getUserConfigs())).toEqual({ preferredLocale: 'en-GB', marketingNewsletter: false });
      expect(expectOk(await config.updatePreferredLocale('fr_ca')).preferredLocale).toBe('fr-CA');
      expect(expectOk(await config.getUserConfigs()).preferredLocale).toBe('fr-CA');
    });

    it('refuse a language that is not offered (Korean) or not exact with invalid_parameter', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await config.updatePreferredLocale('ko'))).toBe('invalid_parameter');
      expect(errorCode(await config.updatePreferredLocale('de-AT'))).toBe('invalid_parameter');
    });
  });

  describe('getRequiredPersonalInformation', () => {
    it('asks sam (cash account not set up) for his details, and nobody with a cash account', async () => {
      await signInAs(h, 'sam');
      expect(expectOk(await config.getRequiredPersonalInformation())).toEqual(['date_of_birth', 'residential_address', 'ssn']);
      await switchPersona(h, 'alex');
      expect(expectOk(await config.getRequiredPersonalInformation())).toEqual([]);
    });
  });
});
