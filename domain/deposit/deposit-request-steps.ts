import { ErrorCode } from '../errors/error-codes';
import type { Dec } from '../money/decimal';
import { err, ok, type Result } from '../shared/result';

/** A created deposit request order (spec 001 §3). */
export interface DepositRequestOrder {
  readonly id: string;
  readonly amount: Dec;
  readonly feeAmount: Dec;
  readonly receivableAmount: Dec;
}

/** The confirm response's authorisation (spec 001 §3). */
export interface DepositRequestAuthorisation {
  readonly descriptionKey: string;
  readonly supportsRedirect: boolean;
  readonly redirectUrl: string | undefined;
}

/** Deposit request steps (spec 001 §2, §4): choose a bank, amount input, confirm order, authorise. */
export type DepositRequestState =
  | { readonly step: 'CHOOSE_BANK' }
  | { readonly step: 'AMOUNT'; readonly bankId: string; readonly creating: boolean }
  | { readonly step: 'CONFIRM_ORDER'; readonly bankId: string; readonly order: DepositRequestOrder; readonly confirming: boolean }
  | { readonly step: 'AUTHORISE'; readonly order: DepositRequestOrder; readonly authorisation: DepositRequestAuthorisation };

export type DepositRequestEvent =
  | { readonly type: 'bank_chosen'; readonly bankId: string }
  | { readonly type: 'submit_amount'; readonly amount: Dec }
  | { readonly type: 'order_created'; readonly order: DepositRequestOrder }
  | { readonly type: 'confirm' }
  | { readonly type: 'confirmed'; readonly authorisation: DepositRequestAuthorisation }
  | { readonly type: 'failed' }
  | { readonly type: 'authorise' }
  | { readonly type: 'back' };

export type DepositRequestEffect =
  | { readonly type: 'create_order'; readonly bankId: string; readonly amount: Dec }
  | { readonly type: 'confirm_order'; readonly orderId: string }
  | { readonly type: 'redirect'; readonly url: string }
  | { readonly type: 'show_error' };

export interface DepositRequestStep {
  readonly state: DepositRequestState;
  readonly effects: readonly DepositRequestEffect[];
}

export const DEPOSIT_REQUEST_START: DepositRequestState = { step: 'CHOOSE_BANK' };
const stay = (state: DepositRequestState): DepositRequestStep => ({ state, effects: [] });

/**
 * Choosing a bank leads to the amount; the amount creates the order (Confirm order); confirming
 * gives the authorisation; authorising redirects externally when the server supports it.
 * A failed call shows an error and stays on its step. Back returns one step (not while a call
 * is in flight). Choice: without redirect support (or URL) authorise does nothing but show the
 * description.
 */
export function stepDepositRequest(state: DepositRequestState, event: DepositRequestEvent): DepositRequestStep {
  switch (state.step) {
    case 'CHOOSE_BANK':
      return event.type === 'bank_chosen' ? stay({ step: 'AMOUNT', bankId: event.bankId, creating: false }) : stay(state);
    case 'AMOUNT':
      if (state.creating) {
        if (event.type === 'order_created') return stay({ step: 'CONFIRM_ORDER', bankId: state.bankId, order: event.order, confirming: false });
        if (event.type === 'failed') return { state: { ...state, creating: false }, effects: [{ type: 'show_error' }] };
        return stay(state);
      }
      if (event.type === 'back') return stay(DEPOSIT_REQUEST_START);
      if (event.type !== 'submit_amount' || !event.amount.greaterThan(0)) return stay(state);
      return { state: { ...state, creating: true }, effects: [{ type: 'create_order', bankId: state.bankId, amount: event.amount }] };
    case 'CONFIRM_ORDER':
      if (state.confirming) {
        if (event.type === 'confirmed') return stay({ step: 'AUTHORISE', order: state.order, authorisation: event.authorisation });
        if (event.type === 'failed') return { state: { ...state, confirming: false }, effects: [{ type: 'show_error' }] };
        return stay(state);
      }
      if (event.type === 'back') return stay({ step: 'AMOUNT', bankId: state.bankId, creating: false });
      if (event.type !== 'confirm') return stay(state);
      return { state: { ...state, confirming: true }, effects: [{ type: 'confirm_order', orderId: state.order.id }] };
    case 'AUTHORISE': {
      const { supportsRedirect, redirectUrl } = state.authorisation;
      if (event.type !== 'authorise' || !supportsRedirect || redirectUrl === undefined || redirectUrl === '') return stay(state);
      return { state, effects: [{ type: 'redirect', url: redirectUrl }] };
    }
  }
}

/** A deposit request needs an amount above zero before its order is created (design; the server applies its own limits). */
export const checkDepositRequestAmount = (amount: Dec | undefined): Result<Dec, { readonly code: typeof ErrorCode.depositRequestAmountEmpty }> =>
  amount !== undefined && amount.greaterThan(0) ? ok(amount) : err({ code: ErrorCode.depositRequestAmountEmpty });

/** Where a deposit request stands once the customer is back from the bank. */
export type DepositRequestStage = 'awaiting_bank' | 'on_its_way' | 'settled' | 'failed';

/**
 * A request order's status as the server keeps it (design): created or authorising is still at the
 * bank (not decided), pending is authorised with the money on its way, completed has settled,
 * failed (declined or cancelled) moved nothing. Choice: a status the client does not know is
 * treated as on its way, so nothing is reported done or failed that is not.
 */
export function depositRequestStage(status: string): DepositRequestStage {
  switch (status) {
    case 'created':
    case 'authorising':
      return 'awaiting_bank';
    case 'completed':
      return 'settled';
    case 'failed':
      return 'failed';
    default:
      return 'on_its_way';
  }
}
