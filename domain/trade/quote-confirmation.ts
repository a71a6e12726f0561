/** Seconds a quotation is shown before it is refreshed (spec 000 §9). */
export const QUOTE_COUNTDOWN_SECONDS = 15;

export type RefreshReason = 'open' | 'expiry' | 'visible';

/** The confirmation countdown (spec 000 §4, "Confirm modal") as a pure state machine. */
export type CountdownState =
  | { readonly status: 'closed' }
  | { readonly status: 'refreshing'; readonly reason: RefreshReason }
  | { readonly status: 'running'; readonly secondsLeft: number }
  | { readonly status: 'failed' };

export type CountdownEvent =
  | { readonly type: 'open' }
  | { readonly type: 'tick' }
  | { readonly type: 'quote_received' }
  | { readonly type: 'refresh_failed' }
  | { readonly type: 'became_visible' }
  | { readonly type: 'close' };

export type CountdownEffect = 'refresh_quote' | 'notify_price_refreshed' | 'report_failure';

export interface CountdownStep {
  readonly state: CountdownState;
  readonly effects: readonly CountdownEffect[];
}

export const COUNTDOWN_CLOSED: CountdownState = { status: 'closed' };

const stay = (state: CountdownState): CountdownStep => ({ state, effects: [] });
const refresh = (reason: RefreshReason): CountdownStep => ({
  state: { status: 'refreshing', reason },
  effects: ['refresh_quote'],
});

/**
 * Opening refreshes the quote; each tick counts down; at zero the quote is refreshed and,
 * once the new one arrives, the customer is told the price was refreshed. Any new quote
 * resets to 15. Becoming visible again while open refreshes. A failed refresh reports failure.
 * Events that do not apply in a state leave it unchanged (ticks while refreshing, for example).
 */
export function stepCountdown(state: CountdownState, event: CountdownEvent): CountdownStep {
  if (event.type === 'close') return stay(COUNTDOWN_CLOSED);
  switch (state.status) {
    case 'closed':
    case 'failed':
      return event.type === 'open' ? refresh('open') : stay(state);
    case 'refreshing':
      if (event.type === 'quote_received') {
        return {
          state: { status: 'running', secondsLeft: QUOTE_COUNTDOWN_SECONDS },
          effects: state.reason === 'expiry' ? ['notify_price_refreshed'] : [],
        };
      }
      if (event.type === 'refresh_failed') return { state: { status: 'failed' }, effects: ['report_failure'] };
      return stay(state);
    case 'running':
      switch (event.type) {
        case 'tick':
          return state.secondsLeft <= 1 ? refresh('expiry') : stay({ status: 'running', secondsLeft: state.secondsLeft - 1 });
        case 'quote_received':
          return stay({ status: 'running', secondsLeft: QUOTE_COUNTDOWN_SECONDS });
        case 'became_visible':
          return refresh('visible');
        case 'open':
        case 'refresh_failed':
          return stay(state);
      }
  }
}

/** Spec 000 §5: the confirm button is debounced by 500 ms. */
export const CONFIRM_DEBOUNCE_MS = 500;

/**
 * Whether a confirm click at `now` (epoch ms) is acted on, given when the last acted-on click
 * happened (undefined if none). Choice: a leading-edge debounce — the first click acts at once
 * and later clicks act only once 500 ms or more have passed since the last acted-on click, so a
 * double click never sends a trade twice and the first click is never delayed.
 */
export function acceptClick(lastAcceptedAt: number | undefined, now: number): boolean {
  return lastAcceptedAt === undefined || now - lastAcceptedAt >= CONFIRM_DEBOUNCE_MS;
}
