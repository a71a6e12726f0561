import type { ErrorCode } from '../errors/error-codes';
import type { PollingState } from '../polling/polling-policy';
import type { FormMessage, SectionResponse, SetupFailure } from './cash-setup-routing';
import type { SetupPolling } from './cash-setup-polling';
import type { FormProgress } from './form-history';
import type { FormSection } from './form-section';

/** While checking the account: waiting for create wallet (account) or for the restriction overview. */
export type CheckPhase = { readonly phase: 'account' } | { readonly phase: 'restriction'; readonly triggeredBy: string };

/** The cash account setup modal (spec 001 §2, §4), with CREATING_WALLET and CLOSED added around it. */
export type SetupState =
  | { readonly step: 'START' }
  | { readonly step: 'CREATING_WALLET'; readonly check: CheckPhase }
  | { readonly step: 'VERIFYING_DETAILS'; readonly check: CheckPhase }
  | { readonly step: 'ADDITIONAL_INFORMATION_REQUIRED'; readonly triggeredBy: string }
  | { readonly step: 'RETRY'; readonly triggeredBy: string }
  | { readonly step: 'FORM'; readonly form: FormProgress; readonly submitting: boolean }
  | { readonly step: 'POLLING'; readonly form: FormProgress; readonly polling: SetupPolling; readonly poll: PollingState<SectionResponse> }
  | { readonly step: 'PENDING_AFTER_STARTING' }
  | { readonly step: 'PENDING_AFTER_SUBMISSION' }
  | { readonly step: 'VERIFICATION_UNSUCCESSFUL' }
  | { readonly step: 'SUCCESS' }
  | { readonly step: 'CONTINUE_ON_THE_APP' }
  | { readonly step: 'DONE' }
  | { readonly step: 'CLOSED' };

export type SetupStepName = SetupState['step'];

/** additional_info of the create-wallet result (spec 001 §3, "Cash account creation result"). */
export interface AdditionalInfo {
  readonly triggeredBy: string;
  readonly restrictedFeatures?: readonly string[];
}

export type SetupEvent =
  | { readonly type: 'start' }
  | { readonly type: 'account_checked'; readonly additionalInfo: AdditionalInfo | undefined }
  | { readonly type: 'restriction_loaded'; readonly header: string | undefined; readonly displayType?: string }
  | { readonly type: 'continue' }
  | { readonly type: 'section_loaded'; readonly section: FormSection }
  | { readonly type: 'submit' }
  | { readonly type: 'submitted'; readonly response: SectionResponse }
  | { readonly type: 'failed'; readonly failure: SetupFailure }
  | { readonly type: 'back' }
  | { readonly type: 'open_banking'; readonly status: 'SUCCESS' | 'CANCELLED' | 'ERROR' }
  | { readonly type: 'poll_result'; readonly response: SectionResponse }
  | { readonly type: 'poll_failed' }
  | { readonly type: 'tick' }
  /** The identity provider's verification state, asked on a pending screen: its decision, or none yet. */
  | { readonly type: 'verification_checked'; readonly decision: VerificationDecision | undefined }
  | { readonly type: 'close' };

/** A verification the identity provider has decided (spec 001 §7 verification_state). */
export type VerificationDecision = 'approved' | 'rejected';

export type SetupEffect =
  | { readonly type: 'create_wallet' }
  | { readonly type: 'fetch_restriction'; readonly triggeredBy: string; readonly restrictedFeatures: readonly string[] }
  | { readonly type: 'fetch_section'; readonly triggeredBy: string }
  | { readonly type: 'submit_section'; readonly triggeredBy: string; readonly sectionId: string }
  | { readonly type: 'poll'; readonly triggeredBy: string; readonly sectionId: string }
  | { readonly type: 'schedule_poll'; readonly ms: number }
  | { readonly type: 'abort_poll' }
  | { readonly type: 'show_message'; readonly message: FormMessage }
  | { readonly type: 'show_error'; readonly code: typeof ErrorCode.openBankingFailed };

export interface SetupStep {
  readonly state: SetupState;
  readonly effects: readonly SetupEffect[];
}
