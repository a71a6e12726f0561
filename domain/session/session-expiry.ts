import { type AppLocation, pathAndQuery } from './return-to';
import { sessionExpiredLoginPath } from './lock-route';

/** The 'session expired' notice appears 1 s after the unauthorized response (spec 000 §8, 001 §8). */
export const SESSION_EXPIRED_NOTICE_DELAY_MS = 1_000;

/** Paths with a public counterpart under /explore (spec 001 §2: /explore/predict and its sub-pages). */
const PUBLIC_CAPABLE_PREFIX = '/hub/predict';

/**
 * The session-expired flow as a pure state machine: once per session (guarded against repeats),
 * an unauthorized private call schedules the notice 1 s later; then the notice shows ('log in to
 * continue' unless on signup) and the user is redirected: to /signup from signup pages, to the
 * /explore page for public-capable paths, otherwise to /login?redirect=<hub path and query>.
 * Choice: the redirect follows the notice in the same step; a sign-in re-arms the guard.
 */
export type SessionExpiryState =
  | { readonly status: 'active' }
  | { readonly status: 'expiring'; readonly noticeAt: number; readonly logInToContinue: boolean; readonly redirectTo: string }
  | { readonly status: 'expired' };

export type SessionExpiryEvent =
  | { readonly type: 'unauthorized'; readonly at: number; readonly location: AppLocation }
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'signed_in' };

export type SessionExpiryEffect =
  | { readonly type: 'wake_at'; readonly at: number }
  | { readonly type: 'show_session_expired'; readonly logInToContinue: boolean }
  | { readonly type: 'redirect'; readonly to: string };

export interface SessionExpiryStep {
  readonly state: SessionExpiryState;
  readonly effects: readonly SessionExpiryEffect[];
}

export const SESSION_ACTIVE: SessionExpiryState = { status: 'active' };

const isSignupPath = (pathname: string): boolean => pathname === '/signup' || pathname.startsWith('/signup/');
const isPublicCapable = (pathname: string): boolean => pathname === PUBLIC_CAPABLE_PREFIX || pathname.startsWith(`${PUBLIC_CAPABLE_PREFIX}/`);

/** Where an expired session sends the user from `location`. */
export function sessionExpiredTarget(location: AppLocation): string {
  if (isSignupPath(location.pathname)) return '/signup';
  if (isPublicCapable(location.pathname)) {
    return pathAndQuery({ ...location, pathname: `/explore${location.pathname.slice('/hub'.length)}` });
  }
  return sessionExpiredLoginPath(location);
}

export function stepSessionExpiry(state: SessionExpiryState, event: SessionExpiryEvent): SessionExpiryStep {
  if (event.type === 'signed_in') return { state: SESSION_ACTIVE, effects: [] };
  switch (state.status) {
    case 'active': {
      if (event.type !== 'unauthorized') return { state, effects: [] };
      const noticeAt = event.at + SESSION_EXPIRED_NOTICE_DELAY_MS;
      return {
        state: {
          status: 'expiring',
          noticeAt,
          logInToContinue: !isSignupPath(event.location.pathname),
          redirectTo: sessionExpiredTarget(event.location),
        },
        effects: [{ type: 'wake_at', at: noticeAt }],
      };
    }
    case 'expiring':
      if (event.type !== 'tick' || event.at < state.noticeAt) return { state, effects: [] };
      return {
        state: { status: 'expired' },
        effects: [
          { type: 'show_session_expired', logInToContinue: state.logInToContinue },
          { type: 'redirect', to: state.redirectTo },
        ],
      };
    case 'expired':
      return { state, effects: [] };
  }
}
