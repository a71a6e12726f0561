import { ErrorCode } from '../errors/error-codes';

/**
 * The home guide versus the post-first-purchase home (spec 000 §4): when the error says the user
 * already did the first transaction, the guide is replaced by the welcome-bonus widget (when it is
 * shown) and another home component, and the bought-first-coin callback fires once. Pure state
 * machine: the caller performs the 'fire_bought_first_coin' effect.
 */
export type HomeGuideState = { readonly mode: 'guide' } | { readonly mode: 'replaced' };

export type HomeGuideEvent = { readonly type: 'guide_error'; readonly code: string };

export type HomeGuideEffect = 'fire_bought_first_coin';

export interface HomeGuideStep {
  readonly state: HomeGuideState;
  readonly effects: readonly HomeGuideEffect[];
}

export const HOME_GUIDE_INITIAL: HomeGuideState = { mode: 'guide' };

export const isFirstTransactionAlreadyDone = (code: string): boolean => code === ErrorCode.firstTransactionAlreadyDone;

/** Choice: other guide errors leave the guide as it is. */
export function stepHomeGuide(state: HomeGuideState, event: HomeGuideEvent): HomeGuideStep {
  if (state.mode === 'replaced' || !isFirstTransactionAlreadyDone(event.code)) return { state, effects: [] };
  return { state: { mode: 'replaced' }, effects: ['fire_bought_first_coin'] };
}
