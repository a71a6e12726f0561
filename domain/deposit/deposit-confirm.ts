import { ErrorCode, isErrorCode } from '../errors/error-codes';
import { isCompletePasscode } from '../session/passcode';
import { err, ok, type Result } from '../shared/result';

/** Top-up, PayPal and pull deposit confirms need a passcode of 6 digits (spec 001 §5, §9). */
export const requireConfirmPasscode = (passcode: string): Result<string, { readonly code: typeof ErrorCode.topUpPasscodeRequired }> =>
  isCompletePasscode(passcode) ? ok(passcode) : err({ code: ErrorCode.topUpPasscodeRequired });

/** The flows that confirm a created order with the passcode (spec 001 §4): the PayPal top-up and the pull deposit. */
export type DepositConfirmFlow = 'paypal' | 'pull';

/**
 * The confirmation steps (spec 001 §2, §4): Confirm deposit (CONFIRM_DEPOSIT), Passcode, Success;
 * a pull deposit may also end on Insufficient balance.
 */
export type DepositConfirmState =
  | { readonly step: 'closed' }
  | { readonly step: 'confirm'; readonly orderId: string }
  | { readonly step: 'passcode'; readonly orderId: string; readonly submitting: boolean }
  | { readonly step: 'success'; readonly orderId: string }
  | { readonly step: 'insufficient_balance' };

export type DepositConfirmEvent =
  | { readonly type: 'order_created'; readonly orderId: string }
  | { readonly type: 'confirm' }
  | { readonly type: 'passcode_entered' }
  | { readonly type: 'confirmed' }
  | { readonly type: 'confirm_failed'; readonly code: string }
  | { readonly type: 'close' };

/** `refresh`: the flow reloads what the deposit changed (the balance, the pull overview). */
export type DepositConfirmEffect =
  | { readonly type: 'submit_confirm'; readonly orderId: string }
  | { readonly type: 'show_error'; readonly code: ErrorCode }
  | { readonly type: 'open_relink' }
  | { readonly type: 'refresh' };

export interface DepositConfirmStep {
  readonly state: DepositConfirmState;
  readonly effects: readonly DepositConfirmEffect[];
}

export const DEPOSIT_CONFIRM_CLOSED: DepositConfirmState = { step: 'closed' };

/** Where a refusal ends a flow: shown and closed, the insufficient-balance step, or closed with the relink modal opened. */
type Ending = 'close_with_error' | 'insufficient_balance' | 'relink';

/**
 * Each flow's refusals that end it (spec 001 §4, §8), and the code shown for one the client does
 * not know. PayPal: too_many_fail_attempts_error is shown and closes the modal. Pull:
 * insufficient_balance_error shows Insufficient balance, account_link_fail_error closes and opens
 * the relink modal, the outstanding-balance error is shown and closes.
 */
const FLOWS: Readonly<Record<DepositConfirmFlow, { readonly unknown: ErrorCode; readonly endings: Partial<Record<ErrorCode, Ending>> }>> = {
  paypal: { unknown: ErrorCode.topUpFailed, endings: { [ErrorCode.tooManyFailAttempts]: 'close_with_error' } },
  pull: {
    unknown: ErrorCode.pullConfirmFailed,
    endings: {
      [ErrorCode.insufficientBalanceError]: 'insufficient_balance',
      [ErrorCode.accountLinkFailError]: 'relink',
      [ErrorCode.outstandingBalanceError]: 'close_with_error',
    },
  },
};

const stay = (state: DepositConfirmState): DepositConfirmStep => ({ state, effects: [] });

/**
 * A created order opens Confirm deposit; confirm asks for the passcode; the entered passcode
 * submits the confirmation once (the passcode itself never enters the state); success shows
 * Success and refreshes. A refusal the flow lists ends it as listed.
 * Choice: any other refusal is shown and returns to Confirm deposit, so the customer can try
 * again; a code the client does not know is shown as the flow's generic failure.
 */
export function stepDepositConfirm(flow: DepositConfirmFlow, state: DepositConfirmState, event: DepositConfirmEvent): DepositConfirmStep {
  if (event.type === 'close') return stay(DEPOSIT_CONFIRM_CLOSED);
  switch (state.step) {
    case 'closed':
      return event.type === 'order_created' ? stay({ step: 'confirm', orderId: event.orderId }) : stay(state);
    case 'confirm':
      return event.type === 'confirm' ? stay({ step: 'passcode', orderId: state.orderId, submitting: false }) : stay(state);
    case 'passcode':
      if (!state.submitting) {
        if (event.type !== 'passcode_entered') return stay(state);
        return { state: { ...state, submitting: true }, effects: [{ type: 'submit_confirm', orderId: state.orderId }] };
      }
      if (event.type === 'confirmed') return { state: { step: 'success', orderId: state.orderId }, effects: [{ type: 'refresh' }] };
      return event.type === 'confirm_failed' ? refused(flow, state.orderId, event.code) : stay(state);
    case 'success':
    case 'insufficient_balance':
      return stay(state);
  }
}

function refused(flow: DepositConfirmFlow, orderId: string, raw: string): DepositConfirmStep {
  const { unknown, endings } = FLOWS[flow];
  const code = isErrorCode(raw) ? raw : unknown;
  switch (endings[code]) {
    case 'close_with_error':
      return { state: DEPOSIT_CONFIRM_CLOSED, effects: [{ type: 'show_error', code }] };
    case 'insufficient_balance':
      return stay({ step: 'insufficient_balance' });
    case 'relink':
      return { state: DEPOSIT_CONFIRM_CLOSED, effects: [{ type: 'open_relink' }] };
    case undefined:
      return { state: { step: 'confirm', orderId }, effects: [{ type: 'show_error', code }] };
  }
}
