import { describe, expect, it } from 'vitest';
import { ONBOARDING_COMPLETE, postLoginRoute, postLoginTarget } from '../../../domain/session/post-login-route';
import { RETURN_TO_TTL_MS } from '../../../domain/session/return-to';

const READY = ONBOARDING_COMPLETE;

describe('post-login redirect (spec 001 §2)', () => {
  it('email not confirmed goes to /signup', () => {
    expect(postLoginRoute({ ...READY, emailConfirmed: false })).toBe('/signup');
  });

  it('phone not confirmed goes to /signup/phone-enter', () => {
    expect(postLoginRoute({ ...READY, phoneConfirmed: false })).toBe('/signup/phone-enter');
  });

  it('terms of service not accepted goes to /signup/phone-enter', () => {
    expect(postLoginRoute({ ...READY, termsAccepted: false })).toBe('/signup/phone-enter');
  });

  it('main app web not enabled goes to /login/unsupported-country', () => {
    expect(postLoginRoute({ ...READY, mainAppWebEnabled: false })).toBe('/login/unsupported-country');
  });

  it('no passcode goes to /signup/passcode', () => {
    expect(postLoginRoute({ ...READY, hasPasscode: false })).toBe('/signup/passcode');
  });

  it('identity not approved goes to /signup/identity', () => {
    expect(postLoginRoute({ ...READY, identityApproved: false })).toBe('/signup/identity');
  });

  it('otherwise /hub/home', () => {
    expect(postLoginRoute(READY)).toBe('/hub/home');
  });

  it('an earlier failing condition wins over a later one', () => {
    expect(postLoginRoute({ ...READY, emailConfirmed: false, hasPasscode: false })).toBe('/signup');
    expect(postLoginRoute({ ...READY, mainAppWebEnabled: false, identityApproved: false })).toBe('/login/unsupported-country');
  });
});

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
