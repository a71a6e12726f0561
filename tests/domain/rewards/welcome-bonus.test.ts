import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import {
  deriveWelcomeBonus,
  progressPercentage,
  type WelcomeBonus,
  type WelcomeBonusMission,
  CLAIM_LOCK_MS,
  isClaimLocked,
} from '../../../domain/rewards/welcome-bonus';

const NOW = 1_000_000;
const mission = (over: Partial<WelcomeBonusMission> = {}): WelcomeBonusMission => ({
  missionId: 'm1',
  targetAmount: dec('100'),
  currentAmount: dec('25'),
  isCompleted: false,
  isClaimed: false,
  ...over,
});
const bonus = (over: Partial<WelcomeBonus> = {}): WelcomeBonus => ({ unit: 'USD', endTime: NOW + 60_000, missions: [mission()], ...over });

describe('welcome bonus derived fields (spec 000 §3-§4, 001 §3-§4)', () => {
  it('progress is current / target × 100 as a decimal', () => {
    expect(deriveWelcomeBonus(bonus(), NOW).progressPercentage.toString()).toBe('25');
    expect(progressPercentage(dec('1'), dec('3')).toFixed(10)).toBe('33.3333333333');
    expect(progressPercentage(dec('150'), dec('100')).toString()).toBe('150');
  });

  it('progress is 0 when it cannot be computed', () => {
    expect(progressPercentage(undefined, dec('100')).toString()).toBe('0');
    expect(progressPercentage(dec('10'), undefined).toString()).toBe('0');
    expect(progressPercentage(dec('10'), dec('0')).toString()).toBe('0');
    expect(progressPercentage(dec('10'), dec('-5')).toString()).toBe('0');
  });

  it('only the first mission is used', () => {
    const view = deriveWelcomeBonus(bonus({ missions: [mission({ missionId: 'first' }), mission({ missionId: 'second', isClaimed: true })] }), NOW);
    expect(view.missionId).toBe('first');
    expect(view.isClaimed).toBe(false);
  });

  it('the claim button shows when the mission is complete and not claimed', () => {
    expect(deriveWelcomeBonus(bonus({ missions: [mission({ isCompleted: true })] }), NOW).isShowClaimButton).toBe(true);
    expect(deriveWelcomeBonus(bonus({ missions: [mission({ isCompleted: true, isClaimed: true })] }), NOW).isShowClaimButton).toBe(false);
    expect(deriveWelcomeBonus(bonus(), NOW).isShowClaimButton).toBe(false);
  });

  it('the bonus counts as expired when end_time is empty or in the past', () => {
    expect(deriveWelcomeBonus(bonus({ endTime: undefined }), NOW).isExpired).toBe(true);
    expect(deriveWelcomeBonus(bonus({ endTime: NOW - 1 }), NOW).isExpired).toBe(true);
    expect(deriveWelcomeBonus(bonus({ endTime: NOW }), NOW).isExpired).toBe(true);
    expect(deriveWelcomeBonus(bonus({ endTime: NOW + 1 }), NOW).isExpired).toBe(false);
  });

  it('the widget shows when bonus and mission exist, not claimed and not expired', () => {
    expect(deriveWelcomeBonus(bonus(), NOW).isShowWelcomeBonusWidget).toBe(true);
    expect(deriveWelcomeBonus(bonus({ missions: [mission({ isCompleted: true })] }), NOW).isShowWelcomeBonusWidget).toBe(true);
  });

  it('the widget hides when claimed, expired, without a mission or without a bonus', () => {
    expect(deriveWelcomeBonus(bonus({ missions: [mission({ isClaimed: true })] }), NOW).isShowWelcomeBonusWidget).toBe(false);
    expect(deriveWelcomeBonus(bonus({ endTime: NOW - 1 }), NOW).isShowWelcomeBonusWidget).toBe(false);
    expect(deriveWelcomeBonus(bonus({ missions: [] }), NOW).isShowWelcomeBonusWidget).toBe(false);
    expect(deriveWelcomeBonus(undefined, NOW).isShowWelcomeBonusWidget).toBe(false);
  });

  it('carries amounts, unit, end time and mission id; missing amounts show as 0', () => {
    const view = deriveWelcomeBonus(bonus({ missions: [mission({ currentAmount: undefined })] }), NOW);
    expect(view).toMatchObject({ missionId: 'm1', unit: 'USD', endTime: NOW + 60_000 });
    expect(view.currentAmount.toString()).toBe('0');
    expect(view.targetAmount.toString()).toBe('100');
  });
});

describe('claim lock (spec 000 §4, §9)', () => {
  it('Claim locks for 2.5 s', () => {
    expect(CLAIM_LOCK_MS).toBe(2500);
    expect(isClaimLocked(10_000, 10_000)).toBe(true);
    expect(isClaimLocked(10_000, 12_499)).toBe(true);
    expect(isClaimLocked(10_000, 12_500)).toBe(false);
  });

  it('never locked without a lock', () => {
    expect(isClaimLocked(undefined, 0)).toBe(false);
  });

  it('a lock stamped after now (clock moved back) still counts as locked', () => {
    expect(isClaimLocked(10_000, 9_000)).toBe(true);
  });
});
