import type { MessageKey } from './message-keys';

/** How an error reaches the customer (spec 000 §8, 001 §8). */
export type ErrorAction = 'dialog' | 'warning_dialog' | 'toast' | 'modal' | 'redirect' | 'inline' | 'screen' | 'silent';

/** What comes with the notice besides title and message. */
export type ErrorExtra =
  | 'refresh_button'
  | 'try_again_button'
  | 'closes_flow'
  | 'relink_modal'
  | 'cooling_off_modal'
  | 'verification_flow'
  | 'back_to_form'
  | 'countdown_from_meta'
  | 'route_by_header'
  | 'one_at_a_time'
  | 'attempts_and_lock'
  | 'restart_login'
  | 'replaces_guide';

/**
 * Where the shown message comes from: the catalogue key; the server's message, else the key; the
 * server's message, else the code itself; the server's l10n_error title and message, else the keys.
 */
export type MessageFrom = 'key' | 'server_or_key' | 'server_or_code' | 'l10n_or_key';

/** One row of the error catalogue: what the customer sees for a code. */
export interface CatalogueEntry {
  readonly action: ErrorAction;
  readonly titleKey: MessageKey | undefined;
  /** Undefined only when messageFrom is 'server_or_code'. */
  readonly messageKey: MessageKey | undefined;
  readonly messageFrom: MessageFrom;
  readonly extras: readonly ErrorExtra[];
}

/** A text to show: one of our keys, a server translation key with payloads, or literal text. */
export type ShownText =
  | { readonly kind: 'key'; readonly key: MessageKey }
  | { readonly kind: 'l10n'; readonly key: string; readonly payloads: Readonly<Record<string, string>> }
  | { readonly kind: 'text'; readonly text: string };

/** A resolved error, ready for the UI: the code (or fallback name), how to show it, and the texts. */
export interface ErrorNotice {
  readonly code: string;
  readonly action: ErrorAction;
  readonly title: ShownText | undefined;
  readonly message: ShownText | undefined;
  readonly extras: readonly ErrorExtra[];
}

interface EntryOptions {
  readonly titleKey?: MessageKey;
  readonly messageFrom?: MessageFrom;
  readonly extras?: readonly ErrorExtra[];
}

/** Builds a catalogue row; messageFrom defaults to 'key', no title and no extras. */
export const entry = (action: ErrorAction, messageKey: MessageKey | undefined, options: EntryOptions = {}): CatalogueEntry => ({
  action,
  titleKey: options.titleKey,
  messageKey,
  messageFrom: options.messageFrom ?? 'key',
  extras: options.extras ?? [],
});
