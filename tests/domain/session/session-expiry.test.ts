import { describe, expect, it } from 'vitest';
import { SESSION_ACTIVE, type SessionExpiryState, sessionExpiredTarget, stepSessionExpiry } from '../../../domain/session/session-expiry';

const hub = { pathname: '/hub/account', search: '?tab=cash' };

describe('session expired (spec 000 §8, 001 §2, §4, §8)', () => {
  it("an unauthorized private call schedules the 'session expired' notice 1 s later", () => {
    const step = stepSessionExpiry(SESSION_ACTIVE, { type: 'unauthorized', at: 10_000, location: hub });
    expect(step.effects).toEqual([{ type: 'wake_at', at: 11_000 }]);
    expect(stepSessionExpiry(step.state, { type: 'tick', at: 10_999 }).effects).toEqual([]);
  });

  it("after 1 s the notice shows with 'log in to continue' and the user goes to /login?redirect=<hub path>", () => {
    const pending = stepSessionExpiry(SESSION_ACTIVE, { type: 'unauthorized', at: 0, location: hub }).state;
    expect(stepSessionExpiry(pending, { type: 'tick', at: 1_000 })).toEqual({
      state: { status: 'expired' },
      effects: [
        { type: 'show_session_expired', logInToContinue: true },
        { type: 'redirect', to: '/login?redirect=%2Fhub%2Faccount%3Ftab%3Dcash' },
      ],
    });
  });

  it("on signup the notice has no 'log in to continue' and the redirect is to /signup", () => {
    const pending = stepSessionExpiry(SESSION_ACTIVE, { type: 'unauthorized', at: 0, location: { pathname: '/signup/passcode', search: '' } }).state;
    expect(stepSessionExpiry(pending, { type: 'tick', at: 1_000 }).effects).toEqual([
      { type: 'show_session_expired', logInToContinue: false },
      { type: 'redirect', to: '/signup' },
    ]);
  });

  it('public-capable paths go to their /explore page', () => {
    expect(sessionExpiredTarget({ pathname: '/hub/predict/sports', search: '?league=1' })).toBe('/explore/predict/sports?league=1');
    expect(sessionExpiredTarget({ pathname: '/hub/predict', search: '' })).toBe('/explore/predict');
    expect(sessionExpiredTarget({ pathname: '/hub/predictions', search: '' })).toBe('/login?redirect=%2Fhub%2Fpredictions');
  });

  it('it happens once: later unauthorized responses do nothing', () => {
    let state: SessionExpiryState = stepSessionExpiry(SESSION_ACTIVE, { type: 'unauthorized', at: 0, location: hub }).state;
    expect(stepSessionExpiry(state, { type: 'unauthorized', at: 500, location: hub }).effects).toEqual([]);
    state = stepSessionExpiry(state, { type: 'tick', at: 1_000 }).state;
    expect(stepSessionExpiry(state, { type: 'unauthorized', at: 2_000, location: hub })).toEqual({ state, effects: [] });
    expect(stepSessionExpiry(state, { type: 'tick', at: 9_000 }).effects).toEqual([]);
  });

  it('signing in again re-arms the guard', () => {
    expect(stepSessionExpiry({ status: 'expired' }, { type: 'signed_in' })).toEqual({ state: SESSION_ACTIVE, effects: [] });
  });
});
