/**
 * The UK cool-off identifier (spec 001 §4: "the UK cool-off identifier", value not shown).
 * Choice: 'uk_cool_off'.
 */
export const UK_COOLING_OFF_ID = 'uk_cool_off';

/** app config cooling_off.cooling_off_period (spec 001 §3), end_datetime as epoch ms. */
export interface CoolingOffPeriod {
  readonly firebaseId: string | undefined;
  readonly endAt: number | undefined;
}

/** Cooling-off applies only when cooling_off_firebase_id equals the UK identifier (spec 001 §4). */
export const coolingOffApplies = (period: CoolingOffPeriod | undefined): boolean => period?.firebaseId === UK_COOLING_OFF_ID;

/** The 'is over 24H' flag: true when the current time is later than end_datetime (spec 001 §4). */
export const isCoolingOffOver = (endAt: number, now: number): boolean => now > endAt;

/**
 * UK cooling-off (spec 000 §6, §8 trade_feature_restriction_in_cooling_off_period): trading is
 * refused while the customer's window still has time left. `endsAt` is the window's end (epoch ms),
 * undefined outside the UK. Choice: the window is [start, end): a window with no time left, as for
 * a customer who starts past it, never blocks.
 */
export const isTradingBlockedByCoolingOff = (endsAt: number | undefined, now: number): boolean => endsAt !== undefined && now < endsAt;

/** One minute is added to the remaining time as rounding (spec 001 §4, §9). */
export const COOLING_OFF_ROUNDING_MS = 60_000;
/** The display never shows more than 24 hours (spec 001 §9). */
export const COOLING_OFF_DISPLAY_CAP_HOURS = 24;
/** The countdown is recomputed every second (spec 001 §4, §9). */
export const COOLING_OFF_REFRESH_MS = 1_000;

export interface CoolingOffRemaining {
  readonly hours: number;
  readonly minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * Remaining cooling-off time as hours and minutes (spec 001 §4): 0:00 once now is later than
 * end_datetime; otherwise whole minutes of (end_datetime + 1 minute - now), split into hours and
 * minutes, capped at 24 hours, minutes shown as 0 when hours equal 24.
 */
export function coolingOffRemaining(endAt: number, now: number): CoolingOffRemaining {
  if (now > endAt) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.floor((endAt + COOLING_OFF_ROUNDING_MS - now) / MINUTE_MS);
  const hours = Math.floor(totalMinutes / 60);
  if (hours >= COOLING_OFF_DISPLAY_CAP_HOURS) return { hours: COOLING_OFF_DISPLAY_CAP_HOURS, minutes: 0 };
  return { hours, minutes: totalMinutes % 60 };
}
