// The subpath, not the 'radix-ui' barrel: the barrel would pull every primitive into the first screen.
import { DirectionProvider } from 'radix-ui/direction';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { LanguageState } from '../../application/i18n/language-service';
import { StateStore } from '../../application/shared/store';
import type { ErrorCode } from '../../domain/errors/error-codes';
import type { ShownText } from '../../domain/errors/error-presentation';
import { MessageKey as NoticeKeys } from '../../domain/errors/message-keys';
import { formattingLocaleOf } from '../../domain/format/display-language';
import type { Language } from '../../domain/format/languages';
import { useOptionalShellServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { type Catalogue, ENGLISH_CATALOGUE, errorId, noticeId } from './catalogue';
import type { MessageKey } from './messages.en';
import { type Texts, textsOf, type Values } from './texts';
import { loadCatalogue, loadedCatalogue } from './translations';

const knownNoticeKeys = new Set<string>(Object.values(NoticeKeys));

const DEFAULT_LOCALE = 'en-US';

/** The shown catalogue (the hub adds its texts with HubTexts). */
export const TextsContext = createContext<Texts | undefined>(undefined);

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
  readonly texts: Language;
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

/**
 * Translates UI keys (`t`), error codes (`te`) and the texts of error notices (`tn`); `locale` is
 * the formatting locale for amounts. Choice: a server l10n key the client has no text for shows the
 * generic 'something went wrong' message.
 */
export function useT() {
  const texts = useContext(TextsContext);
  if (texts === undefined) throw new Error('useT outside I18nProvider');
  const { format, locale } = texts;
  const t = useCallback((key: MessageKey, values?: Values) => format(key, values), [format]);
  const te = useCallback((code: ErrorCode, values?: Values) => format(errorId(code), values), [format]);
  const tn = useCallback(
    (text: ShownText): string => {
      switch (text.kind) {
        case 'key':
          return format(noticeId(text.key));
        case 'l10n':
          return knownNoticeKeys.has(text.key) ? format(noticeId(text.key), text.payloads) : format(noticeId(NoticeKeys.somethingWentWrong));
        case 'text':
          return text.text;
      }
    },
    [format],
  );
  return { t, te, tn, locale };
}
