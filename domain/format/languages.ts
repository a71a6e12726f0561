/** The default language (spec 001 §9). */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Languages offered (spec 001 §9) as BCP 47 tags. Choice of tags: English US is the default "en"
 * and UK "en-GB"; the two Spanish are "es" (Spain) and "es-419" (Latin America); the two French
 * "fr" (France) and "fr-CA"; the two Portuguese "pt" (Portugal) and "pt-BR"; Chinese "zh-CN"
 * (simplified) and "zh-TW" (traditional).
 */
export const OFFERED_LANGUAGES = [
  'en',
  'en-GB',
  'id',
  'da',
  'de',
  'es',
  'es-419',
  'fr',
  'fr-CA',
  'hr',
  'it',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'ro',
  'sv',
  'vi',
  'tr',
  'el',
  'hi',
  'zh-CN',
  'zh-TW',
] as const;

export type Language = (typeof OFFERED_LANGUAGES)[number];

/** Languages the product does not offer (spec 001 §9): Korean, Norwegian, Hungarian, Arabic, Slovak, Finnish. */
export const EXCLUDED_LANGUAGES = ['ko', 'no', 'nb', 'nn', 'hu', 'ar', 'sk', 'fi'] as const;

const EXCLUDED = new Set<string>(EXCLUDED_LANGUAGES);
const BY_LOWER = new Map<string, Language>(OFFERED_LANGUAGES.map((tag) => [tag.toLowerCase(), tag]));

/** Traditional Chinese is chosen for these regions and for the Hant script. */
const TRADITIONAL_CHINESE = /^zh[-_](?:hant|tw|hk|mo)\b/i;

/**
 * The offered language for a requested tag (browser or stored preference): an exact match
 * (case-insensitive, "_" read as "-"), else the first offered variant of the same base language
 * (Chinese by script or region: Hant, TW, HK, MO give zh-TW), else undefined. Excluded languages
 * (Korean, Arabic, ...) never match.
 */
export function matchLanguage(requested: string): Language | undefined {
  const tag = requested.trim().replace(/_/g, '-').toLowerCase();
  const base = tag.split('-')[0] ?? '';
  if (base === '' || EXCLUDED.has(base)) return undefined;
  const exact = BY_LOWER.get(tag);
  if (exact !== undefined) return exact;
  if (base === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'zh-TW' : 'zh-CN';
  return OFFERED_LANGUAGES.find((offered) => offered.toLowerCase().split('-')[0] === base);
}

/** The language for a requested tag, "en" when it is missing, excluded or not offered (spec 001 §9). */
export const resolveLanguage = (requested: string | undefined): Language =>
  (requested === undefined ? undefined : matchLanguage(requested)) ?? DEFAULT_LANGUAGE;

export const isOfferedLanguage = (tag: string): tag is Language => (OFFERED_LANGUAGES as readonly string[]).includes(tag);
