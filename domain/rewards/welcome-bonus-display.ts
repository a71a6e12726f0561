import { type Dec, Rounding } from '../money/decimal';

const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** The time left of the welcome bonus, split for the widget's countdown. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Whole seconds left in total; 0 once the bonus has ended. */
  readonly totalSeconds: number;
}

/**
 * The countdown to `endTime` at `now` (epoch ms), ticking each second (spec 000 §4).
 * Choice: whole seconds rounded up, so it reads 0 only at the end instant itself (when
 * isWelcomeBonusExpired turns true and the widget hides), never for the bonus's last second;
 * a past end reads 0.
 */
export function countdownParts(endTime: number, now: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil((endTime - now) / SECOND_MS));
  return {
    days: Math.floor(totalSeconds / DAY_S),
    hours: Math.floor((totalSeconds % DAY_S) / HOUR_S),
    minutes: Math.floor((totalSeconds % HOUR_S) / MINUTE_S),
    seconds: totalSeconds % MINUTE_S,
    totalSeconds,
  };
}

/**
 * The progress bar's fill in whole percent from progressPercentage (which is neither capped nor
 * rounded, welcome-bonus.ts). Choice: rounded down, so the bar is full only when the mission is
 * complete, and kept within 0..100.
 */
export function progressBarPercent(progressPercentage: Dec): number {
  const whole = progressPercentage.toDecimalPlaces(0, Rounding.down);
  if (whole.lessThan(0)) return 0;
  if (whole.greaterThan(100)) return 100;
  return whole.toNumber();
}
