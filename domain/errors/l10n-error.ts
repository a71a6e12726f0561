import type { ShownText } from './error-presentation';

/** A server-localised error: l10n_error {title_key, message_key, payloads} (spec 000 §8, 001 §8). */
export interface LocalizedMessage {
  readonly titleKey: string | undefined;
  readonly messageKey: string;
  readonly payloads: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonBlank = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Reads an l10n_error object from a server body. Choice: message_key is required (no message, no
 * l10n error), title_key is optional; payload values that are numbers or booleans become strings,
 * other values are dropped.
 */
export function readL10nError(value: unknown): LocalizedMessage | undefined {
  if (!isRecord(value)) return undefined;
  const messageKey = nonBlank(value.message_key);
  if (messageKey === undefined) return undefined;
  const payloads: Record<string, string> = {};
  if (isRecord(value.payloads)) {
    for (const [name, raw] of Object.entries(value.payloads)) {
      if (typeof raw === 'string') payloads[name] = raw;
      else if (typeof raw === 'number' || typeof raw === 'boolean') payloads[name] = String(raw);
    }
  }
  return { titleKey: nonBlank(value.title_key), messageKey, payloads };
}

/** The title and message an l10n error becomes; both carry the same payloads. */
export function l10nTexts(l10n: LocalizedMessage): { readonly title: ShownText | undefined; readonly message: ShownText } {
  return {
    title: l10n.titleKey === undefined ? undefined : { kind: 'l10n', key: l10n.titleKey, payloads: l10n.payloads },
    message: { kind: 'l10n', key: l10n.messageKey, payloads: l10n.payloads },
  };
}
