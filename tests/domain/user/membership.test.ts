import { describe, expect, it } from 'vitest';
import { isPrimeRegularUser, isPrimeUser, isLevelUpSubscriber, LEVEL_UP_PLANS, parseLevelUpPlan, isInternalTester } from '../../../domain/user/membership';

describe('Prime users (spec 001 §1)', () => {
  it('a Prime user has prime_benefit and Prime enabled in the app config', () => {
    expect(isPrimeUser({ benefit: true, invited: true }, true)).toBe(true);
    expect(isPrimeUser({ benefit: true, invited: false }, true)).toBe(true);
    expect(isPrimeUser({ benefit: true, invited: true }, false)).toBe(false);
    expect(isPrimeUser({ benefit: false, invited: true }, true)).toBe(false);
    expect(isPrimeUser(undefined, true)).toBe(false);
  });

  it('invited with benefit means a regular Prime user, whatever the config flag', () => {
    expect(isPrimeRegularUser({ benefit: true, invited: true })).toBe(true);
    expect(isPrimeRegularUser({ benefit: true, invited: false })).toBe(false);
    expect(isPrimeRegularUser({ benefit: false, invited: true })).toBe(false);
    expect(isPrimeRegularUser(undefined)).toBe(false);
  });
});

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

const TESTERS = ['6f1c2d3e-0000-4000-8000-000000000001', '6f1c2d3e-0000-4000-8000-000000000002'];

describe('internal testers (spec 001 §1, §6)', () => {
  it('a user whose uuid is on the list is an internal tester', () => {
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000002', TESTERS)).toBe(true);
  });

  it('a user not on the list, or without a uuid, is not', () => {
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000003', TESTERS)).toBe(false);
    expect(isInternalTester(undefined, TESTERS)).toBe(false);
    expect(isInternalTester('', ['', ...TESTERS])).toBe(false);
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000001', [])).toBe(false);
  });

  it('uuids are compared case-insensitively', () => {
    expect(isInternalTester('6F1C2D3E-0000-4000-8000-000000000001', TESTERS)).toBe(true);
  });
});
