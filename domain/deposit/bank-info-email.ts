import { ErrorCode } from '../errors/error-codes';

/** The email-details button (spec 001 §2, §7, §8); times are epoch ms given by the caller. */
export interface BankInfoEmailState {
  readonly cooldownEndsAt: number | null;
  readonly verificationCode: string | undefined;
}

export const BANK_INFO_EMAIL_IDLE: BankInfoEmailState = { cooldownEndsAt: null, verificationCode: undefined };

/** A successful send: bank_info_email{cooldown_in_seconds, verification_code} (spec 001 §7). */
export const emailSent = (now: number, cooldownInSeconds: number, verificationCode: string): BankInfoEmailState => ({
  cooldownEndsAt: now + Math.max(0, cooldownInSeconds) * 1000,
  verificationCode,
});

export type EmailFailureOutcome =
  | { readonly kind: 'cooldown'; readonly state: BankInfoEmailState }
  | { readonly kind: 'toast'; readonly code: typeof ErrorCode.reachedMaximumAttempts | typeof ErrorCode.bankInfoEmailFailed };

/**
 * A failed send (spec 001 §8): cooldown_period_has_not_passed sets the countdown from meta;
 * reached_maximum_attempts toasts 'reached maximum attempts'; anything else toasts 'something
 * went wrong sending email'. Choice: the meta field is cooldown_in_seconds, as in the success
 * body; without it the error falls to the generic toast.
 */
export function emailFailed(
  now: number,
  state: BankInfoEmailState,
  code: string,
  meta: { readonly cooldown_in_seconds?: number } | undefined,
): EmailFailureOutcome {
  if (code === ErrorCode.cooldownPeriodHasNotPassed && meta?.cooldown_in_seconds !== undefined) {
    return { kind: 'cooldown', state: { ...state, cooldownEndsAt: now + Math.max(0, meta.cooldown_in_seconds) * 1000 } };
  }
  if (code === ErrorCode.reachedMaximumAttempts) return { kind: 'toast', code: ErrorCode.reachedMaximumAttempts };
  return { kind: 'toast', code: ErrorCode.bankInfoEmailFailed };
}

/** Whole seconds left on the countdown, rounded up; 0 once it has passed. */
export const cooldownSecondsLeft = (state: BankInfoEmailState, now: number): number =>
  state.cooldownEndsAt === null ? 0 : Math.max(0, Math.ceil((state.cooldownEndsAt - now) / 1000));

/** The button is enabled when no cooldown is running. */
export const canSendEmail = (state: BankInfoEmailState, now: number): boolean => cooldownSecondsLeft(state, now) === 0;
