import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { type Dec, Money } from '../../../../domain/money/decimal';
import { isPayMethod, type PayMethod } from '../../../../domain/payment/pay-method';
import {
  checkWeeklyLimit,
  WEEKLY_LIMIT_WIRE_FIELDS,
  type WeeklyLimits,
  type CardCharge,
  sharedWeeklyLimits,
  weeklySpending,
} from '../../../../domain/payment/weekly-limits';
import { err } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';

/** Choice: the spec names no figure; the sandbox limits card and Apple Pay spending to 5000 of the native currency a week (wendy starts at 4900). */
export const WEEKLY_CARD_LIMIT = '5000.00';

/**
 * The card charges in a customer's history: entries whose `details.payment_method` is a pay method,
 * in the native currency, not failed. `fromAmount` is what was charged (fee included).
 */
function cardCharges(context: SandboxContext, account: SandboxAccount): CardCharge[] {
  const native = account.persona.nativeCurrency;
  return context.transactionsOf(account).flatMap((t) => {
    const method = t.details?.['payment_method'];
    if (typeof method !== 'string' || !isPayMethod(method) || t.status === 'failed' || t.fromCurrency !== native) return [];
    return [{ at: t.createdAt, method, amount: new Money(t.fromAmount) }];
  });
}

/**
 * Card + Apple Pay spending over the rolling 7 days (spec 000 §9), in the native currency:
 * the persona's `weeklyCardSpent` plus the card / Apple Pay charges recorded in history in the window.
 */
export function weeklyCardUsage(context: SandboxContext, account: SandboxAccount): Dec {
  return weeklySpending(new Money(account.persona.weeklyCardSpent), cardCharges(context, account), context.now());
}

/** The customer's credit card and Apple Pay weekly limits (wire: rolling_7days_amount / rolling_7days_limit). */
export function weeklyCardLimits(context: SandboxContext, account: SandboxAccount): WeeklyLimits {
  return sharedWeeklyLimits(weeklyCardUsage(context, account), new Money(WEEKLY_CARD_LIMIT), currencyCode(account.persona.nativeCurrency));
}

/**
 * Spec 000 §5, §9: refuses a charge of `amount` (native currency) by `method` that would take the
 * rolling 7-day card spending over the weekly limit (the domain's rule), with the limit's figures as
 * meta: rolling_7days_amount, rolling_7days_limit, remaining and currency, in the currency's decimals.
 */
export function checkWeeklyCardLimit(context: SandboxContext, account: SandboxAccount, method: PayMethod, amount: Dec): SandboxResult<Dec> {
  const checked = checkWeeklyLimit(method, amount, weeklyCardLimits(context, account));
  if (checked.ok) return checked;
  const { code, limit, remaining } = checked.error;
  const digits = fiatFractionDigits(limit.currency);
  return err({
    code,
    meta: {
      [WEEKLY_LIMIT_WIRE_FIELDS.currentAmount]: limit.currentAmount.toFixed(digits),
      [WEEKLY_LIMIT_WIRE_FIELDS.limitAmount]: limit.limitAmount.toFixed(digits),
      remaining: remaining.toFixed(digits),
      currency: limit.currency,
    },
  });
}
