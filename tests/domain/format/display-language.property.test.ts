import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGES, isDisplayLanguage, resolveDisplayLanguage, textFallbacks } from '../../../domain/format/display-language';
import { EXCLUDED_LANGUAGES, isOfferedLanguage, OFFERED_LANGUAGES } from '../../../domain/format/languages';
import { RUNS } from '../../arbitraries/runs';

const tag = fc.oneof(
  fc.constantFrom(...OFFERED_LANGUAGES, ...EXCLUDED_LANGUAGES, 'ar-AE', 'AR', 'zh-Hant-HK', 'pt_PT'),
  fc.stringMatching(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,4})?$/),
  fc.string(),
);
const source = fc.option(tag, { nil: undefined });

describe('display language, properties', () => {
  it('always resolves to an offered language (never an excluded one) outside development', () => {
    fc.assert(
      fc.property(source, source, source, fc.array(tag, { maxLength: 4 }), (query, stored, account, browser) => {
        const language = resolveDisplayLanguage({ query, stored, account, browser });
        expect(isDisplayLanguage(language)).toBe(true);
        expect(isOfferedLanguage(language)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a usable page address always wins over every other source', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DISPLAY_LANGUAGES), source, source, fc.array(tag, { maxLength: 3 }), (query, stored, account, browser) => {
        expect(resolveDisplayLanguage({ query, stored, account, browser })).toBe(query);
      }),
      RUNS,
    );
  });

  it('a text fallback chain starts at the language, ends in English, holds offered languages only, each once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OFFERED_LANGUAGES), (language) => {
        const chain = textFallbacks(language);
        expect(chain[0]).toBe(language);
        expect(chain.at(-1)).toBe('en');
        expect(new Set(chain).size).toBe(chain.length);
        for (const link of chain) expect(isOfferedLanguage(link)).toBe(true);
      }),
      RUNS,
    );
  });
});
