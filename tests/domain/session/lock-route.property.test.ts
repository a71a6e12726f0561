import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHubPath, pathAndQuery } from '../../../domain/session/return-to';
import { lockedPath, sessionExpiredLoginPath } from '../../../domain/session/lock-route';
import { RUNS } from '../../arbitraries/runs';
import { appLocation } from '../../arbitraries/session';

const BASE = 'https://app.example';

describe('lock and expired-session routes, properties (spec 001 §2)', () => {
  it('/locked carries the expiry and, from /hub, exactly the path and query', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), appLocation, (expiry, from) => {
        const url = new URL(lockedPath(expiry, from), BASE);
        expect(url.origin).toBe(BASE);
        expect(url.pathname).toBe('/locked');
        expect(url.searchParams.get('t')).toBe(expiry);
        expect(url.searchParams.get('return')).toBe(isHubPath(from.pathname) ? pathAndQuery(from) : null);
      }),
      RUNS,
    );
  });

  it('/login?redirect= carries exactly the hub path and query and stays on the site', () => {
    fc.assert(
      fc.property(appLocation, (from) => {
        const url = new URL(sessionExpiredLoginPath(from), BASE);
        expect(url.origin).toBe(BASE);
        expect(url.pathname).toBe('/login');
        expect(url.searchParams.get('redirect')).toBe(isHubPath(from.pathname) ? pathAndQuery(from) : null);
      }),
      RUNS,
    );
  });
});
