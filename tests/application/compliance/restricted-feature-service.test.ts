import { describe, expect, it } from 'vitest';
import { RestrictedFeatureService } from '../../../application/compliance/restricted-feature-service';
import { FakeKycAdapter, type FakeKycCase } from '../../../adapters/fake/fake-kyc-adapter';

const service = (status?: FakeKycCase) => {
  const kyc = new FakeKycAdapter({ status });
  return { kyc, restricted: new RestrictedFeatureService({ kyc }) };
};

describe('RestrictedFeatureService (spec 000 §6: EDD if allowed, else verification)', () => {
  it('a customer whose verified cash account is restricted goes to enhanced due diligence', async () => {
    const { restricted } = service('restricted');
    expect(await restricted.resolve()).toBe('enhanced_due_diligence');
    expect(restricted.state.getSnapshot()).toEqual({ kind: 'resolved', route: 'enhanced_due_diligence' });
  });

  it('a customer who has not verified yet gets the verification modal', async () => {
    expect(await service('setup_needed').restricted.resolve()).toBe('verification_modal');
    expect(await service('manual_review').restricted.resolve()).toBe('verification_modal');
  });

  it('says it is checking until the status is known; a failed look-up falls back to verification', async () => {
    const { kyc, restricted } = service('restricted');
    kyc.calls.failNext('getIdentity', { kind: 'network' });
    const pending = restricted.resolve();
    expect(restricted.state.getSnapshot()).toEqual({ kind: 'checking' });
    expect(await pending).toBe('verification_modal');
  });
});
