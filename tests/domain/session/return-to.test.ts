import { describe, expect, it } from 'vitest';
import {
  isHubPath,
  pathAndQuery,
  acceptReturnTo,
  isReturnToValid,
  RETURN_TO_TTL_MS,
  storeReturnTo,
  isAllowedExternalRedirect,
} from '../../../domain/session/return-to';

describe('hub locations', () => {
  it('/hub and paths under /hub/ are in the hub; look-alikes are not', () => {
    expect(isHubPath('/hub')).toBe(true);
    expect(isHubPath('/hub/home')).toBe(true);
    expect(isHubPath('/hubx')).toBe(false);
    expect(isHubPath('/explore/predict')).toBe(false);
  });

  it('path and query joins with one ? and drops an empty query', () => {
    expect(pathAndQuery({ pathname: '/hub/home', search: '?a=1' })).toBe('/hub/home?a=1');
    expect(pathAndQuery({ pathname: '/hub/home', search: 'a=1' })).toBe('/hub/home?a=1');
    expect(pathAndQuery({ pathname: '/hub/home', search: '?' })).toBe('/hub/home');
    expect(pathAndQuery({ pathname: '/hub/home', search: '' })).toBe('/hub/home');
  });
});

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

const ALLOWED = ['https://onramp.example.com'];

describe('external redirects (spec 001 §2)', () => {
  it('a target on the allowed on-ramp origin is followed', () => {
    expect(isAllowedExternalRedirect('https://onramp.example.com/checkout?id=1', ALLOWED)).toBe(true);
  });

  it('other origins are refused, including look-alikes', () => {
    for (const target of [
      'https://evil.example.com/',
      'https://onramp.example.com.evil.com/',
      'http://onramp.example.com/',
      'https://onramp.example.com:8443/',
      'https://evil.com/?https://onramp.example.com',
    ]) {
      expect(isAllowedExternalRedirect(target, ALLOWED), target).toBe(false);
    }
  });

  it('credentials, other schemes, relative and malformed targets are refused', () => {
    for (const target of ['https://user:pw@onramp.example.com/', 'javascript:alert(1)', '/hub/home', '//onramp.example.com/', 'not a url', '']) {
      expect(isAllowedExternalRedirect(target, ALLOWED), target).toBe(false);
    }
  });

  it('nothing is followed with an empty allow-list', () => {
    expect(isAllowedExternalRedirect('https://onramp.example.com/', [])).toBe(false);
  });

  it('an http origin is followed only if it is itself on the list (a local payment gateway port)', () => {
    expect(isAllowedExternalRedirect('http://localhost:5174/pay', ['http://localhost:5174'])).toBe(true);
  });
});
