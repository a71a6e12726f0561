import { describe, expect, it } from 'vitest';
import { isAllowedExternalRedirect } from '../../../domain/session/external-redirect';

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
