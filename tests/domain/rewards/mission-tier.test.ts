import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { MISSION_TIERS_USD, missionTierOf } from '../../../domain/rewards/mission-tier';

describe('welcome-bonus mission tiers (spec 000 §3, 001 §9)', () => {
  it('the tiers are 100 and 500 USD', () => {
    expect(MISSION_TIERS_USD.map((t) => t.toString())).toEqual(['100', '500']);
  });

  it('a target of 100 or 500 (however written) is that tier; other targets are none', () => {
    expect(missionTierOf(dec('100.00'))?.toString()).toBe('100');
    expect(missionTierOf(dec('500'))?.toString()).toBe('500');
    expect(missionTierOf(dec('250'))).toBeUndefined();
  });
});
