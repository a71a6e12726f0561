import { describe, expect, it } from 'vitest';
import {
  MISSION_TIERS_USD,
  claimMission,
  countsTowardsWelcomeBonus,
  isMissionComplete,
  missionsForDisplay,
  tradeVolume,
  WELCOME_BONUS_DAYS,
  welcomeBonusEndTime,
} from '../../../domain/rewards/welcome-mission';
import { dec, ZERO } from '../../../domain/money/decimal';

describe('welcome-bonus mission tiers (spec 000 §3, 001 §9)', () => {
  it('the tiers are 100 and 500 USD', () => {
    expect(MISSION_TIERS_USD.map((t) => t.toString())).toEqual(['100', '500']);
  });
});

const DAY = 86_400_000;
const created = Date.UTC(2026, 0, 1);
const end = welcomeBonusEndTime(created);
const mission = (current: string, claimed = false) => ({ target: dec('100'), current: dec(current), claimed });

describe('welcome-bonus missions', () => {
  it('end 30 days after the account was created', () => {
    expect(WELCOME_BONUS_DAYS).toBe(30);
    expect(end - created).toBe(30 * DAY);
  });

  it('count a trade made before the end, not one at or after it', () => {
    expect(countsTowardsWelcomeBonus(end, end - 1)).toBe(true);
    expect(countsTowardsWelcomeBonus(end, end)).toBe(false);
    expect(countsTowardsWelcomeBonus(end, end + DAY)).toBe(false);
  });

  it('sum the trade volume, ignoring values that are not above zero', () => {
    expect(tradeVolume([dec('60'), dec('40.5'), ZERO, dec('-5')]).toFixed()).toBe('100.5');
    expect(tradeVolume([]).toFixed()).toBe('0');
  });

  it('are complete once the volume reaches the target exactly', () => {
    expect(isMissionComplete(mission('99.99'))).toBe(false);
    expect(isMissionComplete(mission('100'))).toBe(true);
    expect(isMissionComplete(mission('250'))).toBe(true);
  });

  it('are claimed once, when complete and before the end', () => {
    const claimed = claimMission(mission('100'), end, end - 1);
    expect(claimed).toEqual({ ok: true, value: { ...mission('100'), claimed: true } });
    expect(claimMission(mission('100', true), end, end - 1)).toEqual({ ok: false, error: 'mission_already_claimed' });
  });

  it('refuse an incomplete mission and an expired bonus; a claimed mission is refused first, then expiry', () => {
    expect(claimMission(mission('99'), end, end - 1)).toEqual({ ok: false, error: 'mission_not_completed' });
    expect(claimMission(mission('100'), end, end)).toEqual({ ok: false, error: 'welcome_bonus_expired' });
    expect(claimMission(mission('99'), end, end + 1)).toEqual({ ok: false, error: 'welcome_bonus_expired' });
    expect(claimMission(mission('100', true), end, end + 1)).toEqual({ ok: false, error: 'mission_already_claimed' });
  });

  it('list the first unclaimed mission first, keeping the tier order otherwise', () => {
    const tiers = [
      { id: 100, claimed: true },
      { id: 500, claimed: false },
      { id: 900, claimed: false },
    ];
    expect(missionsForDisplay(tiers).map((m) => m.id)).toEqual([500, 900, 100]);
    expect(
      missionsForDisplay([
        { id: 1, claimed: true },
        { id: 2, claimed: true },
      ]).map((m) => m.id),
    ).toEqual([1, 2]);
  });
});
