import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Reference numbers are 8 to 12 characters (spec 001 §5, §9). */
export const REFERENCE_NUMBER_MIN_LENGTH = 8;
export const REFERENCE_NUMBER_MAX_LENGTH = 12;

export type ReferenceNumberError =
  | { readonly code: typeof ErrorCode.referenceNumberTooLong; readonly max: number }
  | { readonly code: typeof ErrorCode.referenceNumberTooShort; readonly min: number }
  | { readonly code: typeof ErrorCode.referenceAttemptsUsedUp };

/** The inline message: above 12 characters is 'exceeds maximum length'; shorter than 8 only disables confirm. */
export const referenceNumberMessage = (value: string): ReferenceNumberError | undefined =>
  value.length > REFERENCE_NUMBER_MAX_LENGTH ? { code: ErrorCode.referenceNumberTooLong, max: REFERENCE_NUMBER_MAX_LENGTH } : undefined;

export interface ReferenceSubmitContext {
  /** Reference-match overview (spec 001 §3): submissions used today and the daily quota. */
  readonly usedToday: number;
  readonly dailyQuota: number;
  readonly submitting: boolean;
  readonly inError: boolean;
}

/**
 * Confirm is disabled when the reference is longer than 12 or shorter than 8 characters, when
 * the daily attempts are used up, or while submitting or in error (spec 001 §5).
 * Choice: current_deposit_quota is read as the attempts used today, used up once it reaches
 * daily_quota; the value is checked as typed (no trimming).
 * `ok(false)` means disabled without a message of its own (submitting, in error).
 */
export function checkReferenceSubmit(value: string, context: ReferenceSubmitContext): Result<boolean, ReferenceNumberError> {
  const message = referenceNumberMessage(value);
  if (message !== undefined) return err(message);
  if (value.length < REFERENCE_NUMBER_MIN_LENGTH) return err({ code: ErrorCode.referenceNumberTooShort, min: REFERENCE_NUMBER_MIN_LENGTH });
  if (context.usedToday >= context.dailyQuota) return err({ code: ErrorCode.referenceAttemptsUsedUp });
  return ok(!context.submitting && !context.inError);
}

/** Whether the confirm button is enabled. */
export const canSubmitReference = (value: string, context: ReferenceSubmitContext): boolean => {
  const result = checkReferenceSubmit(value, context);
  return result.ok && result.value;
};
