/**
 * The bank link session (spec 001 §2, §4): the relink modal (Relink, Opening bank link, Linking)
 * for an account whose link needs renewing, and the same bank-link steps for a new account
 * (`bankAccountId` undefined: the Add account link of the pull deposit).
 */
export type RelinkState =
  | { readonly status: 'closed' }
  | { readonly status: 'relink'; readonly bankAccountId: string | undefined; readonly failed: boolean }
  | { readonly status: 'opening_bank_link'; readonly bankAccountId: string | undefined; readonly since: number | null }
  | { readonly status: 'linking'; readonly bankAccountId: string | undefined };

/** Times are epoch ms, given by the caller. */
export type RelinkEvent =
  | { readonly type: 'open'; readonly bankAccountId: string }
  | { readonly type: 'add'; readonly at: number }
  | { readonly type: 'relink_pressed'; readonly at: number }
  | { readonly type: 'bank_link_opened'; readonly at: number }
  | { readonly type: 'bank_link_exited' }
  | { readonly type: 'bank_link_succeeded' }
  | { readonly type: 'link_failed' }
  | { readonly type: 'link_saved' }
  | { readonly type: 'close' };

export type RelinkEffect =
  | { readonly type: 'create_link_token'; readonly bankAccountId: string | undefined }
  | { readonly type: 'log_opening_duration'; readonly ms: number }
  | { readonly type: 'save_link'; readonly bankAccountId: string | undefined }
  | { readonly type: 'relinked' };

export interface RelinkStep {
  readonly state: RelinkState;
  readonly effects: readonly RelinkEffect[];
}

export const RELINK_CLOSED: RelinkState = { status: 'closed' };
const stay = (state: RelinkState): RelinkStep => ({ state, effects: [] });

const opening = (bankAccountId: string | undefined, at: number): RelinkStep => ({
  state: { status: 'opening_bank_link', bankAccountId, since: at },
  effects: [{ type: 'create_link_token', bankAccountId }],
});

/**
 * Relink asks for a link token and opens the bank link (Opening bank link); the time it took to
 * open is logged to the server once (spec 001 §4); the bank link's success saves the new link
 * (Linking), then the modal closes. An exit returns to Relink; a failure returns to Relink with
 * the link error shown (spec 001 §8, "Bank-link failure").
 * Choice: Add account goes straight to Opening bank link; leaving the bank link then closes, and a
 * failure shows the link error in the same modal, whose action tries again.
 */
export function stepRelink(state: RelinkState, event: RelinkEvent): RelinkStep {
  if (event.type === 'close') return stay(RELINK_CLOSED);
  switch (state.status) {
    case 'closed':
      if (event.type === 'add') return opening(undefined, event.at);
      return event.type === 'open' ? stay({ status: 'relink', bankAccountId: event.bankAccountId, failed: false }) : stay(state);
    case 'relink':
      return event.type === 'relink_pressed' ? opening(state.bankAccountId, event.at) : stay(state);
    case 'opening_bank_link':
      switch (event.type) {
        case 'bank_link_opened':
          if (state.since === null) return stay(state);
          return {
            state: { ...state, since: null },
            effects: [{ type: 'log_opening_duration', ms: Math.max(0, event.at - state.since) }],
          };
        case 'bank_link_exited':
          return stay(state.bankAccountId === undefined ? RELINK_CLOSED : { status: 'relink', bankAccountId: state.bankAccountId, failed: false });
        case 'link_failed':
          return stay({ status: 'relink', bankAccountId: state.bankAccountId, failed: true });
        case 'bank_link_succeeded':
          return {
            state: { status: 'linking', bankAccountId: state.bankAccountId },
            effects: [{ type: 'save_link', bankAccountId: state.bankAccountId }],
          };
        default:
          return stay(state);
      }
    case 'linking':
      if (event.type === 'link_saved') return { state: RELINK_CLOSED, effects: [{ type: 'relinked' }] };
      if (event.type === 'link_failed') return stay({ status: 'relink', bankAccountId: state.bankAccountId, failed: true });
      return stay(state);
  }
}
