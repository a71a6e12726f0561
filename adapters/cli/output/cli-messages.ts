import { IntlMessageFormat } from 'intl-messageformat';
import type { ErrorCode } from '../../../domain/errors/error-codes';
import type { MessageKey } from '../../../domain/errors/message-keys';
import { errorMessagesEn } from '../../../domain/errors/texts/error-messages.en';
import { noticeMessagesEn } from '../../../domain/errors/texts/notice-messages.en';
import { resolveLanguage } from '../../../domain/format/languages';

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorMessagesEn, code);
const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(noticeMessagesEn, key);

/**
 * The catalogue's texts for people reading the CLI: the same ICU messages the UI shows, in the
 * `--lang` language. Choice: only English texts exist for the catalogue so far, so every
 * language falls back to them (the language still formats numbers and plurals).
 */
export class CliMessages {
  readonly locale: string;

  constructor(lang: string) {
    this.locale = resolveLanguage(lang);
  }

  /** The key a code is shown with: the code itself when it is catalogued, else the generic message. */
  keyOf(code: string): string {
    return isErrorCode(code) || isMessageKey(code) ? code : 'web_error_something_went_wrong';
  }

  text(code: string, params: Readonly<Record<string, string>> = {}): string {
    const source = isErrorCode(code) ? errorMessagesEn[code] : isMessageKey(code) ? noticeMessagesEn[code] : noticeMessagesEn.web_error_something_went_wrong;
    try {
      return String(new IntlMessageFormat(source, this.locale).format(params));
    } catch {
      return source;
    }
  }
}
