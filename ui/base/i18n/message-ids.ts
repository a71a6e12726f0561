import type { ErrorCode } from '../../../domain/errors/error-codes';

/**
 * The UI's message keys, registered by the composition of the message tables (ui/i18n/messages.en.ts)
 * through declaration merging, so every feature types its keys against the whole table without
 * importing the tables: base never imports a feature. A key no table holds does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface UiMessages {}

/** Every UI key (the signed-out shell's and the hub's). */
export type MessageKey = Extract<keyof UiMessages, string>;

/** The catalogue id of an error code's message. */
export const errorId = (code: ErrorCode): string => `error.${code}`;

/** The catalogue id of a server notice key's text. */
export const noticeId = (key: string): string => `notice.${key}`;
