import { createContext, useCallback, useContext } from 'react';
import { type ErrorCode, isErrorCode } from '../../../domain/errors/error-codes';
import type { ShownText } from '../../../domain/errors/error-presentation';
import { MessageKey as NoticeKeys } from '../../../domain/errors/message-keys';
import { errorId, type MessageKey, noticeId } from './message-ids';
import type { Texts, Values } from './texts';

const knownNoticeKeys = new Set<string>(Object.values(NoticeKeys));

/** The shown catalogue: given by the app's I18nProvider (ui/i18n), the hub adds its texts with HubTexts. */
export const TextsContext = createContext<Texts | undefined>(undefined);

/** The `t` of useT: a UI key's text in the shown language. */
export type TFunction = (key: MessageKey, values?: Values) => string;

/**
 * Translates UI keys (`t`), error codes (`te`) and the texts of error notices (`tn`); `locale` is
 * the formatting locale for amounts. A server l10n key is a notice key or an error code the client
 * has a text for (spec 001 §8: the server's localised title and message). Choice: a server l10n key
 * the client has no text for shows the generic 'something went wrong' message.
 */
export function useT() {
  const texts = useContext(TextsContext);
  if (texts === undefined) throw new Error('useT outside I18nProvider');
  const { format, locale } = texts;
  const t: TFunction = useCallback((key: MessageKey, values?: Values) => format(key, values), [format]);
  const te = useCallback((code: ErrorCode, values?: Values) => format(errorId(code), values), [format]);
  const tn = useCallback(
    (text: ShownText): string => {
      switch (text.kind) {
        case 'key':
          return format(noticeId(text.key));
        case 'l10n':
          if (knownNoticeKeys.has(text.key)) return format(noticeId(text.key), text.payloads);
          return isErrorCode(text.key) ? format(errorId(text.key), text.payloads) : format(noticeId(NoticeKeys.somethingWentWrong));
        case 'text':
          return text.text;
      }
    },
    [format],
  );
  return { t, te, tn, locale };
}
