import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchDue, limitSearchText, isWellFormedSlug, slugSearchKeyword } from '../../../domain/market/coin-search';
import { RUNS } from '../../arbitraries/runs';
import { coinSlug } from '../../../domain/market/coin-row';

/** Half of a UTF-16 pair on its own. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const text = fc.string({ unit: fc.oneof(fc.constantFrom('a', 'b', ' '), fc.constantFrom('🚀', '中', 'é')), maxLength: 120 });

describe('coin search invariants', () => {
  it('the kept text is a prefix of the typed text within the limit, and at most one unit short of it', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 100 }), (typed, max) => {
        const kept = limitSearchText(typed, max);
        expect(typed.startsWith(kept)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(max);
        expect(kept.length).toBeGreaterThanOrEqual(Math.min(typed.length, max) - 1);
        expect(LONE_SURROGATE.test(kept)).toBe(false);
      }),
      RUNS,
    );
  });

  it('once due, a search stays due as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.nat(1000), fc.nat(1000), (last, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (isSearchDue(last, last + early)) expect(isSearchDue(last, last + late)).toBe(true);
        expect(isSearchDue(last, last + early)).toBe(early >= 300);
      }),
      RUNS,
    );
  });
});

describe('coin lookup, properties', () => {
  it('every slug coinSlug makes is well formed, and its keyword is one of its words, as long as any', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.stringMatching(/^[A-Z0-9]{1,6}$/), (name, symbol) => {
        const slug = coinSlug(name, symbol);
        expect(isWellFormedSlug(slug)).toBe(true);
        const words = slug.split('-');
        const keyword = slugSearchKeyword(slug);
        expect(words).toContain(keyword);
        for (const word of words) expect(word.length).toBeLessThanOrEqual(keyword.length);
      }),
      RUNS,
    );
  });
});
