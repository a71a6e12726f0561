import { describe, expect, it } from 'vitest';
import { identityKycStatus, onboardingBanner, readIdentityVerification } from '../../../domain/user/identity-verification';

describe('identity verification on the sign-up’s identity step (spec 001 §3, §8)', () => {
  it('reads the record’s value; anything unknown is not started', () => {
    expect(['approved', 'pending', 'rejected', 'not_started', 'weird', ''].map(readIdentityVerification)).toEqual([
      'approved',
      'pending',
      'rejected',
      'not_started',
      'not_started',
      'not_started',
    ]);
  });

  it('maps to the KYC status, and only pending review and rejected have a banner', () => {
    expect(identityKycStatus('not_started')).toBe('kyc_pending');
    expect(identityKycStatus('pending')).toBe('kyc_pending_review');
    expect(onboardingBanner(identityKycStatus('pending'))).toBe('pending_review');
    expect(onboardingBanner(identityKycStatus('rejected'))).toBe('rejected');
    expect(onboardingBanner(identityKycStatus('approved'))).toBeUndefined();
    expect(onboardingBanner(identityKycStatus('not_started'))).toBeUndefined();
  });
});
