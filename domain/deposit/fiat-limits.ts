import { type Dec, ZERO } from '../money/decimal';

/** Fiat limits for one type (spec 001 §3); any of them may be missing. */
export interface FiatLimits {
  readonly minTransactionAmount: Dec | undefined;
  readonly maxTransactionAmount: Dec | undefined;
  readonly monthlyMaxAmount: Dec | undefined;
  readonly monthlyUsedAmount: Dec | undefined;
}

export interface MonthlyUsage {
  readonly used: Dec;
  readonly max: Dec;
}

/** The monthly limit as shown, used / max (spec 001 §9); undefined without a monthly maximum. Choice: a missing used amount counts as 0. */
export function monthlyUsage(limits: FiatLimits | undefined): MonthlyUsage | undefined {
  if (limits?.monthlyMaxAmount === undefined) return undefined;
  return { used: limits.monthlyUsedAmount ?? ZERO, max: limits.monthlyMaxAmount };
}
