import { describe, expect, it } from 'vitest';
import { isLevelUpSubscriber, LEVEL_UP_PLANS, parseLevelUpPlan } from '../../../domain/user/level-up-plan';

describe('Level Up subscriber plans (spec 000 §1, 001 §1)', () => {
  it('the plans are pro, plus and private', () => {
    expect(LEVEL_UP_PLANS).toEqual(['pro', 'plus', 'private']);
  });

  it('a subscriber holds one of the three plans', () => {
    for (const plan of LEVEL_UP_PLANS) expect(isLevelUpSubscriber(plan)).toBe(true);
    expect(parseLevelUpPlan('Plus ')).toBe('plus');
  });

  it('no plan or another plan is not a subscriber', () => {
    expect(isLevelUpSubscriber(undefined)).toBe(false);
    expect(isLevelUpSubscriber('')).toBe(false);
    expect(isLevelUpSubscriber('basic')).toBe(false);
    expect(parseLevelUpPlan('premium')).toBeUndefined();
  });
});
