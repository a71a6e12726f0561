import { type Dec, ZERO } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { isSameUtcDay } from '../shared/utc-calendar';

/** One trade as counted against the daily limit: when (epoch ms) and its value in the limit's currency. */
export interface TradeValue {
  readonly at: number;
  readonly value: Dec;
}

export interface DailyLimitExceeded {
  readonly code: typeof ErrorCode.exceedUserDailyTradingLimit;
  readonly limit: Dec;
  /** What can still be traded today, never negative. */
  readonly remaining: Dec;
}

/** What was traded on `now`'s day (spec 000 §8 exceed_user_daily_trading_limit). Choice: days are UTC calendar days. */
export const tradedToday = (trades: readonly TradeValue[], now: number): Dec =>
  trades.filter((t) => isSameUtcDay(t.at, now)).reduce((sum, t) => sum.plus(t.value), ZERO);

/**
 * Spec 000 §8: a trade that would take the day's total above the customer's daily trading limit is
 * refused with exceed_user_daily_trading_limit. Exactly reaching the limit is allowed.
 */
export function checkDailyTradingLimit(value: Dec, usedToday: Dec, limit: Dec): Result<Dec, DailyLimitExceeded> {
  if (usedToday.plus(value).lessThanOrEqualTo(limit)) return ok(value);
  const left = limit.minus(usedToday);
  return err({ code: ErrorCode.exceedUserDailyTradingLimit, limit, remaining: left.greaterThan(0) ? left : ZERO });
}
