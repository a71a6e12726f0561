import { type ReactNode, useCallback } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type ErrorCode } from '../../domain/errors/error-codes';
import { errorMessagesEn } from './error-messages.en';
import { type MessageKey, messagesEn } from './messages.en';

type Values = Record<string, string | number>;

const errorKey = (code: ErrorCode): string => `error.${code}`;
const catalogue: Record<string, string> = {
  ...messagesEn,
  ...Object.fromEntries(Object.entries(errorMessagesEn).map(([code, text]) => [errorKey(code as ErrorCode), text])),
};

export const DEFAULT_LOCALE = 'en-US';

export function I18nProvider({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={catalogue} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}

/** Translates UI keys; `te` translates catalogue error codes. */
export function useT() {
  const intl = useIntl();
  const t = useCallback((key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values), [intl]);
  const te = useCallback((code: ErrorCode, values?: Values) => intl.formatMessage({ id: errorKey(code) }, values), [intl]);
  return { t, te, locale: intl.locale };
}
