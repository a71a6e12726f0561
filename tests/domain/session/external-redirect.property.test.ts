import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedExternalRedirect } from '../../../domain/session/external-redirect';
import { RUNS } from '../../arbitraries/runs';

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
