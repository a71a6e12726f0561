import { formattingLocaleOf, textFallbacks } from '../../domain/format/display-language';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/format/languages';
import { textsOf, type Values } from '../../ui/base/i18n/texts';
import { hubMessagesEn } from '../../ui/hub/hub-messages.en';
import { ENGLISH_CATALOGUE, flatten } from '../../ui/i18n/catalogue';
import { TRANSLATIONS } from '../../ui/i18n/translations';

/** What a page in one language shows, from the product's own tables (so a journey follows the translators' work). */
export interface LanguageTexts {
  /** The formatting locale (amounts, dates). */
  readonly locale: string;
  /** The text the page shows for `key`: the language's own words, else English (the product's fallback). */
  readonly t: (key: string, values?: Values) => string;
  /** Whether the language has words of its own for `key`, other than the English. */
  readonly translated: (key: string) => boolean;
}

export async function languageTexts(language: Language): Promise<LanguageTexts> {
  const english = { ...ENGLISH_CATALOGUE, ...hubMessagesEn };
  const chain = textFallbacks(language).filter((tag) => tag !== DEFAULT_LANGUAGE);
  const tables = await Promise.all(chain.map(async (tag) => flatten((await TRANSLATIONS[tag]?.()) ?? { messages: {} })));
  const own = Object.assign({}, ...tables.reverse()) as Record<string, unknown>;
  const locale = formattingLocaleOf(language);
  const shown = textsOf(locale, { ...english, ...own });
  return {
    locale,
    t: shown.format,
    translated: (key) => own[key] !== undefined && own[key] !== (english as Record<string, unknown>)[key],
  };
}

/** A pattern matching `text` literally (for names that go on with more, such as a radio's balance). */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
