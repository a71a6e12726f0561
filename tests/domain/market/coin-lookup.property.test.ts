import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedSlug, slugSearchKeyword } from '../../../domain/market/coin-lookup';
import { coinSlug } from '../../../domain/market/coin-row';
import { RUNS } from '../../arbitraries/runs';

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
