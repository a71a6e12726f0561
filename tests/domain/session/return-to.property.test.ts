import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptReturnTo, isReturnToValid, RETURN_TO_TTL_MS, storeReturnTo, isAllowedExternalRedirect } from '../../../domain/session/return-to';
import { RUNS } from '../../arbitraries/runs';
import { hubPathWithQuery, mutatedHubPath, returnToCandidate } from '../../arbitraries/session';

const BASE = 'https://app.example';
/** Security property: more runs than the shared default. */
const MANY_RUNS = { numRuns: 1000 } as const;
const candidate = fc.oneof(
  returnToCandidate,
  hubPathWithQuery,
  mutatedHubPath,
  mutatedHubPath,
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => `/hub/${s}`),
);

describe('return-to, properties (spec 001 §2)', () => {
  it('no accepted value resolves to another origin or outside /hub/', () => {
    let acceptedCount = 0;
    fc.assert(
      fc.property(candidate, (value) => {
        const accepted = acceptReturnTo(value);
        if (accepted === undefined) return;
        acceptedCount += 1;
        const url = new URL(accepted, BASE);
        expect(url.origin).toBe(BASE);
        expect(url.pathname.startsWith('/hub/')).toBe(true);
        expect(url.hash).toBe('');
      }),
      MANY_RUNS,
    );
    // The generator reaches accepted values often enough for the property to mean something.
    expect(acceptedCount).toBeGreaterThan(50);
  });

  it('an accepted value resolves to exactly itself (nothing is normalised away)', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const accepted = acceptReturnTo(value);
        if (accepted === undefined) return;
        expect(accepted).toBe(value);
        const url = new URL(accepted, BASE);
        expect(url.pathname + url.search).toBe(accepted);
      }),
      MANY_RUNS,
    );
  });

  it('well-formed hub paths with a query are accepted', () => {
    fc.assert(
      fc.property(hubPathWithQuery, (value) => {
        expect(acceptReturnTo(value)).toBe(value);
      }),
      RUNS,
    );
  });

  it('a stored value is valid exactly while less than 24 h old', () => {
    fc.assert(
      fc.property(hubPathWithQuery, fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2 * RETURN_TO_TTL_MS }), (path, at, age) => {
        const stored = storeReturnTo(path, at);
        expect(stored).toBeDefined();
        if (stored === undefined) return;
        expect(isReturnToValid(stored, at + age)).toBe(age < RETURN_TO_TTL_MS);
      }),
      RUNS,
    );
  });
});

const ALLOWED = ['https://onramp.example.com'];
const target = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath().map((p) => `https://onramp.example.com${p}`),
  fc.string({ maxLength: 40 }),
);

describe('external redirects, properties (spec 001 §2)', () => {
  it('an allowed target always has an allow-listed origin and no credentials', () => {
    fc.assert(
      fc.property(target, (t) => {
        if (!isAllowedExternalRedirect(t, ALLOWED)) return;
        const url = new URL(t);
        expect(ALLOWED).toContain(url.origin);
        expect(url.username + url.password).toBe('');
      }),
      RUNS,
    );
  });

  it('any path and query on the allowed origin is followed', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (p, q) => {
        expect(isAllowedExternalRedirect(`https://onramp.example.com${p}?${q}`, ALLOWED)).toBe(true);
      }),
      RUNS,
    );
  });
});
