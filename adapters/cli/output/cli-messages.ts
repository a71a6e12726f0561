import { IntlMessageFormat } from 'intl-messageformat';
import type { ErrorCode } from '../../../domain/errors/error-codes';
import type { MessageKey } from '../../../domain/errors/message-keys';
import { errorMessagesEn } from '../../../domain/errors/texts/error-messages.en';
import { noticeMessagesEn } from '../../../domain/errors/texts/notice-messages.en';
import type { CatalogueTranslation } from '../../../domain/errors/texts/catalogue-translation';
import { formattingLocaleOf } from '../../../domain/format/display-language';
import { resolveLanguage } from '../../../domain/format/languages';
import { loadCliCatalogue } from './cli-translations';

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorMessagesEn, code);
const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(noticeMessagesEn, key);

const ENGLISH_ONLY: CatalogueTranslation = { notices: {}, errors: {} };

/**
 * The catalogue's texts for people reading the CLI: the same ICU messages the UI shows, in the
 * `--lang` language (its translation over English), numbers and plurals in its locale.
 */
export class CliMessages {
  readonly locale: string;

  constructor(
    lang: string,
    private readonly translated: CatalogueTranslation = ENGLISH_ONLY,
  ) {
    this.locale = formattingLocaleOf(resolveLanguage(lang));
  }

  /** The messages of `--lang` with its catalogue texts loaded. */
  static async load(lang: string): Promise<CliMessages> {
    return new CliMessages(lang, await loadCliCatalogue(resolveLanguage(lang)));
  }

  /** The key a code is shown with: the code itself when it is catalogued, else the generic message. */
  keyOf(code: string): string {
    return isErrorCode(code) || isMessageKey(code) ? code : 'web_error_something_went_wrong';
  }

  text(code: string, params: Readonly<Record<string, string>> = {}): string {
    const source = isErrorCode(code)
      ? (this.translated.errors[code] ?? errorMessagesEn[code])
      : isMessageKey(code)
        ? (this.translated.notices[code] ?? noticeMessagesEn[code])
        : (this.translated.notices.web_error_something_went_wrong ?? noticeMessagesEn.web_error_something_went_wrong);
    try {
      return String(new IntlMessageFormat(source, this.locale).format(params));
    } catch {
      return source;
    }
  }
}
