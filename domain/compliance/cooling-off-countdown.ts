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
