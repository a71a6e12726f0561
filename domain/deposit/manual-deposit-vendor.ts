import {
  pollingConfig,
  type PollingConfig,
  type PollingEffect,
  type PollingEvent,
  type PollingState,
  POLLING_IDLE,
  stepPolling,
} from '../polling/polling-policy';
import { ErrorCode } from '../errors/error-codes';

/** A manual deposit vendor's state (spec 001 §3, §4). */
export type VendorState = 'created' | 'uncreated' | 'pending';

export const isVendorState = (value: string): value is VendorState => value === 'created' || value === 'uncreated' || value === 'pending';

/** The create_vendor response's polling instructions (spec 001 §7). */
export interface VendorPolling {
  readonly pollingFrequency: number | undefined;
  readonly pollingTimeout: number | undefined;
}

/**
 * After a vendor is created its state is polled at the server-given frequency until it is no
 * longer pending, or until timeout/frequency attempts (spec 001 §4, "Manual deposit").
 * Choice: frequency and timeout are seconds; the attempts are timeout/frequency rounded down,
 * at least 1; a missing or non-positive frequency or timeout falls back to the polling defaults.
 */
export function vendorPollingConfig(polling: VendorPolling): PollingConfig<string> {
  const isDone = (state: string): boolean => state !== 'pending';
  const { pollingFrequency: frequency, pollingTimeout: timeout } = polling;
  if (frequency === undefined || timeout === undefined || !(frequency > 0) || !(timeout > 0)) return pollingConfig(isDone);
  return pollingConfig(isDone, {
    intervalMs: Math.round(frequency * 1000),
    maxAttempts: Math.max(1, Math.floor(timeout / frequency)),
  });
}

/**
 * The manual bank info states (spec 001 §2): Deposit information, Confirm provider switch,
 * Retrieving provider details, Error, Restricted feature full screen.
 */
export type ManualDepositState =
  | { readonly view: 'deposit_information'; readonly vendorId: string | null }
  | { readonly view: 'confirm_provider_switch'; readonly vendorId: string | null; readonly target: string }
  | {
      readonly view: 'retrieving_provider_details';
      readonly vendorId: string | null;
      readonly target: string;
      readonly poll: PollingState<string>;
      /** The create_vendor response's polling instructions; null until the vendor is created. */
      readonly polling: VendorPolling | null;
    }
  | { readonly view: 'error'; readonly vendorId: string | null; readonly code: typeof ErrorCode.vendorRetrievalFailed }
  | { readonly view: 'restricted_feature' };

export type ManualDepositEvent =
  | { readonly type: 'select_vendor'; readonly vendorId: string; readonly state: VendorState }
  | { readonly type: 'confirm_switch' }
  | { readonly type: 'cancel_switch' }
  | { readonly type: 'vendor_created'; readonly state: string; readonly polling: VendorPolling }
  | { readonly type: 'create_failed'; readonly code: string }
  | { readonly type: 'vendor_state'; readonly state: string }
  | { readonly type: 'vendor_state_failed' }
  | { readonly type: 'tick' }
  | { readonly type: 'retry' };

export type ManualDepositEffect =
  | { readonly type: 'create_vendor'; readonly vendorId: string }
  | { readonly type: 'fetch_vendor_state'; readonly vendorId: string }
  | { readonly type: 'schedule_poll'; readonly ms: number }
  | { readonly type: 'reload_deposit_method' };

export interface ManualDepositStep {
  readonly state: ManualDepositState;
  readonly effects: readonly ManualDepositEffect[];
}

/** The server code that opens the restricted-feature full screen (spec 001 §8). */
const RESTRICTED_FEATURE = 'restricted_feature';

/** Starts on the first created vendor, if any. */
export const initialManualDeposit = (vendors: readonly { readonly vendor_id: string; readonly state: string }[]): ManualDepositState => ({
  view: 'deposit_information',
  vendorId: vendors.find((v) => v.state === 'created')?.vendor_id ?? null,
});

const stay = (state: ManualDepositState): ManualDepositStep => ({ state, effects: [] });
const shown = (vendorId: string): ManualDepositStep => ({
  state: { view: 'deposit_information', vendorId },
  effects: [{ type: 'reload_deposit_method' }],
});

