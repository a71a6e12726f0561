import { type Dec, ZERO } from '../money/decimal';

/** The widget's countdown ticks every second (spec 000 §4, §9). */
export const WELCOME_BONUS_TICK_MS = 1_000;

/** One mission of the welcome-bonus response (spec 001 §3); amounts undefined when missing or malformed. */
export interface WelcomeBonusMission {
  readonly missionId: string;
  readonly targetAmount: Dec | undefined;
  readonly currentAmount: Dec | undefined;
  readonly isCompleted: boolean;
  readonly isClaimed: boolean;
}

/** welcome_bonus{unit, end_time, missions[]}; endTime is epoch ms, undefined when empty. */
export interface WelcomeBonus {
  readonly unit: string;
  readonly endTime: number | undefined;
  readonly missions: readonly WelcomeBonusMission[];
}

/** The derived fields the widget uses (spec 000 §3, 001 §3). */
export interface WelcomeBonusView {
  readonly missionId: string | undefined;
  readonly currentAmount: Dec;
  readonly targetAmount: Dec;
  readonly unit: string | undefined;
  readonly endTime: number | undefined;
  readonly progressPercentage: Dec;
  readonly isCompleted: boolean;
  readonly isClaimed: boolean;
  readonly isShowClaimButton: boolean;
  readonly isExpired: boolean;
  readonly isShowWelcomeBonusWidget: boolean;
}

/**
 * current / target × 100; 0 when not computable (an amount missing, or target not above 0).
 * Choice: not capped at 100 and not rounded (the display rounds).
 */
export function progressPercentage(current: Dec | undefined, target: Dec | undefined): Dec {
  if (current === undefined || target === undefined || !target.greaterThan(0)) return ZERO;
  return current.dividedBy(target).times(100);
}

/** Expired when end_time is empty or in the past. Choice: the end instant itself counts as past. */
export const isWelcomeBonusExpired = (endTime: number | undefined, now: number): boolean => endTime === undefined || endTime <= now;

/**
 * Derives the widget fields from the response (spec 000 §4, 001 §3-§4): only the first mission is
 * used; claim button when completed and not claimed; widget only if bonus and mission exist, the
 * mission is not claimed and the bonus has not expired. Missing amounts show as 0.
 */
export function deriveWelcomeBonus(bonus: WelcomeBonus | undefined, now: number): WelcomeBonusView {
  const mission = bonus?.missions[0];
  const isExpired = isWelcomeBonusExpired(bonus?.endTime, now);
  const isCompleted = mission?.isCompleted ?? false;
  const isClaimed = mission?.isClaimed ?? false;
  return {
    missionId: mission?.missionId,
    currentAmount: mission?.currentAmount ?? ZERO,
    targetAmount: mission?.targetAmount ?? ZERO,
    unit: bonus?.unit,
    endTime: bonus?.endTime,
    progressPercentage: progressPercentage(mission?.currentAmount, mission?.targetAmount),
    isCompleted,
    isClaimed,
    isShowClaimButton: isCompleted && !isClaimed,
    isExpired,
    isShowWelcomeBonusWidget: bonus !== undefined && mission !== undefined && !isClaimed && !isExpired,
  };
}

/** After Claim is pressed the button stays locked for 2.5 s (spec 000 §4, §9). */
export const CLAIM_LOCK_MS = 2_500;

/**
 * Locked while fewer than 2.5 s have passed since `lockedAt` (epoch ms); never locked without a lock.
 * Choice: a lock stamped later than `now` (clock moved back) still counts as locked.
 */
export const isClaimLocked = (lockedAt: number | undefined, now: number): boolean => lockedAt !== undefined && now < lockedAt + CLAIM_LOCK_MS;
