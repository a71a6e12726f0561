import { ErrorCode } from '../errors/error-codes';

/** The PayPal confirmation modal steps (spec 001 §2, §4): CONFIRM_DEPOSIT, PASSCODE, SUCCESS. */
export type PaypalConfirmState =
  | { readonly step: 'closed' }
  | { readonly step: 'CONFIRM_DEPOSIT'; readonly orderId: string }
  | { readonly step: 'PASSCODE'; readonly orderId: string; readonly submitting: boolean }
  | { readonly step: 'SUCCESS'; readonly orderId: string };

export type PaypalConfirmEvent =
  | { readonly type: 'order_created'; readonly orderId: string }
  | { readonly type: 'confirm' }
  | { readonly type: 'passcode_entered' }
  | { readonly type: 'confirmed' }
  | { readonly type: 'confirm_failed'; readonly code: string }
  | { readonly type: 'close' };

export type PaypalConfirmEffect =
  { readonly type: 'submit_confirm'; readonly orderId: string } | { readonly type: 'show_error'; readonly code: string } | { readonly type: 'refresh_balance' };

export interface PaypalConfirmStep {
  readonly state: PaypalConfirmState;
  readonly effects: readonly PaypalConfirmEffect[];
}

export const PAYPAL_CONFIRM_CLOSED: PaypalConfirmState = { step: 'closed' };
const stay = (state: PaypalConfirmState): PaypalConfirmStep => ({ state, effects: [] });

/**
 * CONFIRM_DEPOSIT, then PASSCODE, then SUCCESS; a failure is shown and returns to
 * CONFIRM_DEPOSIT, except too_many_fail_attempts_error, which is shown and closes the modal
 * (spec 001 §4, §8).
 */
export function stepPaypalConfirm(state: PaypalConfirmState, event: PaypalConfirmEvent): PaypalConfirmStep {
  if (event.type === 'close') return stay(PAYPAL_CONFIRM_CLOSED);
  switch (state.step) {
    case 'closed':
      return event.type === 'order_created' ? stay({ step: 'CONFIRM_DEPOSIT', orderId: event.orderId }) : stay(state);
    case 'CONFIRM_DEPOSIT':
      return event.type === 'confirm' ? stay({ step: 'PASSCODE', orderId: state.orderId, submitting: false }) : stay(state);
    case 'PASSCODE':
      if (!state.submitting) {
        if (event.type !== 'passcode_entered') return stay(state);
        return { state: { ...state, submitting: true }, effects: [{ type: 'submit_confirm', orderId: state.orderId }] };
      }
      if (event.type === 'confirmed') return { state: { step: 'SUCCESS', orderId: state.orderId }, effects: [{ type: 'refresh_balance' }] };
      if (event.type !== 'confirm_failed') return stay(state);
      if (event.code === ErrorCode.tooManyFailAttempts) {
        return { state: PAYPAL_CONFIRM_CLOSED, effects: [{ type: 'show_error', code: event.code }] };
      }
      return { state: { step: 'CONFIRM_DEPOSIT', orderId: state.orderId }, effects: [{ type: 'show_error', code: event.code }] };
    case 'SUCCESS':
      return stay(state);
  }
}
