import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCLUDED_LANGUAGES, isOfferedLanguage, OFFERED_LANGUAGES, resolveLanguage } from '../../../domain/format/languages';
import { RUNS } from '../../arbitraries/runs';

const subtag = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')), minLength: 1, maxLength: 8 });
const tag = fc.oneof(
  fc.constantFrom(...OFFERED_LANGUAGES, ...EXCLUDED_LANGUAGES),
  fc
    .tuple(fc.constantFrom('en', 'es', 'zh', 'pt', 'ko', 'ar', 'xx', 'de'), fc.array(subtag, { maxLength: 2 }), fc.constantFrom('-', '_'))
    .map(([base, rest, separator]) => [base, ...rest].join(separator)),
  fc.string(),
);

describe('language resolution invariants', () => {
  it('always gives an offered language', () => {
    fc.assert(
      fc.property(tag, (t) => {
        expect(isOfferedLanguage(resolveLanguage(t))).toBe(true);
      }),
      RUNS,
    );
  });

  it('never gives an excluded language and keeps the base language when it is offered', () => {
    fc.assert(
      fc.property(tag, (t) => {
        const resolved = resolveLanguage(t);
        const base = t.trim().replace(/_/g, '-').toLowerCase().split('-')[0] ?? '';
        const offeredBase = OFFERED_LANGUAGES.some((o) => o.toLowerCase().split('-')[0] === base);
        if (offeredBase) expect(resolved.toLowerCase().split('-')[0]).toBe(base);
        else expect(resolved).toBe('en');
      }),
      RUNS,
    );
  });

  it('is idempotent: an offered language resolves to itself', () => {
    fc.assert(
      fc.property(tag, (t) => {
        const once = resolveLanguage(t);
        expect(resolveLanguage(once)).toBe(once);
      }),
      RUNS,
    );
  });
});
