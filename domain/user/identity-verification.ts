import type { KycStatus } from '../kyc/kyc-status';

/** identity.verification of the user record (spec 001 §3): where the sign-up's identity check stands. */
export type IdentityVerification = 'not_started' | 'pending' | 'approved' | 'rejected';

/** The record's value as the server gives it; anything unknown counts as not started. */
export function readIdentityVerification(value: string): IdentityVerification {
  return value === 'pending' || value === 'approved' || value === 'rejected' ? value : 'not_started';
}

/**
 * The KYC status the sign-up's identity step shows (spec 001 §8: kyc_pending, kyc_pending_review,
 * kyc_rejected, kyc_approved). Choice: not started is kyc_pending (the check is still to do);
 * a submitted check waiting for a decision is kyc_pending_review.
 */
export function identityKycStatus(verification: IdentityVerification): KycStatus {
  switch (verification) {
    case 'not_started':
      return 'kyc_pending';
    case 'pending':
      return 'kyc_pending_review';
    case 'approved':
      return 'kyc_approved';
    case 'rejected':
      return 'kyc_rejected';
  }
}

/** The onboarding banner (spec 001 §8): copy exists for pending review and for rejected (contact support); no banner otherwise. */
export type OnboardingBanner = 'pending_review' | 'rejected';

export function onboardingBanner(status: KycStatus): OnboardingBanner | undefined {
  if (status === 'kyc_pending_review') return 'pending_review';
  if (status === 'kyc_rejected') return 'rejected';
  return undefined;
}
