import { type DisplayLanguage, PSEUDO_LANGUAGE, textFallbacks } from '../../domain/format/display-language';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/format/languages';
import type { Catalogue } from '../base/i18n/texts';
import { ENGLISH_CATALOGUE, flatten, type Translation } from './catalogue';

/**
 * The languages with texts of their own, each its own chunk so the first screen carries English
 * only. A regional variant holds only where it differs from its base language; a key missing
 * everywhere shows in English (the i18n check in `npm test` fails on any).
 */
export const TRANSLATIONS: Partial<Record<Language, () => Promise<Translation>>> = {
  de: async () => (await import('./locales/de')).de,
  es: async () => (await import('./locales/es')).es,
  'es-419': async () => (await import('./locales/es-419')).es419,
  fr: async () => (await import('./locales/fr')).fr,
  'fr-CA': async () => (await import('./locales/fr-ca')).frCa,
  it: async () => (await import('./locales/it')).it,
  nl: async () => (await import('./locales/nl')).nl,
  pt: async () => (await import('./locales/pt')).pt,
  'pt-BR': async () => (await import('./locales/pt-br')).ptBr,
  'zh-CN': async () => (await import('./locales/zh-cn')).zhCn,
  'zh-TW': async () => (await import('./locales/zh-tw')).zhTw,
  hi: async () => (await import('./locales/hi')).hi,
  pl: async () => (await import('./locales/pl')).pl,
  ru: async () => (await import('./locales/ru')).ru,
  sv: async () => (await import('./locales/sv')).sv,
  vi: async () => (await import('./locales/vi')).vi,
  tr: async () => (await import('./locales/tr')).tr,
  el: async () => (await import('./locales/el')).el,
  id: async () => (await import('./locales/id')).id,
  da: async () => (await import('./locales/da')).da,
  hr: async () => (await import('./locales/hr')).hr,
  ro: async () => (await import('./locales/ro')).ro,
};

const loading = new Map<DisplayLanguage, Promise<Catalogue>>();
const ready = new Map<DisplayLanguage, Catalogue>([[DEFAULT_LANGUAGE, ENGLISH_CATALOGUE]]);

/** The pseudo-locale (development): every English text, the hub's too, accented and longer; its own chunk. */
async function loadPseudo(): Promise<Catalogue> {
  const [{ pseudoCatalogue }, { hubMessagesEn }] = await Promise.all([import('./pseudo-locale'), import('../hub/hub-messages.en')]);
  return pseudoCatalogue({ ...ENGLISH_CATALOGUE, ...hubMessagesEn });
}

/** Whether a language has texts of its own (others show English). */
export const hasTranslation = (language: Language): boolean => TRANSLATIONS[language] !== undefined;

async function load(language: DisplayLanguage): Promise<Catalogue> {
  if (language === PSEUDO_LANGUAGE) return loadPseudo();
  const chain = textFallbacks(language).filter((tag) => tag !== DEFAULT_LANGUAGE);
  const translations = await Promise.all(chain.map((tag) => TRANSLATIONS[tag]?.() ?? Promise.resolve(undefined)));
  // The most specific language is laid last, over its base language and English.
  return Object.assign({}, ENGLISH_CATALOGUE, ...translations.reverse().map((t) => (t === undefined ? {} : flatten(t)))) as Catalogue;
}

/** The full catalogue of a language: its texts over its base language's over English. Loaded once; a failed load is tried again next time. */
export function loadCatalogue(language: DisplayLanguage): Promise<Catalogue> {
  const done = ready.get(language);
  if (done !== undefined) return Promise.resolve(done);
  let catalogue = loading.get(language);
  if (catalogue === undefined) {
    catalogue = load(language);
    loading.set(language, catalogue);
    catalogue.then(
      (loadedCatalogue) => ready.set(language, loadedCatalogue),
      () => loading.delete(language),
    );
  }
  return catalogue;
}

/** The catalogue of a language if it has loaded already (so a first render can use it at once). */
export const loadedCatalogue = (language: DisplayLanguage): Catalogue | undefined => ready.get(language);
