import type { CatalogueTranslation } from '../../../domain/errors/texts/catalogue-translation';
import { textFallbacks } from '../../../domain/format/display-language';
import type { Language } from '../../../domain/format/languages';

/** The catalogue's texts in each translated language, loaded only for the `--lang` asked for. */
const CATALOGUES: Partial<Record<Language, () => Promise<CatalogueTranslation>>> = {
  de: async () => (await import('../../../domain/errors/texts/locales/de')).deCatalogue,
  es: async () => (await import('../../../domain/errors/texts/locales/es')).esCatalogue,
  'es-419': async () => (await import('../../../domain/errors/texts/locales/es-419')).es419Catalogue,
  fr: async () => (await import('../../../domain/errors/texts/locales/fr')).frCatalogue,
  'fr-CA': async () => (await import('../../../domain/errors/texts/locales/fr-ca')).frCaCatalogue,
  it: async () => (await import('../../../domain/errors/texts/locales/it')).itCatalogue,
  nl: async () => (await import('../../../domain/errors/texts/locales/nl')).nlCatalogue,
  pt: async () => (await import('../../../domain/errors/texts/locales/pt')).ptCatalogue,
  'pt-BR': async () => (await import('../../../domain/errors/texts/locales/pt-br')).ptBrCatalogue,
  'zh-CN': async () => (await import('../../../domain/errors/texts/locales/zh-cn')).zhCnCatalogue,
  'zh-TW': async () => (await import('../../../domain/errors/texts/locales/zh-tw')).zhTwCatalogue,
  hi: async () => (await import('../../../domain/errors/texts/locales/hi')).hiCatalogue,
  pl: async () => (await import('../../../domain/errors/texts/locales/pl')).plCatalogue,
  ru: async () => (await import('../../../domain/errors/texts/locales/ru')).ruCatalogue,
  sv: async () => (await import('../../../domain/errors/texts/locales/sv')).svCatalogue,
  vi: async () => (await import('../../../domain/errors/texts/locales/vi')).viCatalogue,
  tr: async () => (await import('../../../domain/errors/texts/locales/tr')).trCatalogue,
  el: async () => (await import('../../../domain/errors/texts/locales/el')).elCatalogue,
  id: async () => (await import('../../../domain/errors/texts/locales/id')).idCatalogue,
  da: async () => (await import('../../../domain/errors/texts/locales/da')).daCatalogue,
  hr: async () => (await import('../../../domain/errors/texts/locales/hr')).hrCatalogue,
  ro: async () => (await import('../../../domain/errors/texts/locales/ro')).roCatalogue,
};

/** The languages the CLI has catalogue texts for (the UI's translations hold the same tables). */
export const cliCatalogueLanguages = (): readonly Language[] => Object.keys(CATALOGUES) as Language[];

/** A language's catalogue texts over its base language's (fr-CA over fr); English is the caller's fallback. */
export async function loadCliCatalogue(language: Language): Promise<CatalogueTranslation> {
  const chain = textFallbacks(language).filter((tag) => tag !== 'en');
  const tables = await Promise.all(chain.map((tag) => CATALOGUES[tag]?.() ?? Promise.resolve({ notices: {}, errors: {} })));
  return tables.reduceRight<CatalogueTranslation>(
    (merged, table) => ({ notices: { ...merged.notices, ...table.notices }, errors: { ...merged.errors, ...table.errors } }),
    {
      notices: {},
      errors: {},
    },
  );
}
