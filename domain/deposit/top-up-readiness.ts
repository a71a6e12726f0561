import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { type TopUpAmountError, validateTopUpAmount, type FiatLimits } from './top-up-limits';
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

export interface TopUpConfirmChecks {
  readonly method: TopUpMethod;
  readonly feeAgreed: boolean;
  readonly debitCardAttested: boolean;
}

export type TopUpConfirmError = { readonly code: typeof ErrorCode.topUpFeeAgreementRequired } | { readonly code: typeof ErrorCode.topUpAttestationRequired };

/**
 * The confirm summary (spec 001 §5): the fee-agreement checkbox is required; a debit card also
 * needs the attestation checkbox. The fee agreement is reported first.
 */
export function checkTopUpConfirm(checks: TopUpConfirmChecks): Result<true, TopUpConfirmError> {
  if (!checks.feeAgreed) return err({ code: ErrorCode.topUpFeeAgreementRequired });
  if (checks.method === 'debit_card' && !checks.debitCardAttested) return err({ code: ErrorCode.topUpAttestationRequired });
  return ok(true);
}
