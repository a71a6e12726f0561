import { currencyCode } from '../../../../domain/money/currency';
import { type Dec, Money } from '../../../../domain/money/decimal';
import { isPayMethod, type PayMethod } from '../../../../domain/payment/pay-method';
import { checkWeeklyLimit, type WeeklyLimitExceeded, type WeeklyLimits } from '../../../../domain/payment/weekly-limits';
import { type CardCharge, sharedWeeklyLimits, weeklySpending } from '../../../../domain/payment/weekly-spending';
import type { Result } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';

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

/** Spec 000 §5: refuses a charge of `amount` (native currency) by `method` that would go over the weekly limit. */
export function checkWeeklyCardLimit(context: SandboxContext, account: SandboxAccount, method: PayMethod, amount: Dec): Result<Dec, WeeklyLimitExceeded> {
  return checkWeeklyLimit(method, amount, weeklyCardLimits(context, account));
}
