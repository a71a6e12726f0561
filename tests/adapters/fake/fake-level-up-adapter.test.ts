import { describe, expect, it } from 'vitest';
import { FakeLevelUpAdapter } from '../../../adapters/fake/fake-level-up-adapter';
import { FakeRewardsAdapter } from '../../../adapters/fake/fake-rewards-adapter';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeLevelUpAdapter', () => {
  it('subscribes on the domain rules, sharing the subscription with the rewards fake', async () => {
    let now = 0;
    const rewards = new FakeRewardsAdapter({ clock: () => now });
    const fake = new FakeLevelUpAdapter({ clock: () => now, rewards });
    const preview = expectOk(await fake.previewSubscription('plan_pro', 'monthly', 'apple_pay'));
    expect(errorCode(await fake.subscribe(preview.id, '000000'))).toBe('invalid_passcode');
    const { payment } = expectOk(await fake.subscribe(preview.id, '147258'));
    expect(expectOk(await rewards.getLevelUpSubscription())?.status).toBe('pending_payment');
    expect(expectOk(await fake.submitWalletToken('apple_pay', payment?.id ?? '', 'tok')).status).toBe('succeeded');
    expect(expectOk(await rewards.getLevelUpInfo()).membershipGroupCode).toBe('pro');
    expect(expectOk(await rewards.getLevelUpUpsell()).eligible).toBe(false);
    expect(expectOk(await fake.cancelSubscription()).status).toBe('cancelled');
    expect(expectOk(await fake.resumeSubscription('147258')).status).toBe('active');
    now = 61_000;
    const late = expectOk(await fake.previewSubscription('plan_pro', 'annual', 'fiat_wallet'));
    now += 60_000;
    expect(errorCode(await fake.subscribe(late.id, '147258'))).toBe('reward_preview_expired');
  });
});
