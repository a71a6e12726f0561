import type { ErrorCode } from '../../domain/errors/error-codes';
import type { MessageKey as NoticeKey } from '../../domain/errors/message-keys';
import { errorMessagesEn } from '../../domain/errors/texts/error-messages.en';
import { errorId, type MessageKey, noticeId } from '../base/i18n/message-ids';
import type { Catalogue } from '../base/i18n/texts';
import { messagesEn } from './messages.en';
import { noticeMessagesEn } from '../../domain/errors/texts/notice-messages.en';

/**
 * One language's texts. Every table is partial: a key it leaves out shows in English (spec 001 §9
 * default), and a key that no longer exists does not compile.
 */
export interface Translation {
  readonly messages: Partial<Record<MessageKey, string>>;
  readonly notices?: Partial<Record<NoticeKey, string>>;
  readonly errors?: Partial<Record<ErrorCode, string>>;
}

const prefixed = (table: Readonly<Record<string, string | undefined>>, id: (key: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(table).flatMap(([key, text]) => (text === undefined ? [] : [[id(key), text]])));

/** A translation as a flat table of ids. */
export const flatten = (translation: Translation): Catalogue => ({
  ...prefixed(translation.messages, (key) => key),
  ...prefixed(translation.notices ?? {}, noticeId),
  ...prefixed(translation.errors ?? {}, (code) => errorId(code as ErrorCode)),
});

/** English, complete: every other language is laid over it. */
export const ENGLISH_CATALOGUE: Catalogue = flatten({ messages: messagesEn, notices: noticeMessagesEn, errors: errorMessagesEn });
