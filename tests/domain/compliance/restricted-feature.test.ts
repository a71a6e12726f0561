import { describe, expect, it } from 'vitest';
import { isEddAllowed, restrictedFeatureRoute } from '../../../domain/compliance/restricted-feature';

describe('restricted_feature (spec 000 §6, 001 §6)', () => {
  it('opens enhanced due diligence when the user is allowed it', () => {
    expect(restrictedFeatureRoute(true)).toBe('enhanced_due_diligence');
  });

  it('otherwise opens the verification modal', () => {
    expect(restrictedFeatureRoute(false)).toBe('verification_modal');
  });
});

describe('who may go through enhanced due diligence', () => {
  it('a verified customer whose cash account is restricted', () => {
    expect(isEddAllowed('kyc_restricted')).toBe(true);
  });

  it('nobody who is not verified yet, nor an unknown status', () => {
    for (const status of [
      'fiat_wallet_setup_needed',
      'terms_accept_needed',
      'kyc_pending',
      'kyc_pending_review',
      'kyc_rejected',
      'kyc_approved',
      undefined,
    ] as const) {
      expect(isEddAllowed(status)).toBe(false);
    }
  });
});
