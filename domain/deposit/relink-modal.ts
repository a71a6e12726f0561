/** The bank relink modal (spec 001 §2, §4): Relink, Opening bank link, Linking. */
export type RelinkState =
  | { readonly status: 'closed' }
  | { readonly status: 'relink'; readonly bankAccountId: string; readonly failed: boolean }
  | { readonly status: 'opening_bank_link'; readonly bankAccountId: string; readonly since: number | null }
  | { readonly status: 'linking'; readonly bankAccountId: string };

/** Times are epoch ms, given by the caller. */
export type RelinkEvent =
  | { readonly type: 'open'; readonly bankAccountId: string }
  | { readonly type: 'relink_pressed'; readonly at: number }
  | { readonly type: 'bank_link_opened'; readonly at: number }
  | { readonly type: 'bank_link_exited' }
  | { readonly type: 'bank_link_succeeded' }
  | { readonly type: 'link_failed' }
  | { readonly type: 'link_saved' }
  | { readonly type: 'close' };

export type RelinkEffect =
  | { readonly type: 'create_link_token'; readonly bankAccountId: string }
  | { readonly type: 'log_opening_duration'; readonly ms: number }
  | { readonly type: 'save_link'; readonly bankAccountId: string }
  | { readonly type: 'relinked' };

export interface RelinkStep {
  readonly state: RelinkState;
  readonly effects: readonly RelinkEffect[];
}

export const RELINK_CLOSED: RelinkState = { status: 'closed' };
const stay = (state: RelinkState): RelinkStep => ({ state, effects: [] });

/**
 * Relink asks for a link token and opens the bank link (Opening bank link); the time it took to
 * open is logged to the server once (spec 001 §4); the bank link's success saves the new link
 * (Linking), then the modal closes. An exit returns to Relink; a failure returns to Relink with
 * the link error shown (spec 001 §8, "Bank-link failure").
 */
export function stepRelink(state: RelinkState, event: RelinkEvent): RelinkStep {
  if (event.type === 'close') return stay(RELINK_CLOSED);
  switch (state.status) {
    case 'closed':
      return event.type === 'open' ? stay({ status: 'relink', bankAccountId: event.bankAccountId, failed: false }) : stay(state);
    case 'relink':
      if (event.type !== 'relink_pressed') return stay(state);
      return {
        state: { status: 'opening_bank_link', bankAccountId: state.bankAccountId, since: event.at },
        effects: [{ type: 'create_link_token', bankAccountId: state.bankAccountId }],
      };
    case 'opening_bank_link':
      switch (event.type) {
        case 'bank_link_opened':
          if (state.since === null) return stay(state);
          return {
            state: { ...state, since: null },
            effects: [{ type: 'log_opening_duration', ms: Math.max(0, event.at - state.since) }],
          };
        case 'bank_link_exited':
          return stay({ status: 'relink', bankAccountId: state.bankAccountId, failed: false });
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
