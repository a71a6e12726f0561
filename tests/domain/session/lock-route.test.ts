import { describe, expect, it } from 'vitest';
import { lockedPath, sessionExpiredLoginPath } from '../../../domain/session/lock-route';

describe('lock and expired-session routes (spec 001 §2)', () => {
  it('a lock from within /hub goes to /locked with the expiry and the hub path and query as return', () => {
    expect(lockedPath('2030-01-01T00:00:00Z', { pathname: '/hub/price/btc', search: '?tab=chart' })).toBe(
      '/locked?t=2030-01-01T00%3A00%3A00Z&return=%2Fhub%2Fprice%2Fbtc%3Ftab%3Dchart',
    );
  });

  it('a lock from outside /hub carries only the expiry', () => {
    expect(lockedPath('1700000000000', { pathname: '/login/passcode', search: '' })).toBe('/locked?t=1700000000000');
    expect(lockedPath('1700000000000', undefined)).toBe('/locked?t=1700000000000');
  });

  it('after an expired session the user goes to /login with the hub path and query as redirect', () => {
    expect(sessionExpiredLoginPath({ pathname: '/hub/account', search: '?tab=cash' })).toBe('/login?redirect=%2Fhub%2Faccount%3Ftab%3Dcash');
    expect(sessionExpiredLoginPath({ pathname: '/hub/home', search: '' })).toBe('/login?redirect=%2Fhub%2Fhome');
  });

  it('outside /hub an expired session goes to plain /login', () => {
    expect(sessionExpiredLoginPath({ pathname: '/explore/predict', search: '?a=1' })).toBe('/login');
  });
});
