import { describe, expect, it } from 'vitest';
import { acceptReturnTo, isReturnToValid, RETURN_TO_TTL_MS, storeReturnTo } from '../../../domain/session/return-to';

describe('return-to after login (spec 001 §2)', () => {
  it('accepts a plain path under /hub/, with or without a query', () => {
    expect(acceptReturnTo('/hub/home')).toBe('/hub/home');
    expect(acceptReturnTo('/hub/price/bitcoin?tab=chart&range=1d')).toBe('/hub/price/bitcoin?tab=chart&range=1d');
    expect(acceptReturnTo('/hub/transactions/wallet/')).toBe('/hub/transactions/wallet/');
    expect(acceptReturnTo('/hub/')).toBe('/hub/');
  });

  it('refuses anything not starting with /hub/', () => {
    for (const value of ['/hub', '/hubx/home', '/login', '', 'hub/home', ' /hub/home', 'https://app.example/hub/home']) {
      expect(acceptReturnTo(value), value).toBeUndefined();
    }
  });

  it('refuses protocol-relative and backslash values', () => {
    for (const value of ['//evil.com/hub/', '/hub//evil.com', '/hub/\\evil.com', '/hub/\\\\evil.com', '\\\\evil.com/hub/']) {
      expect(acceptReturnTo(value), value).toBeUndefined();
    }
  });

  it('refuses encoded values and dot segments that could escape /hub/', () => {
    for (const value of ['/hub/%2e%2e/login', '/hub/%2F%2Fevil.com', '/hub/../login', '/hub/./home', '/hub/home/..', '/hub/home?next=%2F%2Fevil']) {
      expect(acceptReturnTo(value), value).toBeUndefined();
    }
  });

  it('refuses fragments, whitespace, control characters, an empty query and overlong values', () => {
    for (const value of ['/hub/home#x', '/hub/home ', '/hub/ho me', '/hub/home\n', '/hub/home\t', '/hub/home?', `/hub/${'a'.repeat(2100)}`]) {
      expect(acceptReturnTo(value), value).toBeUndefined();
    }
  });

  it('a stored return-to is valid for 24 hours', () => {
    const stored = storeReturnTo('/hub/market', 1_000);
    expect(stored).toEqual({ path: '/hub/market', storedAt: 1_000 });
    if (stored === undefined) return;
    expect(isReturnToValid(stored, 1_000)).toBe(true);
    expect(isReturnToValid(stored, 1_000 + RETURN_TO_TTL_MS - 1)).toBe(true);
    expect(isReturnToValid(stored, 1_000 + RETURN_TO_TTL_MS)).toBe(false);
    expect(RETURN_TO_TTL_MS).toBe(86_400_000);
  });

  it('a return-to stored in the future (clock moved back) is not valid', () => {
    expect(isReturnToValid({ path: '/hub/market', storedAt: 5_000 }, 4_999)).toBe(false);
  });

  it('an unacceptable value is not stored, and a tampered stored value is not valid', () => {
    expect(storeReturnTo('//evil.com', 0)).toBeUndefined();
    expect(isReturnToValid({ path: '//evil.com', storedAt: 0 }, 1)).toBe(false);
  });
});
