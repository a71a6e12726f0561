import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { hubMessagesEn } from './hub-messages.en';

/**
 * Adds the hub's English texts under the language's catalogue (which already carries the hub's
 * translations), so they load with the hub and not on the sign-in screen.
 */
export function HubTexts({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(() => ({ ...hubMessagesEn, ...intl.messages }), [intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
