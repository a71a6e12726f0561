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
