import { type ReactNode, useContext, useMemo } from 'react';
import { hubMessagesEn } from './hub-messages.en';
import { TextsContext } from '../base/i18n/use-t';
import { textsOf } from '../base/i18n/texts';

/**
 * Adds the hub's English texts under the language's catalogue (which already carries the hub's
 * translations), so they load with the hub and not on the sign-in screen.
 */
export function HubTexts({ children }: { readonly children: ReactNode }) {
  const shell = useContext(TextsContext);
  if (shell === undefined) throw new Error('HubTexts outside I18nProvider');
  const texts = useMemo(() => textsOf(shell.locale, { ...hubMessagesEn, ...shell.catalogue }), [shell]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}
