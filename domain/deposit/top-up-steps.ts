import { ErrorCode } from '../errors/error-codes';
import { type TopUpMethod, isCardMethod } from './top-up-method';

/** A method the card top-up steps handle; PayPal has its own confirm steps. */
export type CardTopUpMethod = Exclude<TopUpMethod, 'paypal'>;

/**
 * The card top-up steps (spec 001 §2, §4): TOP_UP_OPTIONS, CONFIRM_DEPOSIT, PASSCODE, SUCCESS,
 * ERROR. Choice: the authentication frame a card opens after the passcode is its own step,
 * AUTHENTICATION, shown over the passcode step.
 */
export type TopUpState =
  | { readonly step: 'TOP_UP_OPTIONS'; readonly creatingOrderFor: CardTopUpMethod | null }
  | { readonly step: 'CONFIRM_DEPOSIT'; readonly method: CardTopUpMethod; readonly orderId: string; readonly awaitingThirdParty: boolean }
  | { readonly step: 'PASSCODE'; readonly method: CardTopUpMethod; readonly orderId: string; readonly submitting: boolean }
  | { readonly step: 'AUTHENTICATION'; readonly method: CardTopUpMethod; readonly orderId: string }
  | { readonly step: 'SUCCESS'; readonly orderId: string }
  | { readonly step: 'ERROR'; readonly code: typeof ErrorCode.topUpFailed };

export type TopUpEvent =
  | { readonly type: 'create_order'; readonly method: CardTopUpMethod }
  | { readonly type: 'order_created'; readonly orderId: string }
  | { readonly type: 'order_failed' }
  | { readonly type: 'confirm' }
  | { readonly type: 'back' }
  | { readonly type: 'third_party_succeeded' }
  | { readonly type: 'third_party_failed' }
  | { readonly type: 'passcode_entered' }
  | { readonly type: 'auth_frame_received' }
  | { readonly type: 'top_up_completed' }
  | { readonly type: 'top_up_failed' }
  | { readonly type: 'auth_result'; readonly success: boolean }
  | { readonly type: 'try_again' }
  | { readonly type: 'close' };

export type TopUpEffect =
  | { readonly type: 'create_order'; readonly method: CardTopUpMethod }
  | { readonly type: 'start_third_party_payment'; readonly method: CardTopUpMethod; readonly orderId: string }
  | { readonly type: 'submit_top_up'; readonly orderId: string }
  | { readonly type: 'refresh_balance' };

export interface TopUpStep {
  readonly state: TopUpState;
  readonly effects: readonly TopUpEffect[];
}

export const TOP_UP_START: TopUpState = { step: 'TOP_UP_OPTIONS', creatingOrderFor: null };
const ERROR: TopUpState = { step: 'ERROR', code: ErrorCode.topUpFailed };
const stay = (state: TopUpState): TopUpStep => ({ state, effects: [] });
const succeed = (orderId: string): TopUpStep => ({ state: { step: 'SUCCESS', orderId }, effects: [{ type: 'refresh_balance' }] });

/**
 * Choosing amount and method creates an order, then CONFIRM_DEPOSIT. Confirming a card moves
 * to PASSCODE; the entered passcode submits the top-up, whose HTML page opens the
 * authentication frame; its result gives SUCCESS or ERROR. Apple Pay and Google Pay confirm
 * through the third-party sheet. Any failure gives ERROR, where try again returns to the
 * options; close resets to the options from anywhere.
 * Choice: back from CONFIRM_DEPOSIT returns to the options (no third-party sheet open).
 * Choice: a top-up the issuer lets through without a challenge (frictionless 3-D Secure: the
 * submit answers completed, no frame) goes from PASSCODE straight to SUCCESS.
 */
export function stepTopUp(state: TopUpState, event: TopUpEvent): TopUpStep {
  if (event.type === 'close') return stay(TOP_UP_START);
  switch (state.step) {
    case 'TOP_UP_OPTIONS':
      return onOptions(state, event);
    case 'CONFIRM_DEPOSIT':
      return onConfirm(state, event);
    case 'PASSCODE':
      if (!state.submitting) {
        if (event.type === 'passcode_entered') return { state: { ...state, submitting: true }, effects: [{ type: 'submit_top_up', orderId: state.orderId }] };
        return stay(state);
      }
      if (event.type === 'auth_frame_received') return stay({ step: 'AUTHENTICATION', method: state.method, orderId: state.orderId });
      if (event.type === 'top_up_completed') return succeed(state.orderId);
      return event.type === 'top_up_failed' ? stay(ERROR) : stay(state);
    case 'AUTHENTICATION':
      if (event.type === 'auth_result') return event.success ? succeed(state.orderId) : stay(ERROR);
      return event.type === 'top_up_failed' ? stay(ERROR) : stay(state);
    case 'SUCCESS':
      return stay(state);
    case 'ERROR':
      return event.type === 'try_again' ? stay(TOP_UP_START) : stay(state);
  }
}

function onOptions(state: Extract<TopUpState, { step: 'TOP_UP_OPTIONS' }>, event: TopUpEvent): TopUpStep {
  const method = state.creatingOrderFor;
  if (method === null) {
    if (event.type !== 'create_order') return stay(state);
    return { state: { step: 'TOP_UP_OPTIONS', creatingOrderFor: event.method }, effects: [{ type: 'create_order', method: event.method }] };
  }
  if (event.type === 'order_created') return stay({ step: 'CONFIRM_DEPOSIT', method, orderId: event.orderId, awaitingThirdParty: false });
  return event.type === 'order_failed' ? stay(ERROR) : stay(state);
}

function onConfirm(state: Extract<TopUpState, { step: 'CONFIRM_DEPOSIT' }>, event: TopUpEvent): TopUpStep {
  if (state.awaitingThirdParty) {
    if (event.type === 'third_party_succeeded') return succeed(state.orderId);
    return event.type === 'third_party_failed' ? stay(ERROR) : stay(state);
  }
  switch (event.type) {
    case 'back':
      return stay(TOP_UP_START);
    case 'confirm':
      if (isCardMethod(state.method)) return stay({ step: 'PASSCODE', method: state.method, orderId: state.orderId, submitting: false });
      return {
        state: { ...state, awaitingThirdParty: true },
        effects: [{ type: 'start_third_party_payment', method: state.method, orderId: state.orderId }],
      };
    default:
      return stay(state);
  }
}
