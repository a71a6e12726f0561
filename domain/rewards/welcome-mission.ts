import { type Dec, dec, ZERO } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { isWelcomeBonusExpired } from './welcome-bonus';

/** Welcome-bonus mission tiers in USD-equivalent (spec 000 §3, 001 §9). */
export const MISSION_TIERS_USD: readonly Dec[] = [dec('100'), dec('500')];

/**
 * How long a new customer has to finish the welcome-bonus missions, counted from account
 * creation. Choice: the spec gives end_time but not its length; 30 days.
 */
export const WELCOME_BONUS_DAYS = 30;
const DAY_MS = 86_400_000;

/** The welcome bonus ends WELCOME_BONUS_DAYS after the account was created (epoch ms). */
export const welcomeBonusEndTime = (accountCreatedAt: number): number => accountCreatedAt + WELCOME_BONUS_DAYS * DAY_MS;

/** A mission as the exchange keeps it: trade volume counted towards a target (spec 001 §3). */
export interface MissionProgress {
  readonly target: Dec;
  readonly current: Dec;
  readonly claimed: boolean;
}

/** A mission is complete once the counted trade volume reaches its target. */
export const isMissionComplete = (mission: MissionProgress): boolean => mission.current.greaterThanOrEqualTo(mission.target);

/**
 * A trade counts towards the missions when it was made before the bonus ended. Choice: every
 * mission counts the same trade volume (a USD-equivalent sum), not capped at the target
 * (progressPercentage may pass 100; the display caps it); a claimed mission keeps the volume it
 * was claimed with.
 */
export const countsTowardsWelcomeBonus = (endTime: number, tradedAt: number): boolean => !isWelcomeBonusExpired(endTime, tradedAt);

/** The counted trade volume: the sum of the counted trades' values (negative values are not trades and count 0). */
export const tradeVolume = (values: readonly Dec[]): Dec => values.reduce((sum, value) => (value.greaterThan(0) ? sum.plus(value) : sum), ZERO);

export type MissionClaimRefusal = typeof ErrorCode.missionNotCompleted | typeof ErrorCode.missionAlreadyClaimed | typeof ErrorCode.welcomeBonusExpired;

/**
 * A mission is claimed at most once, only when complete, and only before the bonus ends (spec
 * 001 §4: the claim button shows when complete and not claimed; an expired bonus hides the widget).
 * Choice: an already claimed mission is refused first, then an expired bonus, then an incomplete one.
 */
export function claimMission(mission: MissionProgress, endTime: number, now: number): Result<MissionProgress, MissionClaimRefusal> {
  if (mission.claimed) return err(ErrorCode.missionAlreadyClaimed);
  if (isWelcomeBonusExpired(endTime, now)) return err(ErrorCode.welcomeBonusExpired);
  if (!isMissionComplete(mission)) return err(ErrorCode.missionNotCompleted);
  return ok({ ...mission, claimed: true });
}

/**
 * The missions in the order the response lists them: the first unclaimed one first, so the client
 * (which uses only the first mission) moves on to the next tier after a claim. Choice: otherwise
 * the given (tier) order is kept; with every mission claimed the first claimed one leads.
 */
export function missionsForDisplay<T extends { readonly claimed: boolean }>(missions: readonly T[]): readonly T[] {
  const open = missions.filter((m) => !m.claimed);
  return [...open, ...missions.filter((m) => m.claimed)];
}
