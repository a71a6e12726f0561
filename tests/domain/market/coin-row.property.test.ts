import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinPricePath, coinSlug } from '../../../domain/market/coin-row';
import { RUNS } from '../../arbitraries/runs';

const name = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 15 }));
const symbol = fc.stringMatching(/^[A-Z0-9]{1,6}$/);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('coin slug invariants', () => {
  it('is lower-case letters and digits joined by single dashes', () => {
    fc.assert(
      fc.property(name, symbol, (n, s) => {
        expect(coinSlug(n, s)).toMatch(SLUG);
      }),
      RUNS,
    );
  });

  it('is idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(name, symbol, (n, s) => {
        const slug = coinSlug(n, s);
        expect(coinSlug(slug, s)).toBe(slug);
      }),
      RUNS,
    );
  });

  it('ignores case and punctuation of the name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/), symbol, (n, s) => {
        expect(coinSlug(n.toUpperCase().replace(/ /g, ' . '), s)).toBe(coinSlug(n.toLowerCase(), s));
      }),
      RUNS,
    );
  });

  it('the route needs no escaping', () => {
    fc.assert(
      fc.property(name, symbol, (n, s) => {
        const slug = coinSlug(n, s);
        expect(coinPricePath(slug)).toBe(`/hub/price/${slug}`);
      }),
      RUNS,
    );
  });
});
