const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Milliseconds per unit of the session-storage duration shorthand (spec 001 §9: s, m, h, d, w, M, y).
 * Choice: a month (M) is 30 days and a year (y) 365 days; m is minutes, M is months (case matters).
 */
export const DURATION_UNIT_MS = {
  s: SECOND,
  m: MINUTE,
  h: HOUR,
  d: DAY,
  w: 7 * DAY,
  M: 30 * DAY,
  y: 365 * DAY,
} as const;
export type DurationUnit = keyof typeof DURATION_UNIT_MS;

const SHORTHAND = /^(\d{1,9})([smhdwMy])$/;

/**
 * Parses "15m", "2h", "1M" into milliseconds. Choice: one whole number (up to 9 digits) and one
 * unit, no spaces, no sign, no fractions, no combined forms ("1h30m"); anything else is undefined.
 */
export function parseDurationShorthand(text: string): number | undefined {
  const match = SHORTHAND.exec(text);
  if (match === null) return undefined;
  const [, amount, unit] = match;
  if (amount === undefined || unit === undefined) return undefined;
  return Number(amount) * DURATION_UNIT_MS[unit as DurationUnit];
}
