import { DEFAULT_LANGUAGE, isOfferedLanguage, type Language, matchLanguage, OFFERED_LANGUAGES } from './languages';

/**
 * The pseudo-locale (development only, `?lang=en-XA`): the English texts accented and 40% longer,
 * to spot untranslated strings, truncation and text that does not wrap. Never offered, never saved.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** What the app can be shown in: an offered language, or the pseudo-locale in development. */
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;

export type TextDirection = 'ltr' | 'rtl';

/**
 * The languages the Settings page lists, in order: the offered ones only. The excluded languages
 * (Korean, Norwegian, Hungarian, Arabic, Slovak, Finnish) are never offered and fall back to
 * English, left to right; right to left is a development switch (`?dir=rtl`, see LanguageService).
 */
export const DISPLAY_LANGUAGES: readonly Language[] = OFFERED_LANGUAGES;

/**
 * Each language's name in itself (an endonym), as language pickers show them so a customer finds
 * their own language whatever the page is in. Choice: a fixed table rather than Intl.DisplayNames,
 * whose wording differs between browsers ("Indonesia" for Bahasa Indonesia).
 */
export const LANGUAGE_NAMES: Readonly<Record<DisplayLanguage, string>> = {
  en: 'English (US)',
  'en-GB': 'English (UK)',
  id: 'Bahasa Indonesia',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español (España)',
  'es-419': 'Español (Latinoamérica)',
  fr: 'Français (France)',
  'fr-CA': 'Français (Canada)',
  hr: 'Hrvatski',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ro: 'Română',
  sv: 'Svenska',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
  el: 'Ελληνικά',
  hi: 'हिन्दी',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-XA': '[Ƥşḗḗŭŭḓǿǿ]',
};

export const isDisplayLanguage = (tag: string): tag is DisplayLanguage => tag === PSEUDO_LANGUAGE || isOfferedLanguage(tag);

/** Where a language can come from, strongest first (see resolveDisplayLanguage). */
export interface LanguageSources {
  /** `?lang=` of the page address: this visit only. */
  readonly query?: string | undefined;
  /** The choice made on this device (Settings). */
  readonly stored?: string | undefined;
  /** The signed-in account's preferred locale (user configs). */
  readonly account?: string | undefined;
  /** The browser's preferred languages, in order. */
  readonly browser?: readonly string[];
  /** Development: the page address may ask for the pseudo-locale. */
  readonly development?: boolean;
}

/**
 * The language to show (spec 001 §9, default "en"). Choice of precedence: the page address, then
 * the choice made on this device, then the account's preferred locale, then the browser's
 * languages in order; a source naming nothing usable (an excluded or unknown language) is skipped.
 */
export function resolveDisplayLanguage(sources: LanguageSources): DisplayLanguage {
  if (sources.development === true && sources.query?.trim().toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  const candidates = [sources.query, sources.stored, sources.account, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const language = matchLanguage(candidate);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The text catalogues to look a key up in, most specific first, always ending in English: a
 * regional variant falls back to its base language when that is offered ("fr-CA" -> "fr", "pt-BR"
 * -> "pt", "es-419" -> "es", "en-GB" -> "en"). The two Chinese scripts never stand in for each other.
 */
export function textFallbacks(language: Language): readonly Language[] {
  const chain: Language[] = [language];
  const base = language.split('-')[0] ?? language;
  if (base !== 'zh' && base !== language && isOfferedLanguage(base)) chain.push(base);
  if (!chain.includes(DEFAULT_LANGUAGE)) chain.push(DEFAULT_LANGUAGE);
  return chain;
}

/**
 * The locale numbers, dates and amounts are formatted in. "en" is English (US) (spec 001 §9's
 * default), so "en-US", as is the pseudo-locale.
 */
export const formattingLocaleOf = (language: DisplayLanguage): string => (language === DEFAULT_LANGUAGE || language === PSEUDO_LANGUAGE ? 'en-US' : language);

/**
 * The preferred locale to save on the account, or undefined when the account cannot hold it:
 * only offered languages are saved (the pseudo-locale is never saved).
 */
export const accountLocaleOf = (language: DisplayLanguage): Language | undefined => (isOfferedLanguage(language) ? language : undefined);

/**
 * The `language` sent with a purchase trade (spec 000 §7), which the payment page is shown in: the
 * language the customer reads, in the spelling the account saves (preferred_locale), English for
 * the pseudo-locale.
 */
export const tradeLanguageOf = (language: DisplayLanguage): Language => accountLocaleOf(language) ?? DEFAULT_LANGUAGE;
