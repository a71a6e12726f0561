import { describe, expect, it } from 'vitest';
import { postLoginTarget } from '../../../domain/session/post-login-target';
import { ONBOARDING_COMPLETE } from '../../../domain/session/post-login-route';
import { RETURN_TO_TTL_MS } from '../../../domain/session/return-to';

const READY = ONBOARDING_COMPLETE;
const stored = { path: '/hub/price/bitcoin?tab=chart', storedAt: 0 };

describe('post-login target (spec 001 §2)', () => {
  it('a valid stored return-to replaces /hub/home', () => {
    expect(postLoginTarget(READY, stored, 1_000)).toBe('/hub/price/bitcoin?tab=chart');
  });

  it('an expired stored return-to is ignored', () => {
    expect(postLoginTarget(READY, stored, RETURN_TO_TTL_MS)).toBe('/hub/home');
  });

  it('an unfinished onboarding step wins over the return-to', () => {
    expect(postLoginTarget({ ...READY, hasPasscode: false }, stored, 1_000)).toBe('/signup/passcode');
  });

  it('without a stored return-to the redirect rule decides', () => {
    expect(postLoginTarget(READY, undefined, 1_000)).toBe('/hub/home');
  });
});
