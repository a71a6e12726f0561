import { type ReactNode, useCallback } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type ErrorCode } from '../../domain/errors/error-codes';
import { type ShownText } from '../../domain/errors/error-presentation';
import { type MessageKey as NoticeKey, MessageKey as NoticeKeys } from '../../domain/errors/message-keys';
import { errorMessagesEn } from '../../domain/errors/texts/error-messages.en';
import { noticeMessagesEn } from '../../domain/errors/texts/notice-messages.en';
import { type MessageKey, messagesEn } from './messages.en';

type Values = Record<string, string | number>;

const errorKey = (code: ErrorCode): string => `error.${code}`;
const noticeKey = (key: string): string => `notice.${key}`;
const knownNoticeKeys = new Set<string>(Object.values(NoticeKeys));
const catalogue: Record<string, string> = {
  ...messagesEn,
  ...Object.fromEntries(Object.entries(noticeMessagesEn).map(([key, text]) => [noticeKey(key), text])),
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

/**
 * Translates UI keys (`t`), error codes (`te`) and the texts of error notices (`tn`). Choice: a
 * server l10n key the client has no text for shows the generic 'something went wrong' message.
 */
export function useT() {
  const intl = useIntl();
  const t = useCallback((key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values), [intl]);
  const te = useCallback((code: ErrorCode, values?: Values) => intl.formatMessage({ id: errorKey(code) }, values), [intl]);
  const tn = useCallback(
    (text: ShownText): string => {
      switch (text.kind) {
        case 'key':
          return intl.formatMessage({ id: noticeKey(text.key) });
        case 'l10n':
          return knownNoticeKeys.has(text.key)
            ? intl.formatMessage({ id: noticeKey(text.key as NoticeKey) }, text.payloads)
            : intl.formatMessage({ id: noticeKey(NoticeKeys.somethingWentWrong) });
        case 'text':
          return text.text;
      }
    },
    [intl],
  );
  return { t, te, tn, locale: intl.locale };
}
