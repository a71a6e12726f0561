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
