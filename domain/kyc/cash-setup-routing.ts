import { ErrorCode } from '../errors/error-codes';
import type { FormSection } from './form-section';

/** The screens a routing decision can lead to (spec 001 §2, "Cash account setup modal steps"). */
export type SetupRoute =
  | { readonly to: 'ADDITIONAL_INFORMATION_REQUIRED' }
  | { readonly to: 'RETRY'; readonly triggeredBy?: string }
  | { readonly to: 'FORM' }
  | { readonly to: 'FORM_SECTION'; readonly section: FormSection }
  | { readonly to: 'FORM_MESSAGE'; readonly message: FormMessage }
  | { readonly to: 'POLLING'; readonly maxAttempts: number | undefined; readonly intervalMillis: number | undefined }
  | { readonly to: 'RECHECK' }
  | { readonly to: 'PENDING_AFTER_STARTING' }
  | { readonly to: 'PENDING_AFTER_SUBMISSION' }
  | { readonly to: 'VERIFICATION_UNSUCCESSFUL' }
  | { readonly to: 'SUCCESS' }
  | { readonly to: 'CONTINUE_ON_THE_APP' }
  | { readonly to: 'DONE' };

/** A message shown on the form after a refused submit (spec 001 §8, "Cash account setup"). */
export type FormMessage =
  | { readonly code: typeof ErrorCode.invalidParameter }
  | { readonly code: typeof ErrorCode.invalidAddressError }
  | { readonly code: typeof ErrorCode.openBankingFailed }
  | { readonly code: typeof ErrorCode.serverMessage; readonly message: string | undefined };

/** Choice: the display type that opens the form directly. */
export const DIRECT_LAUNCH = 'direct_launch';

/**
 * Routing by the restriction header (spec 001 §4): additional info required, then the form;
 * pending; resubmit, then retry and the form; failed; otherwise continue on the app. A
 * direct-launch display type opens the form at once. Choice: header values are
 * additional_info_required, pending, resubmit and failed; direct launch skips only the intro
 * screens that lead to the form (additional info required and resubmit). Choice: 'restricted'
 * (the account is open with some features restricted where the customer lives) is SUCCESS; the
 * success screen names the features.
 */
export function routeByHeader(header: string | undefined, displayType: string | undefined): SetupRoute {
  const direct = displayType === DIRECT_LAUNCH;
  switch (header) {
    case 'additional_info_required':
      return direct ? { to: 'FORM' } : { to: 'ADDITIONAL_INFORMATION_REQUIRED' };
    case 'pending':
      return { to: 'PENDING_AFTER_SUBMISSION' };
    case 'resubmit':
      return direct ? { to: 'FORM' } : { to: 'RETRY' };
    case 'failed':
      return { to: 'VERIFICATION_UNSUCCESSFUL' };
    case RESTRICTED_HEADER:
      return { to: 'SUCCESS' };
    default:
      return { to: 'CONTINUE_ON_THE_APP' };
  }
}

/** The header of an account opened with features restricted (choice). */
export const RESTRICTED_HEADER = 'restricted';

/** What a form submit or a poll returns: an optional next section with its status, an optional result. */
export interface SectionResponse {
  readonly nextSection?: { readonly status: string; readonly section: FormSection };
  readonly result?: {
    readonly type: string;
    readonly max_attempts?: number;
    readonly interval_millis?: number;
    readonly trigger?: string;
  };
}

/** Result type of a poll that is still running. Choice: 'polling', the type that started it. */
export const POLLING_RESULT = 'polling';

/**
 * A form submit (spec 001 §4): a next section with status pending opens it; fullscreen_success
 * verifies details and re-checks; polling polls; fullscreen pending or retry is pending after
 * starting; nothing at all is done; anything else continues on the app.
 */
export function routeSubmitResponse(response: SectionResponse): SetupRoute {
  const { nextSection, result } = response;
  if (nextSection !== undefined && nextSection.status === 'pending') return { to: 'FORM_SECTION', section: nextSection.section };
  if (result === undefined) return nextSection === undefined ? { to: 'DONE' } : { to: 'CONTINUE_ON_THE_APP' };
  switch (result.type) {
    case 'fullscreen_success':
      return { to: 'RECHECK' };
    case POLLING_RESULT:
      return { to: 'POLLING', maxAttempts: result.max_attempts, intervalMillis: result.interval_millis };
    case 'fullscreen_pending':
    case 'fullscreen_retry':
      return { to: 'PENDING_AFTER_STARTING' };
    default:
      return { to: 'CONTINUE_ON_THE_APP' };
  }
}

/**
 * A finished poll (spec 001 §4): a next section opens the form; pending is pending after
 * starting; success or an empty result re-checks; fullscreen_retry with a trigger retries, else
 * verification unsuccessful; anything else continues on the app.
 * Choice: 'pending' and 'fullscreen_pending' both mean pending, 'success' and 'fullscreen_success' both success.
 */
export function routePollResponse(response: SectionResponse): SetupRoute {
  const { nextSection, result } = response;
  if (nextSection !== undefined) return { to: 'FORM_SECTION', section: nextSection.section };
  if (result === undefined) return { to: 'RECHECK' };
  switch (result.type) {
    case 'pending':
    case 'fullscreen_pending':
      return { to: 'PENDING_AFTER_STARTING' };
    case 'success':
    case 'fullscreen_success':
      return { to: 'RECHECK' };
    case 'fullscreen_retry':
      return result.trigger !== undefined && result.trigger !== '' ? { to: 'RETRY', triggeredBy: result.trigger } : { to: 'VERIFICATION_UNSUCCESSFUL' };
    default:
      return { to: 'CONTINUE_ON_THE_APP' };
  }
}

/** A refused call of the setup flow: its code, the restriction header it may carry, the server's message. */
export interface SetupFailure {
  readonly code: string;
  readonly header?: string;
  readonly displayType?: string;
  readonly message?: string;
}

/**
 * Error codes of the setup flow (spec 001 §8): manual_restricted_feature routes by header;
 * residential_address_invalid_error and ssn_unmatch_error show the server message;
 * invalid_parameter shows 'missing information' and returns to the form; invalid_address_error
 * an invalid-address message on the form; user_address_already_exist is verification
 * unsuccessful; any other code continues on the app. Choice: kyc_open_banking_failed (the
 * bank connection the open-banking step sent did not connect) is a message on the form.
 */
export function routeFailure(failure: SetupFailure): SetupRoute {
  switch (failure.code) {
    case 'manual_restricted_feature':
      return routeByHeader(failure.header, failure.displayType);
    case 'residential_address_invalid_error':
    case 'ssn_unmatch_error':
      return { to: 'FORM_MESSAGE', message: { code: ErrorCode.serverMessage, message: failure.message } };
    case ErrorCode.invalidParameter:
      return { to: 'FORM_MESSAGE', message: { code: ErrorCode.invalidParameter } };
    case ErrorCode.invalidAddressError:
      return { to: 'FORM_MESSAGE', message: { code: ErrorCode.invalidAddressError } };
    case ErrorCode.openBankingFailed:
      return { to: 'FORM_MESSAGE', message: { code: ErrorCode.openBankingFailed } };
    case 'user_address_already_exist':
      return { to: 'VERIFICATION_UNSUCCESSFUL' };
    default:
      return { to: 'CONTINUE_ON_THE_APP' };
  }
}
