import type { CatalogueEntry, ErrorNotice, ShownText } from './error-presentation';
import { l10nTexts, type LocalizedMessage } from './l10n-error';

/** What the server said beside the code: a plain message and/or an l10n_error. */
export interface ServerDetail {
  readonly serverMessage?: string | undefined;
  readonly l10n?: LocalizedMessage | undefined;
}

const serverText = (message: string | undefined): ShownText | undefined =>
  message !== undefined && message.trim() !== '' ? { kind: 'text', text: message } : undefined;

const keyText = (entry: CatalogueEntry): ShownText | undefined => (entry.messageKey === undefined ? undefined : { kind: 'key', key: entry.messageKey });

/**
 * Turns a catalogue row into what is shown, following its messageFrom rule. A blank server message
 * counts as none.
 */
export function toNotice(code: string, entry: CatalogueEntry, detail: ServerDetail = {}): ErrorNotice {
  const title: ShownText | undefined = entry.titleKey === undefined ? undefined : { kind: 'key', key: entry.titleKey };
  const base = { code, action: entry.action, extras: entry.extras };
  switch (entry.messageFrom) {
    case 'key':
      return { ...base, title, message: keyText(entry) };
    case 'server_or_key':
      return { ...base, title, message: serverText(detail.serverMessage) ?? keyText(entry) };
    case 'server_or_code':
      return { ...base, title, message: serverText(detail.serverMessage) ?? { kind: 'text', text: code } };
    case 'l10n_or_key': {
      if (detail.l10n === undefined) return { ...base, title, message: keyText(entry) };
      const texts = l10nTexts(detail.l10n);
      return { ...base, title: texts.title ?? title, message: texts.message };
    }
  }
}
