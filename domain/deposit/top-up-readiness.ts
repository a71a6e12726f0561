import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { FiatLimits } from './fiat-limits';
import { type TopUpAmountError, validateTopUpAmount } from './top-up-amount-validation';
import type { TopUpMethod } from './top-up-method';

export type TopUpReadinessError = TopUpAmountError | { readonly code: typeof ErrorCode.topUpMethodMissing };

/**
 * The deposit button is disabled until an amount and a method are chosen (spec 001 §5), and
 * the amount must pass the limits of the chosen method's type.
 * Choice: the amount is checked first (its messages say more), then the method; without a
 * method the amount is checked against unknown limits (minimum 100).
 */
export function checkTopUpReady(
  amount: Dec | undefined,
  method: TopUpMethod | undefined,
  limits: FiatLimits | undefined,
  currency: CurrencyCode,
): Result<{ readonly amount: Dec; readonly method: TopUpMethod }, TopUpReadinessError> {
  const checked = validateTopUpAmount(amount, limits, currency);
  if (!checked.ok) return checked;
  if (method === undefined) return err({ code: ErrorCode.topUpMethodMissing });
  return ok({ amount: checked.value, method });
}