/**
 * Picking a created vendor shows its details; an uncreated one asks to confirm the switch,
 * then creates it (spec 001 §7 create_vendor); a pending one is polled at once. While pending
 * the vendor state is polled with the shared polling policy at the server-given frequency
 * (spec 001 §4). A vendor no longer pending shows its details; an expired or failed poll, or
 * a failed creation, shows Error (retry returns to the previous vendor); the restricted_feature
 * code opens the restricted-feature screen.
 * Choice: a vendor already pending when picked is polled with the polling defaults, since no
 * create_vendor response gives a frequency.
 */
export function stepManualDeposit(state: ManualDepositState, event: ManualDepositEvent): ManualDepositStep {
  switch (state.view) {
    case 'deposit_information':
      if (event.type !== 'select_vendor' || event.vendorId === state.vendorId) return stay(state);
      if (event.state === 'created') return shown(event.vendorId);
      if (event.state === 'uncreated') return stay({ view: 'confirm_provider_switch', vendorId: state.vendorId, target: event.vendorId });
      return startPolling(
        { view: 'retrieving_provider_details', vendorId: state.vendorId, target: event.vendorId, poll: POLLING_IDLE, polling: null },
        { pollingFrequency: undefined, pollingTimeout: undefined },
      );
    case 'confirm_provider_switch':
      if (event.type === 'cancel_switch') return stay({ view: 'deposit_information', vendorId: state.vendorId });
      if (event.type !== 'confirm_switch') return stay(state);
      return {
        state: { view: 'retrieving_provider_details', vendorId: state.vendorId, target: state.target, poll: POLLING_IDLE, polling: null },
        effects: [{ type: 'create_vendor', vendorId: state.target }],
      };
    case 'retrieving_provider_details':
      return onRetrieving(state, event);
    case 'error':
      return event.type === 'retry' ? stay({ view: 'deposit_information', vendorId: state.vendorId }) : stay(state);
    case 'restricted_feature':
      return stay(state);
  }
}

type Retrieving = Extract<ManualDepositState, { view: 'retrieving_provider_details' }>;

function onRetrieving(state: Retrieving, event: ManualDepositEvent): ManualDepositStep {
  const polling = state.polling;
  if (polling === null) {
    if (event.type === 'create_failed') {
      return stay(
        event.code === RESTRICTED_FEATURE ? { view: 'restricted_feature' } : { view: 'error', vendorId: state.vendorId, code: ErrorCode.vendorRetrievalFailed },
      );
    }
    if (event.type !== 'vendor_created') return stay(state);
    if (event.state !== 'pending') return shown(state.target);
    return startPolling(state, event.polling);
  }
  switch (event.type) {
    case 'vendor_state':
      return advance(state, polling, { type: 'result', value: event.state });
    case 'vendor_state_failed':
      return advance(state, polling, { type: 'failed', error: 'vendor_state_failed' });
    case 'tick':
      return advance(state, polling, { type: 'tick' });
    default:
      return stay(state);
  }
}

const startPolling = (state: Retrieving, polling: VendorPolling): ManualDepositStep => advance(state, polling, { type: 'started' });

function advance(state: Retrieving, polling: VendorPolling, event: PollingEvent<string>): ManualDepositStep {
  const step = stepPolling(vendorPollingConfig(polling), state.poll, event);
  const next: Retrieving = { ...state, polling, poll: step.state };
  const effects: ManualDepositEffect[] = [];
  for (const effect of step.effects) {
    const outcome = translate(next, effect, effects);
    if (outcome !== undefined) return outcome;
  }
  return { state: next, effects };
}

function translate(state: Retrieving, effect: PollingEffect<string>, effects: ManualDepositEffect[]): ManualDepositStep | undefined {
  switch (effect.type) {
    case 'fetch':
      effects.push({ type: 'fetch_vendor_state', vendorId: state.target });
      return undefined;
    case 'schedule_next':
      effects.push({ type: 'schedule_poll', ms: effect.ms });
      return undefined;
    case 'done':
      return effect.outcome.kind === 'success' ? shown(state.target) : stay({ view: 'error', vendorId: state.vendorId, code: ErrorCode.vendorRetrievalFailed });
  }
}
