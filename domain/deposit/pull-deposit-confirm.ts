import { ErrorCode, isErrorCode } from '../errors/error-codes';

/** The pull deposit confirmation steps (spec 001 §2, §4): Confirm deposit, Passcode, then Success or Insufficient balance. */
export type PullConfirmState =
  | { readonly step: 'closed' }
  | { readonly step: 'confirm'; readonly orderId: string }
  | { readonly step: 'passcode'; readonly orderId: string; readonly submitting: boolean }
  | { readonly step: 'success'; readonly orderId: string }
  | { readonly step: 'insufficient_balance' };

export type PullConfirmEvent =
  | { readonly type: 'order_created'; readonly orderId: string }
  | { readonly type: 'confirm' }
  | { readonly type: 'passcode_entered' }
  | { readonly type: 'confirmed' }
  | { readonly type: 'confirm_failed'; readonly code: string }
  | { readonly type: 'close' };

export type PullConfirmEffect =
  | { readonly type: 'submit_confirm'; readonly orderId: string }
  | { readonly type: 'open_relink' }
  | { readonly type: 'show_error'; readonly code: ErrorCode }
  | { readonly type: 'refresh_overview' };

export interface PullConfirmStep {
  readonly state: PullConfirmState;
  readonly effects: readonly PullConfirmEffect[];
}

export const PULL_CONFIRM_CLOSED: PullConfirmState = { step: 'closed' };

const stay = (state: PullConfirmState): PullConfirmStep => ({ state, effects: [] });

/**
 * A created order opens the confirm step; confirm asks for the passcode; the entered passcode
 * submits the confirmation (the passcode itself never enters the state); success shows
 * Success, insufficient_balance_error the insufficient-balance step (spec 001 §8).
 * account_link_fail_error closes and opens the relink modal; the outstanding-balance error is
 * shown and the flow closes.
 * Choice: any other failure is shown and returns to the confirm step, so the customer can try again;
 * a code the client does not know is shown as pull_deposit_confirm_failed.
 */
export function stepPullConfirm(state: PullConfirmState, event: PullConfirmEvent): PullConfirmStep {
  if (event.type === 'close') return stay(PULL_CONFIRM_CLOSED);
  switch (state.step) {
    case 'closed':
      return event.type === 'order_created' ? stay({ step: 'confirm', orderId: event.orderId }) : stay(state);
    case 'confirm':
      return event.type === 'confirm' ? stay({ step: 'passcode', orderId: state.orderId, submitting: false }) : stay(state);
    case 'passcode':
      return onPasscode(state, event);
    case 'success':
    case 'insufficient_balance':
      return stay(state);
  }
}

function onPasscode(state: Extract<PullConfirmState, { step: 'passcode' }>, event: PullConfirmEvent): PullConfirmStep {
  if (event.type === 'passcode_entered' && !state.submitting) {
    return { state: { ...state, submitting: true }, effects: [{ type: 'submit_confirm', orderId: state.orderId }] };
  }
  if (!state.submitting) return stay(state);
  if (event.type === 'confirmed') return { state: { step: 'success', orderId: state.orderId }, effects: [{ type: 'refresh_overview' }] };
  if (event.type !== 'confirm_failed') return stay(state);
  switch (event.code) {
    case ErrorCode.insufficientBalanceError:
      return stay({ step: 'insufficient_balance' });
    case ErrorCode.accountLinkFailError:
      return { state: PULL_CONFIRM_CLOSED, effects: [{ type: 'open_relink' }] };
    case ErrorCode.outstandingBalanceError:
      return { state: PULL_CONFIRM_CLOSED, effects: [{ type: 'show_error', code: ErrorCode.outstandingBalanceError }] };
    default:
      return {
        state: { step: 'confirm', orderId: state.orderId },
        effects: [{ type: 'show_error', code: isErrorCode(event.code) ? event.code : ErrorCode.pullConfirmFailed }],
      };
  }
}
