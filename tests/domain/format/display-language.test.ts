import { describe, expect, it } from 'vitest';
import {
  accountLocaleOf,
  tradeLanguageOf,
  DISPLAY_LANGUAGES,
  formattingLocaleOf,
  isDisplayLanguage,
  LANGUAGE_NAMES,
  resolveDisplayLanguage,
  textFallbacks,
} from '../../../domain/format/display-language';
import { OFFERED_LANGUAGES } from '../../../domain/format/languages';

describe('display language (spec 001 §9)', () => {
  it('lists the 24 offered languages and nothing else, each with its own name (and the development pseudo-locale)', () => {
    expect(DISPLAY_LANGUAGES).toEqual(OFFERED_LANGUAGES);
    expect(DISPLAY_LANGUAGES).toHaveLength(24);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...DISPLAY_LANGUAGES, 'en-XA'].sort());
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(LANGUAGE_NAMES['zh-TW']).toBe('繁體中文');
  });

  it('is English by default', () => {
    expect(resolveDisplayLanguage({})).toBe('en');
    expect(resolveDisplayLanguage({ browser: [] })).toBe('en');
  });

  it('takes the page address first, then the device choice, the account, the browser', () => {
    const all = { query: 'fr', stored: 'de', account: 'it', browser: ['nl'] };
    expect(resolveDisplayLanguage(all)).toBe('fr');
    expect(resolveDisplayLanguage({ ...all, query: undefined })).toBe('de');
    expect(resolveDisplayLanguage({ ...all, query: undefined, stored: undefined })).toBe('it');
    expect(resolveDisplayLanguage({ browser: ['nl'] })).toBe('nl');
  });

  it('skips a source naming an excluded or unknown language', () => {
    expect(resolveDisplayLanguage({ query: 'ko', stored: 'xx', browser: ['fi', 'pt-BR'] })).toBe('pt-BR');
    expect(resolveDisplayLanguage({ browser: ['hu', 'sk', 'no'] })).toBe('en');
  });

  it('never offers the excluded languages: Korean, Norwegian, Hungarian, Arabic, Slovak and Finnish fall back to English', () => {
    for (const tag of ['ar', 'ar-AE', 'AR_sa', 'ko-KR', 'nb', 'no', 'nn-NO', 'hu', 'sk', 'fi-FI']) expect(resolveDisplayLanguage({ query: tag })).toBe('en');
    expect(resolveDisplayLanguage({ browser: ['ar-EG', 'de'] })).toBe('de');
    expect(isDisplayLanguage('ar')).toBe(false);
  });

  it('the pseudo-locale only in development, formatted as English (US)', () => {
    expect(resolveDisplayLanguage({ query: 'en-XA' })).toBe('en');
    expect(resolveDisplayLanguage({ query: 'en-XA', development: true })).toBe('en-XA');
    expect(resolveDisplayLanguage({ stored: 'en-XA', development: true })).toBe('en');
    expect(formattingLocaleOf('en-XA')).toBe('en-US');
  });

  it('offered languages format in their own locale', () => {
    expect(formattingLocaleOf('en')).toBe('en-US');
    expect(formattingLocaleOf('pt-BR')).toBe('pt-BR');
  });

  it('regional variants fall back to their base language, then English; the two Chinese never stand in for each other', () => {
    expect(textFallbacks('fr-CA')).toEqual(['fr-CA', 'fr', 'en']);
    expect(textFallbacks('pt-BR')).toEqual(['pt-BR', 'pt', 'en']);
    expect(textFallbacks('es-419')).toEqual(['es-419', 'es', 'en']);
    expect(textFallbacks('en-GB')).toEqual(['en-GB', 'en']);
    expect(textFallbacks('zh-TW')).toEqual(['zh-TW', 'en']);
    expect(textFallbacks('de')).toEqual(['de', 'en']);
    expect(textFallbacks('en')).toEqual(['en']);
  });

  it('only offered languages are saved on the account', () => {
    expect(accountLocaleOf('de')).toBe('de');
    expect(accountLocaleOf('en-XA')).toBeUndefined();
    expect(isDisplayLanguage('en-XA')).toBe(true);
    expect(isDisplayLanguage('ko')).toBe(false);
  });

  it('a purchase trade carries the language the customer reads, spelt as the account saves it; English for the pseudo-locale', () => {
    expect(tradeLanguageOf('de')).toBe('de');
    expect(tradeLanguageOf('zh-CN')).toBe('zh-CN');
    expect(tradeLanguageOf('en')).toBe('en');
    expect(tradeLanguageOf('en-XA')).toBe('en');
    for (const language of OFFERED_LANGUAGES) expect(tradeLanguageOf(language)).toBe(accountLocaleOf(language));
  });
});
