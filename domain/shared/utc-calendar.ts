/**
 * Calendar windows in UTC for daily and monthly quotas and limits; times are epoch ms given by the
 * caller. Choice: days and months are counted in UTC, the same for every customer.
 */
export const utcDayStart = (at: number): number => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

export const utcMonthStart = (at: number): number => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

export const isSameUtcDay = (a: number, b: number): boolean => utcDayStart(a) === utcDayStart(b);
export const isSameUtcMonth = (a: number, b: number): boolean => utcMonthStart(a) === utcMonthStart(b);

/**
 * Formats an instant (epoch ms) as YYYY-MM-DD (spec 001 §9). Choice: the calendar date in UTC, so
 * the result does not depend on the machine's time zone. Years outside 0000-9999 are refused.
 */
export function formatDateYmd(epochMs: number): string {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(epochMs) || year < 0 || year > 9999) throw new RangeError(`cannot format ${epochMs} as YYYY-MM-DD`);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}
