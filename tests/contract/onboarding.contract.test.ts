import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpOnboardingAdapter } from '../../adapters/http/onboarding-http-adapter';
import { routes } from '../../adapters/http/routes';
import { errorCode, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

describe('onboarding contract: HttpOnboardingAdapter against the sandbox exchange (spec 001 §7 session and onboarding)', () => {
  let h: SandboxHarness;
  let onboarding: HttpOnboardingAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    onboarding = new HttpOnboardingAdapter(h.get('http'));
  });

  afterEach(() => h.stop());

  describe('termsByCountry', () => {
    it('gives the US terms by default and for any other country, and the GB and SG ones for those', async () => {
      const us = expectOk(await onboarding.termsByCountry());
      expect(us).toMatchObject({ id: 'terms_us_2026_01', countryCode: 'US' });
      expect(us.documents[0]).toEqual({ url: 'https://crypto.com/us/terms', textKey: 'onboarding_terms_of_use' });
      expect(expectOk(await onboarding.termsByCountry('gb')).countryCode).toBe('GB');
      expect(expectOk(await onboarding.termsByCountry('SG')).documents.map((d) => d.textKey)).toContain('onboarding_sg_risk_disclosure');
      expect(expectOk(await onboarding.termsByCountry('FR')).id).toBe(us.id);
    });

    it('passes a catalogue error through', async () => {
      h.faults.arm({ path: routes.termsByCountry.path, kind: 'error', code: 'invalid_parameter', times: 1 });
      expect(errorCode(await onboarding.termsByCountry('US'))).toBe('invalid_parameter');
    });
  });

  describe('preAuthConfig', () => {
    it('gives the privacy notice before sign-in', async () => {
      expect(expectOk(await onboarding.preAuthConfig())).toEqual({ privacyNotice: { url: 'https://crypto.com/privacy/global', version: '2026-01' } });
    });

    it('passes a catalogue error through', async () => {
      h.faults.arm({ path: routes.preAuthConfig.path, kind: 'error', code: 'invalid_parameter', times: 1 });
      expect(errorCode(await onboarding.preAuthConfig())).toBe('invalid_parameter');
    });

    it('refuses a field it does not know (invalid_parameter)', async () => {
      expect(errorCode(await h.get('http').call(routes.preAuthConfig, { query: { fields: 'privacy_notice,secrets' } }))).toBe('invalid_parameter');
    });
  });

  describe('referrals', () => {
    it('verifies a demo code (case-insensitive) and refuses an unknown one and the paused one', async () => {
      expect(expectOk(await onboarding.verifyReferral(' welcome25 '))).toMatchObject({ code: 'WELCOME25', reward: { currency: 'USD' } });
      expect(expectOk(await onboarding.verifyReferral('FRIEND50')).reward.amount.toFixed()).toBe('50');
      expect(errorCode(await onboarding.verifyReferral('NOPE1234'))).toBe('invalid_referral_code');
      expect(errorCode(await onboarding.verifyReferral('PAUSED10'))).toBe('referral_code_restricted');
    });

    it('reports referrals restricted in Singapore (wei) and open in the US', async () => {
      expect(expectOk(await onboarding.referralRestriction())).toEqual({ restricted: false, restrictedCountries: ['SG'] });
      await signInAs(h, 'wei');
      expect(expectOk(await onboarding.referralRestriction()).restricted).toBe(true);
      expect(errorCode(await onboarding.verifyReferral('WELCOME25'))).toBe('referral_code_restricted');
    });

    it('passes a catalogue error of the restriction lookup through', async () => {
      h.faults.arm({ path: routes.referralRestriction.path, kind: 'error', code: 'auth_restricted', times: 1 });
      expect(errorCode(await onboarding.referralRestriction())).toBe('auth_restricted');
    });

    it('claims one code once; a second claim is refused', async () => {
      expect(errorCode(await onboarding.claimReferral('WELCOME25'))).toBe('unauthorized');
      await signInAs(h, 'zoe');
      expect(errorCode(await onboarding.claimReferral('BOGUS1'))).toBe('invalid_referral_code');
      expect(expectOk(await onboarding.claimReferral('crobooST'))).toMatchObject({
        code: 'CROBOOST',
        status: 'pending_first_trade',
        reward: { currency: 'CRO' },
      });
      expect(errorCode(await onboarding.claimReferral('WELCOME25'))).toBe('referral_already_claimed');
    });
  });

  describe('supportUserHash', () => {
    it("is a stable HMAC-SHA-256 hex of the user's uuid, different per user", async () => {
      expect(errorCode(await onboarding.supportUserHash())).toBe('unauthorized');
      await signInAs(h, 'alex');
      const alex = expectOk(await onboarding.supportUserHash());
      expect(alex).toMatch(/^[0-9a-f]{64}$/);
      expect(expectOk(await onboarding.supportUserHash())).toBe(alex);
      await switchPersona(h, 'zoe');
      expect(expectOk(await onboarding.supportUserHash())).not.toBe(alex);
    });

    it('refuses another platform than cdc_web (invalid_parameter)', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await h.get('http').call(routes.intercomUserHash, { query: { platform: 'ios' } }))).toBe('invalid_parameter');
    });
  });

  describe('assistantInfo', () => {
    it('gives the assistant address and a new token each time; unauthorized without a session', async () => {
      expect(errorCode(await onboarding.assistantInfo())).toBe('unauthorized');
      await signInAs(h, 'alex');
      const first = expectOk(await onboarding.assistantInfo());
      expect(first.baseUrl).toBe('https://assistant.sandbox.test/chat');
      expect(expectOk(await onboarding.assistantInfo()).token).not.toBe(first.token);
    });
  });
});
