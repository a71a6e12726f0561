import { describe, expect, it } from 'vitest';
import { FakeRewardsAdapter } from '../../../adapters/fake/fake-rewards-adapter';
import { deriveWelcomeBonus } from '../../../domain/rewards/welcome-bonus';
import { errorCode, expectOk } from '../../support/api-result';

const DAY = 86_400_000;

describe('FakeRewardsAdapter', () => {
  it('progresses with trades, claims a completed mission once and ends 30 days after creation', async () => {
    let now = 0;
    const fake = new FakeRewardsAdapter({ clock: () => now });
    expect(errorCode(await fake.claimMission('tier_100'))).toBe('mission_not_completed');
    fake.trade('100');
    expect(deriveWelcomeBonus(expectOk(await fake.getWelcomeBonus()), now).isShowClaimButton).toBe(true);
    expect(expectOk(await fake.claimMission('tier_100')).amount.toFixed()).toBe('10');
    expect(errorCode(await fake.claimMission('tier_100'))).toBe('mission_already_claimed');
    expect(expectOk(await fake.getWelcomeBonus())?.missions[0]?.missionId).toBe('tier_500');
    fake.trade('400');
    now = 30 * DAY;
    expect(errorCode(await fake.claimMission('tier_500'))).toBe('welcome_bonus_expired');
  });
});
