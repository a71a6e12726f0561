// The subpath, not the 'radix-ui' barrel: the barrel would pull every primitive into the first screen.
import { DirectionProvider } from 'radix-ui/direction';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { LanguageState } from '../../application/i18n/language-service';
import { StateStore } from '../../application/shared/store';
import { type DisplayLanguage, formattingLocaleOf } from '../../domain/format/display-language';
import { type Catalogue, textsOf } from '../base/i18n/texts';
import { TextsContext } from '../base/i18n/use-t';
import { useOptionalShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { ENGLISH_CATALOGUE } from './catalogue';
import { loadCatalogue, loadedCatalogue } from './translations';

const DEFAULT_LOCALE = 'en-US';

/** English, left to right: what is shown without the application's language service (component tests). */
const ENGLISH_ONLY = new StateStore<LanguageState>({
  language: 'en',
  texts: 'en',
  direction: 'ltr',
  locale: DEFAULT_LOCALE,
  saving: undefined,
  saveFailed: false,
});

interface Shown {
  readonly texts: DisplayLanguage;
  readonly catalogue: Catalogue;
}

/**
 * The texts of the language service's language (English where a translation has no text), and the
 * page's language and direction: `<html lang dir>` and radix's Direction for its primitives. A new
 * language's texts load as their own chunk; until they arrive the previous texts stay.
 */
export function I18nProvider({ children }: { readonly children: ReactNode }) {
  const services = useOptionalShellServices();
  const language = useStore(services?.language.state ?? ENGLISH_ONLY);
  const [shown, setShown] = useState<Shown>(() => {
    const catalogue = loadedCatalogue(language.texts);
    return catalogue === undefined ? { texts: 'en', catalogue: ENGLISH_CATALOGUE } : { texts: language.texts, catalogue };
  });

  useEffect(() => {
    let current = true;
    loadCatalogue(language.texts).then(
      (catalogue) => current && setShown((s) => (s.texts === language.texts ? s : { texts: language.texts, catalogue })),
      // Choice: a language chunk that fails to load leaves the texts shown; choosing again retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language.texts]);

  // In the commit that shows the texts, before paint: a page in German is never announced as English,
  // nor laid out a frame in the old direction.
  useLayoutEffect(() => {
    document.documentElement.lang = shown.texts;
    document.documentElement.dir = language.direction;
  }, [shown.texts, language.direction]);

  const texts = useMemo(() => textsOf(formattingLocaleOf(shown.texts), shown.catalogue), [shown]);
  return (
    <DirectionProvider dir={language.direction}>
      <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>
    </DirectionProvider>
  );
}
