import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../../ui/base/i18n/texts';

const engine = (message: string, locale: string, values?: Record<string, string | number>) => String(new IntlMessageFormat(message, locale).format(values));

describe('textsOf', () => {
  it('formats arguments, plurals and numbers in the locale', () => {
    const texts = textsOf('de-DE', {
      count: '{n, plural, one {# Münze} other {# Münzen}}',
      amount: '{value, number} verfügbar',
      hello: 'Hallo {name}',
    });
    expect(texts.format('count', { n: 1 })).toBe('1 Münze');
    expect(texts.format('count', { n: 1200 })).toBe('1.200 Münzen');
    expect(texts.format('amount', { value: 1234.5 })).toBe('1.234,5 verfügbar');
    expect(texts.format('hello', { name: 'Zoe' })).toBe('Hallo Zoe');
  });

  it('answers a literal message as it is, also when compiled to its syntax tree', () => {
    const ast = new IntlMessageFormat('Continue', 'en').getAst();
    const texts = textsOf('en-US', { plain: 'Continue', compiled: ast });
    expect(texts.format('plain')).toBe('Continue');
    expect(texts.format('compiled')).toBe('Continue');
  });

  it("leaves ICU escapes to the engine: '{' quoted is a brace", () => {
    expect(textsOf('en-US', { quoted: "Use '{'braces'}'" }).format('quoted')).toBe('Use {braces}');
  });

  it('shows the id of a missing message and the source of one that cannot be formatted', () => {
    const texts = textsOf('en-US', { needs: 'Hello {name}' });
    expect(texts.format('nowhere')).toBe('nowhere');
    expect(texts.format('needs')).toBe('Hello {name}');
  });

  it('formats every message as the engine alone would (literal fast path and shared formatters change nothing)', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ .,!?-]{0,20}$/);
    const message = fc.oneof(
      word,
      word.map((w) => `${w}{n, number}`),
      word.map((w) => `{n, plural, one {# ${w}} other {# ${w}s}}`),
      word.map((w) => `${w} {n, number, percent}`),
    );
    fc.assert(
      fc.property(message, fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'hi-IN', 'zh-CN'), fc.integer({ min: -1e6, max: 1e6 }), (text, locale, n) => {
        const texts = textsOf(locale, { m: text, other: '{n, number}' });
        texts.format('other', { n: 1 });
        expect(texts.format('m', { n })).toBe(engine(text, locale, { n }));
      }),
    );
  });
});
