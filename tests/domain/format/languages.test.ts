import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, EXCLUDED_LANGUAGES, isOfferedLanguage, matchLanguage, OFFERED_LANGUAGES, resolveLanguage } from '../../../domain/format/languages';

describe('languages (spec 001 §9)', () => {
  it('the default language is en', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('offers the 24 languages of the spec, two each of English, Spanish, French, Portuguese and Chinese', () => {
    expect(OFFERED_LANGUAGES).toHaveLength(24);
    const bases = OFFERED_LANGUAGES.map((tag) => tag.split('-')[0]);
    for (const twice of ['en', 'es', 'fr', 'pt', 'zh']) expect(bases.filter((b) => b === twice)).toHaveLength(2);
    for (const once of ['id', 'da', 'de', 'hr', 'it', 'nl', 'pl', 'ru', 'ro', 'sv', 'vi', 'tr', 'el', 'hi']) {
      expect(bases.filter((b) => b === once)).toHaveLength(1);
    }
  });

  it('excludes Korean, Norwegian, Hungarian, Arabic, Slovak and Finnish, which fall back to en', () => {
    for (const tag of ['ko', 'ko-KR', 'no', 'nb-NO', 'hu', 'ar', 'ar-AE', 'sk', 'fi-FI']) {
      expect(matchLanguage(tag)).toBeUndefined();
      expect(resolveLanguage(tag)).toBe('en');
    }
    for (const excluded of EXCLUDED_LANGUAGES) expect(isOfferedLanguage(excluded)).toBe(false);
  });

  it('an exact tag matches, whatever its case or separator', () => {
    expect(resolveLanguage('en-GB')).toBe('en-GB');
    expect(resolveLanguage('pt-br')).toBe('pt-BR');
    expect(resolveLanguage('fr_CA')).toBe('fr-CA');
    expect(resolveLanguage('es-419')).toBe('es-419');
  });

  it('another region of an offered language takes its first variant', () => {
    expect(resolveLanguage('en-AU')).toBe('en');
    expect(resolveLanguage('de-AT')).toBe('de');
    expect(resolveLanguage('es-MX')).toBe('es');
    expect(resolveLanguage('fr-BE')).toBe('fr');
  });

  it('Chinese goes by script or region: Hant, TW, HK and MO are traditional, the rest simplified', () => {
    expect(resolveLanguage('zh')).toBe('zh-CN');
    expect(resolveLanguage('zh-SG')).toBe('zh-CN');
    expect(resolveLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(resolveLanguage('zh-Hant')).toBe('zh-TW');
    expect(resolveLanguage('zh-HK')).toBe('zh-TW');
    expect(resolveLanguage('zh_MO')).toBe('zh-TW');
  });

  it('a language not offered at all, or an empty tag, falls back to en', () => {
    expect(resolveLanguage('ja-JP')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
  });
});
