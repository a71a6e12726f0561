import { describe, expect, it } from 'vitest';
import { messageProblems, neededPluralCategories } from '../../../scripts/i18n/message-check';
import { isUsed, keysInCode } from '../../../scripts/i18n/used-keys';

describe('the i18n check of one translated message', () => {
  it("accepts a faithful translation, and plurals with exactly the language's categories", () => {
    expect(messageProblems('Card ending in {lastFour} added.', 'Karte mit Endziffern {lastFour} hinzugefügt.', 'de')).toEqual([]);
    expect(messageProblems('{n, plural, one {# hour} other {# hours}}', '{n, plural, one {# час} few {# часа} many {# часов} other {# часа}}', 'ru')).toEqual(
      [],
    );
    expect(messageProblems('{n, plural, one {# hour} other {# hours}}', '{n, plural, other {# 小时}}', 'zh-CN')).toEqual([]);
    expect(messageProblems('{n, plural, =0 {none} one {# hour} other {# hours}}', '{n, plural, =0 {keine} one {# Stunde} other {# Stunden}}', 'de')).toEqual(
      [],
    );
  });

  it('fails on a broken or renamed placeholder, a syntax error, a lost tag', () => {
    expect(messageProblems('Sent to {phone}.', 'An {telefon} gesendet.', 'de')).toEqual(['placeholders {telefon} instead of {phone}']);
    expect(messageProblems('Sent to {phone}.', 'An {phone gesendet.', 'de')[0]).toMatch(/^not valid ICU/);
    expect(messageProblems('Read <link>the terms</link>', 'Lies die Bedingungen', 'de')).toEqual(['tags <none> instead of <link>']);
  });

  it('fails on a plural missing a category the language needs, or using one it never does', () => {
    expect(messageProblems('{n, plural, one {# hour} other {# hours}}', '{n, plural, one {# час} other {# часов}}', 'ru')).toEqual([
      'plural {n} lacks many, few (ru needs many, one, few)',
    ]);
    expect(messageProblems('{n, plural, one {# hour} other {# hours}}', '{n, plural, one {# 小时} other {# 小时}}', 'zh-CN')).toEqual([
      'plural {n} has one, which zh-CN never uses',
    ]);
    expect(messageProblems('{n, plural, one {# hour} other {# hours}}', '{n, plural, one {# Stunde}}', 'de')[0]).toMatch(/^not valid ICU|has no "other"/);
  });

  it('needs the categories whole counts reach: French one and other (many is for millions), Polish one, few, many', () => {
    expect([...neededPluralCategories('fr')].sort()).toEqual(['one', 'other']);
    expect([...neededPluralCategories('pl')].sort()).toEqual(['few', 'many', 'one']);
  });
});

describe('the keys code uses', () => {
  it('finds quoted keys, keys inside template expressions, and template keys as patterns', () => {
    const code = keysInCode();
    expect(isUsed('settings.title', code)).toBe(true);
    expect(isUsed('buy.lotSize', code)).toBe(true);
    expect(isUsed('buy.rejected.too_many_dots', code)).toBe(true);
    expect(isUsed('no.such.key.anywhere', code)).toBe(false);
  });
});
