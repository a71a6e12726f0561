import { type ReactNode, useContext, useMemo } from 'react';
import { type Catalogue, textsOf } from './texts';
import { TextsContext } from './use-t';

/**
 * Lays the English texts of the areas a lazily loaded screen shows under the shown catalogue
 * (whose language already holds their translations), so those texts load with the screen's code
 * rather than with the hub's first screen. `english` should keep its identity between renders.
 */
export function WithTexts({ english, children }: { readonly english: Catalogue; readonly children: ReactNode }) {
  const shown = useContext(TextsContext);
  if (shown === undefined) throw new Error('WithTexts outside I18nProvider');
  const texts = useMemo(() => textsOf(shown.locale, { ...english, ...shown.catalogue }), [shown, english]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}
