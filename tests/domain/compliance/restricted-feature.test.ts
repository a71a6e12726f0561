import { describe, expect, it } from 'vitest';
import { restrictedFeatureRoute } from '../../../domain/compliance/restricted-feature';

describe('restricted_feature (spec 000 §6, 001 §6)', () => {
  it('opens enhanced due diligence when the user is allowed it', () => {
    expect(restrictedFeatureRoute(true)).toBe('enhanced_due_diligence');
  });

  it('otherwise opens the verification modal', () => {
    expect(restrictedFeatureRoute(false)).toBe('verification_modal');
  });
});
