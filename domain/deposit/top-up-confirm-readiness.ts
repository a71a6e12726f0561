import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { TopUpMethod } from './top-up-method';

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
