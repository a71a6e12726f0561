import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { fakeWorld } from '../../support/fake-world';
import { settle } from '../../support/virtual-time';

describe("the home's KYC banner (spec 001 §8)", () => {
  it('shows pending review and rejected, nothing otherwise, and reads the status again when the setup modal closes', async () => {
    const w = await fakeWorld();
    const { kycBanner, cashAccountSetupLauncher } = w.services;
    await kycBanner.refresh();
    expect(kycBanner.state.getSnapshot()).toBeUndefined();

    w.fakes.kyc.setStatus('manual_review');
    cashAccountSetupLauncher.open({ currency: currencyCode('USD') });
    expect(w.fakes.kyc.calls.count('getIdentity')).toBe(1);
    cashAccountSetupLauncher.close();
    await settle();
    expect(kycBanner.state.getSnapshot()).toBe('pending_review');

    w.fakes.kyc.setStatus('rejected');
    await kycBanner.refresh();
    expect(kycBanner.state.getSnapshot()).toBe('rejected');

    w.fakes.kyc.calls.failNext('getIdentity', businessError('server_error'));
    await kycBanner.refresh();
    expect(kycBanner.state.getSnapshot()).toBe('rejected');

    w.fakes.kyc.setStatus('approved');
    await kycBanner.refresh();
    expect(kycBanner.state.getSnapshot()).toBeUndefined();
  });
});
