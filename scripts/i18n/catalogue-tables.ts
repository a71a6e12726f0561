import { textFallbacks } from '../../domain/format/display-language';
import { DEFAULT_LANGUAGE, type Language, OFFERED_LANGUAGES } from '../../domain/format/languages';
import type { Catalogue } from '../../ui/base/i18n/texts';
import { hubMessagesEn } from '../../ui/hub/hub-messages.en';
import { ENGLISH_CATALOGUE, flatten } from '../../ui/i18n/catalogue';
import { TRANSLATIONS } from '../../ui/i18n/translations';

/** Every English text by id: the shell's and the hub's UI texts, notices (`notice.*`) and errors (`error.*`). */
export const ENGLISH: Catalogue = { ...ENGLISH_CATALOGUE, ...hubMessagesEn };

/** The ids of UI texts (not the catalogue's notices and errors, which the server names). */
export const isUiKey = (id: string): boolean => !id.startsWith('notice.') && !id.startsWith('error.');

/** The languages that must be complete: every offered one but the default. */
export const TRANSLATED_LANGUAGES = OFFERED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** A language's own table (not its fallbacks), flat by id; empty when it has none. */
export async function ownTable(language: Language): Promise<Catalogue> {
  const load = TRANSLATIONS[language];
  return load === undefined ? {} : flatten(await load());
}

/** What a language shows, without English: its own texts over its base language's (fr-CA over fr). */
export async function shownTable(language: Language): Promise<Catalogue> {
  const chain = textFallbacks(language).filter((tag) => tag !== DEFAULT_LANGUAGE || language === 'en-GB');
  const tables = await Promise.all(chain.map((tag) => (tag === DEFAULT_LANGUAGE ? Promise.resolve(ENGLISH) : ownTable(tag))));
  return Object.assign({}, ...tables.reverse()) as Catalogue;
}

/** The English ids a language does not show in its own words. */
export async function missingIds(language: Language): Promise<string[]> {
  const shown = await shownTable(language);
  return Object.keys(ENGLISH).filter((id) => shown[id] === undefined);
}
