import { DEFAULT_LANGUAGE, isOfferedLanguage, type Language, matchLanguage, OFFERED_LANGUAGES } from './languages';
import { isRtlLocale } from './bidi';

/**
 * Arabic, the right-to-left locale of spec 001 §9, which is not among the offered languages.
 * Choice: asking for Arabic (the Settings choice, `?lang=ar`, or a browser preferring Arabic)
 * lays the app out right to left while every text falls back to English, so the layout can be
 * used and checked before Arabic texts exist. It is kept on the device only: the account's
 * preferred locale accepts offered languages only.
 */
export const RTL_LANGUAGE = 'ar';

/** What the app can be shown in: an offered language, or Arabic (right-to-left, English texts). */
export type DisplayLanguage = Language | typeof RTL_LANGUAGE;

export type TextDirection = 'ltr' | 'rtl';

/** Every display language in the order the Settings page lists them. */
export const DISPLAY_LANGUAGES: readonly DisplayLanguage[] = [...OFFERED_LANGUAGES, RTL_LANGUAGE];

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
  ar: 'العربية',
};

export const isDisplayLanguage = (tag: string): tag is DisplayLanguage => tag === RTL_LANGUAGE || isOfferedLanguage(tag);

/** The display language for one requested tag: Arabic for any Arabic tag, else the offered match. */
export const matchDisplayLanguage = (requested: string): DisplayLanguage | undefined => (isRtlLocale(requested) ? RTL_LANGUAGE : matchLanguage(requested));

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
}

/**
 * The language to show (spec 001 §9, default "en"). Choice of precedence: the page address, then
 * the choice made on this device, then the account's preferred locale, then the browser's
 * languages in order; a source naming nothing usable (an excluded or unknown language) is skipped.
 */
export function resolveDisplayLanguage(sources: LanguageSources): DisplayLanguage {
  const candidates = [sources.query, sources.stored, sources.account, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const language = matchDisplayLanguage(candidate);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

export const directionOf = (language: DisplayLanguage): TextDirection => (language === RTL_LANGUAGE ? 'rtl' : 'ltr');

/** The language whose texts are shown: Arabic shows English texts (see RTL_LANGUAGE). */
export const textLanguageOf = (language: DisplayLanguage): Language => (language === RTL_LANGUAGE ? DEFAULT_LANGUAGE : language);

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
 * default), so "en-US"; Arabic follows its English texts (see RTL_LANGUAGE).
 */
export const formattingLocaleOf = (language: DisplayLanguage): string => {
  const texts = textLanguageOf(language);
  return texts === DEFAULT_LANGUAGE ? 'en-US' : texts;
};

/**
 * The preferred locale to save on the account, or undefined when the account cannot hold it:
 * only offered languages are saved (Arabic stays on the device).
 */
export const accountLocaleOf = (language: DisplayLanguage): Language | undefined => (isOfferedLanguage(language) ? language : undefined);
