import { describe, expect, it } from 'vitest';
import { FakeOnboardingAdapter } from '../../../adapters/fake/fake-onboarding-adapter';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeOnboardingAdapter', () => {
  it('gives US terms by default and for an unknown country', async () => {
    const fake = new FakeOnboardingAdapter();
    expect(expectOk(await fake.termsByCountry()).countryCode).toBe('US');
    expect(expectOk(await fake.termsByCountry('gb')).countryCode).toBe('GB');
    expect(expectOk(await fake.termsByCountry('FR')).countryCode).toBe('US');
  });

  it('verifies and claims referral codes once, refusing restricted and unknown ones', async () => {
    const fake = new FakeOnboardingAdapter();
    expect(errorCode(await fake.verifyReferral('PAUSED10'))).toBe('referral_code_restricted');
    expect(errorCode(await fake.verifyReferral('NOPE'))).toBe('invalid_referral_code');
    expect(expectOk(await fake.claimReferral('welcome25')).status).toBe('pending_first_trade');
    expect(errorCode(await fake.claimReferral('WELCOME25'))).toBe('referral_already_claimed');
    fake.restricted = true;
    expect(errorCode(await fake.verifyReferral('WELCOME25'))).toBe('referral_code_restricted');
  });
});
