import { describe, expect, it } from 'vitest';
import { MISSION_TIERS_USD } from '../../../domain/rewards/mission-tier';

describe('welcome-bonus mission tiers (spec 000 §3, 001 §9)', () => {
  it('the tiers are 100 and 500 USD', () => {
    expect(MISSION_TIERS_USD.map((t) => t.toString())).toEqual(['100', '500']);
  });
});
